import { Coins, Receipt, ShoppingCart } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { formatCredits } from '../../../../shared/money';
import { CREDIT_COST } from '../../../../shared/rules';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  TitledCard,
} from '../../../components/ui/card';
import { canBuyCredits } from '../../../lib/permissions';
import { useSignedInUser } from '../../auth';
import { useCredits } from '../api/credits';
import { usePaymentHistory } from '../api/payments';
import { CreditPackages } from '../components/credit-packages';
import { PaymentReturn } from '../components/payment-return';
import { PaymentsTable } from '../components/payments-table';
import { TransactionsTable } from '../components/transactions-table';

export function CreditsPage() {
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('payment');
  const reference = searchParams.get('reference') ?? searchParams.get('trxref');
  const credits = useCredits();
  const canBuy = canBuyCredits(useSignedInUser()?.role);
  const payments = usePaymentHistory(canBuy);

  return (
    <>
      <PageHeader title="Credits" subtitle="Your balance, credit packages and transactions" />

      {(returned === 'success' || returned === 'failed') && (
        <PaymentReturn outcome={returned} reference={reference} />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Current balance</CardDescription>
            <p
              className="flex items-center gap-2 text-4xl font-bold tracking-tight text-slate-900"
              aria-live="polite"
            >
              <Coins className="size-8 text-brand-600" aria-hidden="true" />
              {credits.isSuccess ? credits.data.balance : '—'}
            </p>
          </CardHeader>
          <CardContent className="grid gap-1 text-sm text-slate-600">
            <p>
              Unlocking a candidate costs {formatCredits(CREDIT_COST.unlock)}; scheduling an
              interview costs {formatCredits(CREDIT_COST.interview)}.
            </p>
          </CardContent>
        </Card>

        <TitledCard
          className="lg:col-span-2"
          title="Buy credits"
          icon={<ShoppingCart className="size-5 text-slate-500" aria-hidden="true" />}
          description="Pay in Ghana cedi by card or mobile money. Larger packages cost less per credit."
        >
          <CreditPackages canBuy={canBuy} />
        </TitledCard>
      </div>

      <TitledCard className="mt-6" title="Recent transactions">
        <QueryState
          query={credits}
          loading={<LoadingBlock label="Loading transactions..." />}
          error="We could not load your credits."
          isEmpty={(data) => data.history.length === 0}
          empty={
            <EmptyState
              icon={Receipt}
              title="No transactions yet"
              description="Credits you receive and spend will be listed here."
              className="border-none"
            />
          }
        >
          {(data) => <TransactionsTable entries={data.history} />}
        </QueryState>
      </TitledCard>

      {canBuy && (
        <TitledCard
          className="mt-6"
          title="Payments"
          description="Every purchase of credits and what became of it."
        >
          <QueryState
            query={payments}
            loading={<LoadingBlock label="Loading payments..." />}
            error="We could not load your payments."
          >
            {(data) => <PaymentsTable payments={data} />}
          </QueryState>
        </TitledCard>
      )}
    </>
  );
}
