import { errorCatalog } from '../../../../shared/errors';
import type { MyApplicationView, MyOrganizationView } from '../../../../shared/my-data';
import type { BadgeVariant } from '../../../components/ui/badge';

/** What the page says when there is no link to open, the server's words for a dead one. */
export const LINK_INVALID_MESSAGE = errorCatalog.my_data_link_invalid.message;

type ApplicationStatus = MyApplicationView['status'];

/** How each status looks: an application still open stands out, a closed one is quiet. */
export const STATUS_BADGE: Record<ApplicationStatus, BadgeVariant> = {
  'In progress': 'info',
  'Not selected': 'secondary',
  Withdrawn: 'outline',
};

/** A sentence under the status, so a closed application's missing details are explained. */
export function statusNote(status: ApplicationStatus): string | null {
  if (status === 'Withdrawn') {
    return 'Its personal data has been deleted; the employer keeps only anonymous counts.';
  }
  return null;
}

/** Only an application still in progress can be withdrawn from this page. */
export function canWithdraw(application: MyApplicationView): boolean {
  return application.status === 'In progress';
}

/**
 * Whether withdrawing this application leaves the organization none with personal
 * data: it then deletes the person's contact details too.
 */
export function isLastIntactApplication(
  organization: MyOrganizationView,
  applicationId: string,
): boolean {
  const intact = organization.applications.filter((item) => item.status !== 'Withdrawn');
  return intact.length === 1 && intact[0]!.id === applicationId;
}

/** What the confirm dialog says before withdrawing an application. */
export function withdrawDescription(
  organization: MyOrganizationView,
  application: MyApplicationView,
): string {
  const name = organization.organizationName;
  const last = isLastIntactApplication(organization, application.id)
    ? ` As it is your only application there, ${name} will no longer hold your contact details either.`
    : '';
  return (
    `${name} keeps only anonymous counts of it. Its personal data is deleted: the name, ` +
    `email and phone sent with it, your cover note and your resume.${last} ` +
    'This cannot be undone.'
  );
}

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size for people: "830 bytes", "120 KB", "1.4 MB" (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KB) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < 1024) return `${kilobytes} KB`;
  const megabytes = bytes / MB;
  return `${megabytes < 10 ? megabytes.toFixed(1).replace(/\.0$/, '') : Math.round(megabytes)} MB`;
}

const RESUME_TYPES: Record<NonNullable<MyApplicationView['resume']>['type'], string> = {
  pdf: 'PDF',
  docx: 'Word (DOCX)',
};

/** The resume sent with an application: "PDF, 120 KB", or that none was sent. */
export function resumeText(resume: MyApplicationView['resume']): string {
  if (!resume) return 'None sent';
  const size = formatBytes(resume.bytes);
  return size ? `${RESUME_TYPES[resume.type]}, ${size}` : RESUME_TYPES[resume.type];
}
