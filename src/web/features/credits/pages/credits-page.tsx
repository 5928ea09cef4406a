import { CheckCircle2, Coins, Receipt, ShoppingCart } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { formatCedis, formatCredits } from '../../../../shared/money';
import { CREDIT_COST, SINGLE_CREDIT_PRICE_PESEWAS } from '../../../../shared/rules';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useCredits } from '../api/credits';
import { TransactionsTable } from '../components/transactions-table';

export function CreditsPage() {
  const [searchParams] = useSearchParams();
  const isPaymentSuccess = searchParams.get('payment') === 'success';
  const credits = useCredits();

  return (
    <>
      <PageHeader title="Credits" subtitle="Your balance and how your credits were used" />

      {isPaymentSuccess && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">Payment Successful!</p>
            <p className="mt-1 text-sm">
              Thank you. Your credits may take a few moments to show in your balance.
            </p>
          </div>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Current balance</CardDescription>
            <p className="flex items-center gap-2 text-4xl font-bold tracking-tight text-slate-900">
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

        <Card className="border-dashed lg:col-span-2">
          <CardHeader>
            <div className="flex items-center gap-2">
              <ShoppingCart className="size-5 text-slate-500" aria-hidden="true" />
              <CardTitle>Buying credits is coming soon</CardTitle>
            </div>
            <CardDescription>
              You will be able to buy credit packages here in Ghana cedi, by card or mobile money. A
              single credit costs {formatCedis(SINGLE_CREDIT_PRICE_PESEWAS)}.
            </CardDescription>
          </CardHeader>
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
            <div role="alert" className="text-sm text-red-800">
              <p>We could not load your credits. {credits.error.message}</p>
              <Button variant="outline" className="mt-4" onClick={() => void credits.refetch()}>
                Try again
              </Button>
            </div>
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
    </>
  );
}
