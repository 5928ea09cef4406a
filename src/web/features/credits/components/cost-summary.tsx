import { AlertCircle, Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/utils';
import { formatCredits } from '../../../lib/format';
import type { useCredits } from '../api/credits';

/** What an action costs and the balance it is paid from, before anything is spent. */
export function CostSummary({
  cost,
  credits,
  className,
  children,
}: {
  cost: number;
  credits: ReturnType<typeof useCredits>;
  className?: string;
  /** More about the price (a discount, say), between the cost and the balance. */
  children?: ReactNode;
}) {
  return (
    <section
      className={cn(
        'grid rounded-lg border border-slate-200 p-4 text-sm text-slate-700',
        className,
      )}
    >
      <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Coins className="size-4 text-brand-600" aria-hidden="true" />
        Cost: {formatCredits(cost)}
      </h3>
      {children}
      <p aria-live="polite">
        {credits.isPending
          ? 'Checking your balance…'
          : credits.isError
            ? 'Your balance could not be loaded.'
            : `Your balance: ${formatCredits(credits.data?.balance ?? 0)}`}
      </p>
    </section>
  );
}

/** Too few credits for the action: says so, with the way to buy more. */
export function CreditsShortNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {children}{' '}
        <Link href="/credits" className="font-medium underline underline-offset-2">
          Get more credits
        </Link>
      </p>
    </div>
  );
}
