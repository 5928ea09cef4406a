import { Package } from 'lucide-react';
import { useState } from 'react';
import { formatCedis, formatCredits } from '../../../../shared/money';
import { hasDiscountBadge, type CreditPackageView } from '../../../../shared/payments';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { usePackages } from '../api/payments';
import { BuyCreditsDialog } from './buy-credits-dialog';

/** The packages grid (spec: Credits page): price, price per credit, discount badge, Buy. */
export function CreditPackages({ canBuy }: { canBuy: boolean }) {
  const packages = usePackages();
  const [chosen, setChosen] = useState<CreditPackageView | null>(null);

  return (
    <QueryState
      query={packages}
      loading={<LoadingBlock label="Loading credit packages..." />}
      error="We could not load the credit packages."
    >
      {(packs) => (
        <>
          {!canBuy && (
            <p className="mb-4 text-sm text-slate-600">
              Only an organization admin can buy credits. Ask an admin of your organization.
            </p>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {packs.map((pack) => (
              <li
                key={pack.credits}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="flex items-center gap-2 font-semibold text-slate-900">
                    <Package className="size-4 text-brand-600" aria-hidden="true" />
                    {formatCredits(pack.credits)}
                  </p>
                  {hasDiscountBadge(pack) && (
                    <Badge variant="success">{pack.percentOff}% off</Badge>
                  )}
                </div>
                <p className="mt-3 text-2xl font-bold tracking-tight text-slate-900">
                  {formatCedis(pack.pricePesewas)}
                </p>
                <p className="text-sm text-slate-600">
                  {formatCedis(Math.round(pack.pricePerCredit * 100))} per credit
                </p>
                <Button
                  className="mt-4"
                  disabled={!canBuy}
                  onClick={() => setChosen(pack)}
                  aria-label={`Buy ${formatCredits(pack.credits)} for ${formatCedis(pack.pricePesewas)}`}
                >
                  Buy
                </Button>
              </li>
            ))}
          </ul>
          <BuyCreditsDialog pack={chosen} onOpenChange={(open) => !open && setChosen(null)} />
        </>
      )}
    </QueryState>
  );
}
