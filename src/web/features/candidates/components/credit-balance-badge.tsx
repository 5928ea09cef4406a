import { Coins } from 'lucide-react';
import { Link } from 'wouter';
import { formatCredits } from '../../../../shared/money';
import { useCredits } from '../../credits';

/** The organization's balance in a page header; opens the credits page. */
export function CreditBalanceBadge() {
  const credits = useCredits();
  const text = credits.isSuccess ? formatCredits(credits.data.balance) : '— credits';
  return (
    <Link
      href="/credits"
      className="inline-flex h-10 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 text-sm font-semibold text-brand-900 transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      aria-label={`Credit balance: ${text}. Manage credits`}
    >
      <Coins className="size-4 text-brand-600" aria-hidden="true" />
      <span data-testid="credit-balance">{text}</span>
    </Link>
  );
}
