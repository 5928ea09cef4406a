import { Coins, Receipt, ShoppingCart } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { formatCredits } from '../../../../shared/money';
import { CREDIT_COST } from '../../../../shared/rules';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { LoadFailed } from '../../../components/load-failed';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
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

        <Card className="lg:col-span-2">
          <CardHeader>
            <div className="flex items-center gap-2">
              <ShoppingCart className="size-5 text-slate-500" aria-hidden="true" />
              <CardTitle>Buy credits</CardTitle>
            </div>
            <CardDescription>
              Pay in Ghana cedi by card or mobile money. Larger packages cost less per credit.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CreditPackages canBuy={canBuy} />
          </CardContent>
        </Card>
      </div>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Recent transactions</CardTitle>
        </CardHeader>
        <CardContent>
          {credits.isPending ? (
            <LoadingBlock label="Loading transactions..." />
          ) : credits.isError ? (
            <LoadFailed
              what="We could not load your credits."
              error={credits.error}
              onRetry={() => void credits.refetch()}
            />
          ) : credits.data.history.length === 0 ? (
            <EmptyState
              icon={Receipt}
              title="No transactions yet"
              description="Credits you receive and spend will be listed here."
              className="border-none"
            />
          ) : (
            <TransactionsTable entries={credits.data.history} />
          )}
        </CardContent>
      </Card>

      {canBuy && (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>Payments</CardTitle>
            <CardDescription>Every purchase of credits and what became of it.</CardDescription>
          </CardHeader>
          <CardContent>
            {payments.isPending ? (
              <LoadingBlock label="Loading payments..." />
            ) : payments.isError ? (
              <LoadFailed
                what="We could not load your payments."
                error={payments.error}
                onRetry={() => void payments.refetch()}
              />
            ) : payments.data.length === 0 ? (
              <p className="text-sm text-slate-600">No credits have been bought yet.</p>
            ) : (
              <PaymentsTable payments={payments.data} />
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
