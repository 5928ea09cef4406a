import { Briefcase, Building2, Users } from 'lucide-react';
import type { PlatformAnalytics } from '../../../../shared/admin';
import { DataTable, figureColumn, type DataTableColumn } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { TitledCard } from '../../../components/ui/card';
import { formatCredits } from '../../../lib/format';
import { usePlatformAnalytics } from '../api/analytics';
import { StatCard } from './stat-card';

type OrganizationRow = PlatformAnalytics['organizations'][number];

const number = (value: number) => value.toLocaleString('en-GB');

const COLUMNS: DataTableColumn<OrganizationRow>[] = [
  { id: 'name', header: 'Organization', isRowHeader: true, cell: (row) => row.name },
  figureColumn('jobs', 'Jobs', (row) => number(row.jobs)),
  figureColumn('applications', 'Applications', (row) => number(row.applications)),
  figureColumn('unlocks', 'Unlocks', (row) => number(row.unlocks)),
  figureColumn('bought', 'Credits bought', (row) => number(row.creditsBought)),
  figureColumn('spent', 'Credits spent', (row) => number(row.creditsSpent)),
  figureColumn('balance', 'Balance', (row) => formatCredits(row.balance), 'font-medium'),
];

/** Platform totals and the per-organization overview. */
export function AnalyticsTab() {
  const analytics = usePlatformAnalytics();
  return (
    <QueryState query={analytics} error="We could not load the platform analytics.">
      {(data) => (
        <div className="grid grid-cols-1 gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Users" value={number(data.totals.users)} icon={Users} />
            <StatCard
              label="Organizations"
              value={number(data.totals.organizations)}
              icon={Building2}
            />
            <StatCard
              label="Jobs"
              value={
                <>
                  {number(data.totals.jobs)}{' '}
                  <span className="text-sm font-normal text-slate-500">
                    ({number(data.totals.publishedJobs)} published)
                  </span>
                </>
              }
              icon={Briefcase}
            />
          </div>
          <TitledCard title="Organization overview">
            <DataTable
              columns={COLUMNS}
              rows={data.organizations}
              getRowKey={(row) => row.id}
              caption="Organization overview"
              emptyText="No organizations found"
              className="min-w-[760px]"
            />
          </TitledCard>
        </div>
      )}
    </QueryState>
  );
}
