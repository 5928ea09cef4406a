import { ArrowLeftRight, Coins, MinusCircle, PlusCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminAdjustmentView, CreditsOverview } from '../../../../shared/admin';
import {
  DataTable,
  figureColumn,
  TableSearch,
  timeColumn,
  type DataTableColumn,
} from '../../../components/data-table';
import { PagedQueryState } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { formatCredits, formatDateTime, formatSignedNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { useCreditsOverview } from '../api/credits';
import { ChangeCreditsDialog, TransferCreditsDialog } from './credits-dialogs';
import { nothingMatches } from './search-section';
import { StatCard } from './stat-card';
import { usePagedSearch } from './use-paged-search';

type OpenDialog = 'grant' | 'revoke' | 'transfer' | null;

/** Grant, revoke and transfer credits; every organization's balance and the latest adjustments. */
export function CreditsTab() {
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const search = usePagedSearch();
  const overview = useCreditsOverview({ q: search.q, page: search.page });
  const id = useId();
  const onOpenChange = (open: boolean) => {
    if (!open) setOpenDialog(null);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Credits
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpenDialog('grant')}>
            <PlusCircle aria-hidden="true" />
            Grant Credits
          </Button>
          <Button variant="outline" onClick={() => setOpenDialog('revoke')}>
            <MinusCircle aria-hidden="true" />
            Revoke Credits
          </Button>
          <Button variant="outline" onClick={() => setOpenDialog('transfer')}>
            <ArrowLeftRight aria-hidden="true" />
            Transfer Credits
          </Button>
        </div>
      </div>

      {overview.data && <CreditsTotals overview={overview.data} />}
      <div className="grid gap-6 lg:grid-cols-5">
        <TitledCard className="lg:col-span-2" title="Balances">
          <TableSearch
            id={`${id}-search`}
            label="Search balances"
            placeholder="Search by organization"
            value={search.draft}
            onChange={search.setDraft}
            className="mb-3"
          />
          <PagedQueryState
            query={overview}
            rowsOf={(data) => data.organizations}
            error="We could not load the credits overview."
            empty={{
              icon: Coins,
              title: 'No organizations found',
              description: nothingMatches(search.q),
            }}
            onPageChange={search.setPage}
          >
            {(rows, pagination) => (
              <>
                <DataTable
                  columns={BALANCE_COLUMNS}
                  rows={rows}
                  getRowKey={(row) => row.id}
                  caption="Credit balance of each organization"
                />
                {pagination}
              </>
            )}
          </PagedQueryState>
        </TitledCard>
        <TitledCard className="lg:col-span-3" title="Recent admin adjustments">
          <QueryState query={overview} keepsDataOnError error="We could not load the adjustments.">
            {(data) => (
              <DataTable
                columns={ADJUSTMENT_COLUMNS}
                rows={data.recentAdjustments}
                getRowKey={(row) => row.id}
                caption="Recent admin adjustments"
                emptyText="No credits have been granted, revoked or transferred yet."
                className="min-w-[560px]"
              />
            )}
          </QueryState>
        </TitledCard>
      </div>

      <ChangeCreditsDialog kind="grant" open={openDialog === 'grant'} onOpenChange={onOpenChange} />
      <ChangeCreditsDialog
        kind="revoke"
        open={openDialog === 'revoke'}
        onOpenChange={onOpenChange}
      />
      <TransferCreditsDialog open={openDialog === 'transfer'} onOpenChange={onOpenChange} />
    </section>
  );
}

type BalanceRow = CreditsOverview['organizations'][number];

const BALANCE_COLUMNS: DataTableColumn<BalanceRow>[] = [
  { id: 'name', header: 'Organization', isRowHeader: true, cell: (row) => row.name },
  figureColumn('balance', 'Balance', (row) => formatCredits(row.balance)),
];

const ADJUSTMENT_COLUMNS: DataTableColumn<AdminAdjustmentView>[] = [
  timeColumn('when', 'When', (row) => row.occurredAt, formatDateTime),
  { id: 'organization', header: 'Organization', isRowHeader: true, cell: (row) => row.orgName },
  {
    id: 'change',
    header: 'Change',
    align: 'end',
    className: (row) =>
      cn('tabular-nums font-medium', row.delta >= 0 ? 'text-green-700' : 'text-red-700'),
    cell: (row) => formatSignedNumber(row.delta),
  },
  figureColumn('balance-after', 'Balance after', (row) => formatCredits(row.balanceAfter)),
  {
    id: 'reason',
    header: 'Reason',
    className: 'text-slate-600',
    cell: (row) => row.reason ?? row.label,
  },
];

/** Every organization's credits together, whatever the search. */
function CreditsTotals({ overview }: { overview: CreditsOverview }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StatCard
        label="Credits held, all organizations"
        value={formatCredits(overview.totalBalance)}
        icon={Coins}
      />
      <StatCard label="Organizations" value={overview.organizationCount} />
    </div>
  );
}
