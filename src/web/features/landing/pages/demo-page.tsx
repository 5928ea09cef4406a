import {
  ArrowLeft,
  Briefcase,
  CalendarDays,
  ClipboardCheck,
  Coins,
  Info,
  Users,
  UserSquare2,
} from 'lucide-react';
import { Link } from 'wouter';
import { ROLE_LABELS } from '../../../../shared/auth';
import { formatCredits } from '../../../../shared/money';
import { CREDIT_COST, DEMO_CREDITS } from '../../../../shared/rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicTopBar } from '../components/public-top-bar';

/** What a demo account holds (spec section 1). */
const DEMO_ROLES = (['ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'] as const).map(
  (role) => ROLE_LABELS[role],
);

const DEMO_CONTENTS = [
  { icon: Users, text: `${DEMO_ROLES.length} team members: ${DEMO_ROLES.join(', ')}` },
  { icon: Briefcase, text: '5 active jobs' },
  { icon: UserSquare2, text: '6 candidates' },
  { icon: CalendarDays, text: '4 scheduled interviews' },
  { icon: ClipboardCheck, text: 'A completed scorecard' },
  {
    icon: Coins,
    text: `${formatCredits(DEMO_CREDITS)}, at ${formatCredits(CREDIT_COST.unlock)} per unlock`,
  },
];

export function DemoPage() {
  useDocumentTitle('Try the demo');
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicTopBar />
      <main className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <Link href="/" className={buttonClasses('ghost', 'sm', '-ml-3')}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            Try Shortlist with a demo account
          </h1>
          <p className="mt-2 text-slate-600">
            One click creates a ready-made organization so you can explore every screen without
            posting a real job.
          </p>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Your demo includes
          </h2>
          <ul className="mt-3 grid gap-3">
            {DEMO_CONTENTS.map((item) => (
              <li key={item.text} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <item.icon className="size-4" aria-hidden="true" />
                </span>
                {item.text}
              </li>
            ))}
          </ul>
          <div
            id="demo-unavailable"
            className="mt-8 flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>Demo accounts are not available yet.</p>
          </div>
          <Button size="lg" className="mt-4 w-full" disabled aria-describedby="demo-unavailable">
            Create My Demo Account
          </Button>
          <p className="mt-4 text-center text-sm text-slate-600">
            Prefer your own account?{' '}
            <Link href="/signup" className="font-medium text-brand-700 hover:underline">
              Sign up free
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
