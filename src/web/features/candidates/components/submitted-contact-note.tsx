import { Info } from 'lucide-react';
import type { ApplicationDetailView } from '../../../../shared/applications';

/**
 * The contact given with this application when it differs from the candidate's
 * record (someone who applied again with new details, or with another person's
 * email): shown apart from the record, which only the team changes.
 */
export function SubmittedContactNote({
  contact,
}: {
  contact: NonNullable<ApplicationDetailView['submittedContact']>;
}) {
  return (
    <section
      aria-label="Contact submitted with this application"
      className="mt-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-xs text-slate-600"
    >
      <p className="flex items-center gap-1.5 font-medium text-slate-700">
        <Info className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        Submitted with this application:
      </p>
      <dl className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="sr-only">Name</dt>
          <dd className="break-words">{contact.fullName}</dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Email</dt>
          <dd className="break-all">{contact.email}</dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">Phone</dt>
          <dd>{contact.phone ?? 'No phone number'}</dd>
        </div>
      </dl>
    </section>
  );
}
