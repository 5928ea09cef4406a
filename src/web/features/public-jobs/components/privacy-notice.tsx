import { ShieldCheck } from 'lucide-react';
import { privacyNotice } from '../../../../shared/privacy';
import type { PublicJobView } from '../../../../shared/public';

/**
 * The privacy notice beside the button (Act 843): who controls the data and whom to
 * ask, what happens to it, for how long, and the applicant's rights. Applying
 * acknowledges it; the application records its version and the time.
 */
export function PrivacyNotice({ organization }: { organization: PublicJobView['organization'] }) {
  const notice = privacyNotice({
    organizationName: organization.name,
    contactName: organization.dataProtectionContactName,
    contactEmail: organization.dataProtectionContactEmail,
    retentionMonths: organization.applicationRetentionMonths,
  });
  return (
    <section
      aria-labelledby="privacy-heading"
      className="flex gap-3 rounded-lg bg-slate-50 p-3 text-xs leading-5 text-slate-600"
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="grid gap-1.5">
        <h2 id="privacy-heading" className="font-medium text-slate-800">
          Your privacy
        </h2>
        <p>{notice.controller}</p>
        <p>{notice.use}</p>
        <p>{notice.retention}</p>
        <p>
          {notice.rights}
          {notice.contact && organization.dataProtectionContactEmail && (
            <>
              {' '}
              {notice.contact}
              <a
                href={`mailto:${organization.dataProtectionContactEmail}`}
                className="font-medium text-brand-700 underline"
              >
                {organization.dataProtectionContactEmail}
              </a>
              .
            </>
          )}
        </p>
        <p className="font-medium text-slate-700">{notice.acknowledgement}</p>
      </div>
    </section>
  );
}
