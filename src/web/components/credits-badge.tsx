import { Coins } from 'lucide-react';
import { Link } from 'wouter';
import { formatCredits } from '../../shared/money';
import { useCredits } from '../features/credits';

/** The organization's credit balance in the sidebar; opens the credits page. */
export function CreditsBadge({ onNavigate }: { onNavigate?: () => void }) {
  const credits = useCredits();
  // Spec section 2: the badge shows 0 while the balance is unknown.
  const balance = credits.data?.balance ?? 0;
  return (
    <Link
      href="/credits"
      onClick={onNavigate}
      className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-left transition-colors hover:bg-brand-100"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-white">
        <Coins className="size-4" aria-hidden="true" />
      </span>
      <span className="grid leading-tight">
        <span className="text-sm font-semibold text-brand-900">{formatCredits(balance)}</span>
        <span className="text-xs text-brand-700">Click to manage</span>
      </span>
    </Link>
  );
}
