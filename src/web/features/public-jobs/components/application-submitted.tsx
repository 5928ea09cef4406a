import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { REPLY_WITHIN_BUSINESS_DAYS } from '../../../../shared/rules';

interface ApplicationSubmittedProps {
  jobTitle: string;
  organizationName: string;
  /** The applicant's email, or the slot the enhancing script fills with it. */
  email: ReactNode;
}

export function ApplicationSubmitted({
  jobTitle,
  organizationName,
  email,
}: ApplicationSubmittedProps) {
  return (
    <div
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      role="status"
      tabIndex={-1}
    >
      <CheckCircle2 className="mx-auto size-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        Application Submitted Successfully!
      </h1>
      <p className="mt-2 text-slate-600">
        Thank you for applying for {jobTitle} at {organizationName}.
      </p>
      <div className="mt-6 rounded-xl bg-slate-50 p-5 text-left">
        <h2 className="text-sm font-semibold text-slate-900">What happens next</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-slate-700">
          <li>{organizationName} reviews your application.</li>
          <li>You can expect a reply within {REPLY_WITHIN_BUSINESS_DAYS} business days.</li>
          <li>We will send updates about your application to {email}.</li>
        </ol>
      </div>
    </div>
  );
}
