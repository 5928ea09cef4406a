import { Building2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { MyApplicationView, MyOrganizationView } from '../../../../shared/my-data';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { canWithdraw, resumeText, STATUS_BADGE, statusNote } from './my-data-text';

interface OrganizationCardProps {
  organization: MyOrganizationView;
  onWithdraw: (application: MyApplicationView) => void;
}

/** What one organization holds about the person: its contact for data, their details, their applications. */
export function OrganizationCard({ organization, onWithdraw }: OrganizationCardProps) {
  const id = useId();
  const { dataProtectionContact: contact, profile } = organization;
  return (
    <section
      aria-labelledby={`${id}-name`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <Building2 className="size-5 text-slate-500" aria-hidden="true" />
        <h2 id={`${id}-name`} className="text-xl font-semibold text-slate-900">
          {organization.organizationName}
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {contact ? (
          <>
            Data-protection contact: {contact.name ? `${contact.name}, ` : ''}
            <a
              href={`mailto:${contact.email}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {contact.email}
            </a>
          </>
        ) : (
          'No data-protection contact given'
        )}
      </p>

      <h3 className="mt-6 text-base font-semibold text-slate-900">Contact details it holds</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Name">{profile.fullName}</Detail>
        <Detail term="Email">{profile.email}</Detail>
        <Detail term="Phone">{profile.phone ?? 'Not given'}</Detail>
        <Detail term="Location">{profile.location ?? 'Not given'}</Detail>
      </dl>

      <h3 className="mt-6 text-base font-semibold text-slate-900">Applications</h3>
      {organization.applications.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No applications.</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {organization.applications.map((application) => (
            <li key={application.id}>
              <ApplicationItem
                application={application}
                organizationName={organization.organizationName}
                onWithdraw={() => onWithdraw(application)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ApplicationItemProps {
  application: MyApplicationView;
  organizationName: string;
  onWithdraw: () => void;
}

function ApplicationItem({ application, organizationName, onWithdraw }: ApplicationItemProps) {
  const note = statusNote(application.status);
  const isWithdrawn = application.status === 'Withdrawn';
  return (
    <article className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h4 className="text-base font-semibold text-slate-900">{application.jobTitle}</h4>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Stage">{application.stage}</Detail>
        <Detail term="Status">
          <Badge variant={STATUS_BADGE[application.status]}>{application.status}</Badge>
        </Detail>
        <Detail term="Applied">
          <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
        </Detail>
        {!isWithdrawn && <Detail term="Resume">{resumeText(application.resume)}</Detail>}
        {!isWithdrawn && (
          <Detail term="Cover note" wide>
            {application.coverNote ? (
              <span className="whitespace-pre-wrap">{application.coverNote}</span>
            ) : (
              'None sent'
            )}
          </Detail>
        )}
      </dl>
      {note && <p className="mt-3 text-sm text-slate-600">{note}</p>}
      {canWithdraw(application) && (
        <Button variant="outline" size="sm" className="mt-4" onClick={onWithdraw}>
          Withdraw application
          <span className="sr-only">
            {' '}
            for {application.jobTitle} at {organizationName}
          </span>
        </Button>
      )}
    </article>
  );
}

function Detail({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
