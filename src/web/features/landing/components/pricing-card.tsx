import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { REFUND_WINDOW_HOURS, TRIAL_CREDITS } from '../../../../shared/rules';
import { buttonClasses } from '../../../components/ui/button';
import { UNLOCK_PRICE_TEXT } from '../../../lib/pricing';

const INCLUDED = [
  'Free job posting',
  `${TRIAL_CREDITS} free trial credits`,
  `${REFUND_WINDOW_HOURS}-hour refund policy`,
  'Unlimited team members',
];

export function PricingCard() {
  return (
    <section id="pricing" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Simple, pay-as-you-go pricing
        </h2>
        <div className="mx-auto mt-10 max-w-md rounded-2xl border-2 border-brand-600 bg-white p-8 shadow-lg">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Pay per unlock
          </p>
          <p className="mt-3 text-slate-900">
            <span className="text-3xl font-bold">Free</span>{' '}
            <span className="text-slate-600">to post and review</span>
          </p>
          <p className="mt-2 text-sm text-slate-600">Unlock a candidate for {UNLOCK_PRICE_TEXT}.</p>
          <ul className="mt-6 grid gap-3">
            {INCLUDED.map((item) => (
              <li key={item} className="flex items-center gap-3 text-sm text-slate-700">
                <Check className="size-4 text-brand-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <Link href="/signup" className={buttonClasses('default', 'lg', 'mt-8 w-full')}>
            Get Started Free
          </Link>
        </div>
      </div>
    </section>
  );
}
