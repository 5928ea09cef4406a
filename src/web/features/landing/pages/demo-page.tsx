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
import {
  CREDIT_COST,
  DEMO_CONTENTS,
  DEMO_CREDITS,
  DEMO_LIFETIME_DAYS,
} from '../../../../shared/rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateDemoAccount } from '../api/create-demo-account';
import { PublicTopBar } from '../components/public-top-bar';

/** What a demo account holds (spec section 1). */
const DEMO_ROLES = (['ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'] as const).map(
  (role) => ROLE_LABELS[role],
);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const DEMO_SUMMARY = [
  {
    icon: Users,
    text: `${plural(DEMO_CONTENTS.members, 'team member', 'team members')}: ${DEMO_ROLES.join(', ')}`,
  },
  { icon: Briefcase, text: plural(DEMO_CONTENTS.jobs, 'active job', 'active jobs') },
  { icon: UserSquare2, text: plural(DEMO_CONTENTS.candidates, 'candidate', 'candidates') },
  {
    icon: CalendarDays,
    text: plural(DEMO_CONTENTS.interviews, 'scheduled interview', 'scheduled interviews'),
  },
  {
    icon: ClipboardCheck,
    text:
      DEMO_CONTENTS.scorecards === 1
        ? 'A completed scorecard'
        : plural(DEMO_CONTENTS.scorecards, 'completed scorecard', 'completed scorecards'),
  },
  {
    icon: Coins,
    text: `${formatCredits(DEMO_CREDITS)}, at ${formatCredits(CREDIT_COST.unlock)} per unlock`,
  },
];

export function DemoPage() {
  useDocumentTitle('Try the demo');
  const createDemo = useCreateDemoAccount();
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
            {DEMO_SUMMARY.map((item) => (
              <li key={item.text} className="flex items-center gap-3 text-slate-700">
                <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <item.icon className="size-4" aria-hidden="true" />
                </span>
                {item.text}
              </li>
            ))}
          </ul>
          <div
            id="demo-terms"
            className="mt-8 flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              Creating your demo takes 2-3 seconds, and you are signed in right away. The demo and
              everything in it is deleted after {DEMO_LIFETIME_DAYS} days; its emails are never
              sent.
            </p>
          </div>
          <Button
            size="lg"
            className="mt-4 w-full"
            aria-describedby="demo-terms"
            isPending={createDemo.isPending}
            disabled={createDemo.isSuccess}
            onClick={() => createDemo.mutate()}
          >
            {createDemo.isPending ? 'Creating Your Demo...' : 'Create My Demo Account'}
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
