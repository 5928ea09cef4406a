import { Mail, Phone } from 'lucide-react';
import type { CandidateView } from '../../../../shared/applications';
import { cn } from '../../../lib/utils';

interface ContactDetailsProps {
  candidate: CandidateView;
  className?: string;
}

const MASKED_EMAIL = '•••••@•••••';
const MASKED_PHONE = '••• ••• ••••';

/**
 * Email and phone: masked while locked (the server never sent them), links
 * once unlocked.
 */
export function ContactDetails({ candidate, className }: ContactDetailsProps) {
  return (
    <dl className={cn('grid gap-1.5 text-sm text-slate-700', className)}>
      <div className="flex min-w-0 items-center gap-2">
        <dt>
          <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="sr-only">Email</span>
        </dt>
        <dd className="min-w-0 truncate">
          {candidate.isUnlocked ? (
            <a
              href={`mailto:${candidate.email}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {candidate.email}
            </a>
          ) : (
            <Masked text={MASKED_EMAIL} label="Email hidden until unlocked" />
          )}
        </dd>
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <dt>
          <Phone className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="sr-only">Phone</span>
        </dt>
        <dd className="min-w-0 truncate">
          {!candidate.isUnlocked ? (
            <Masked text={MASKED_PHONE} label="Phone hidden until unlocked" />
          ) : candidate.phone ? (
            <a
              href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {candidate.phone}
            </a>
          ) : (
            <span className="text-slate-500">No phone number</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function Masked({ text, label }: { text: string; label: string }) {
  return (
    <>
      <span aria-hidden="true" className="tracking-wider text-slate-500 select-none">
        {text}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}
