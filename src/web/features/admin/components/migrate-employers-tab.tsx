import { ArrowRightLeft, Building2, CheckCircle2, RefreshCw } from 'lucide-react';
import { useId, useReducer } from 'react';
import { Link } from 'wouter';
import type { ExternalEmployerView } from '../../../../shared/careers-board';
import { DataTable, figureColumn, type DataTableColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import {
  useExternalEmployers,
  useMigrateEmployer,
  useRefreshExternalEmployers,
} from '../api/employers';
import { toastAdminFailure } from './admin-failure';
import {
  MIGRATION_FAILED_FALLBACK,
  migrationFailureText,
  migrationKey,
  migrationReducer,
  migrationResultText,
  migrationStateOf,
  migrationToast,
  type MigrationState,
} from './migration-state';
import { useCareersBoardIntegration } from '../api/integration-status';
import { CareersBoardOffNotice } from './careers-board-off-notice';
import { manageOrganizationPath } from './organizations-tab';

/**
 * Migrate Employers (password console): the careers board's employers, each moved
 * to Shortlist with its jobs and candidates by Migrate, with the result line under
 * it; Refresh asks the board again past the server's 5-minute cache.
 */
export function MigrateEmployersTab() {
  const id = useId();
  const board = useCareersBoardIntegration();
  const isConfigured = board.data?.configured === true;
  // Without a board there is no one to ask: the notice says so instead.
  const employers = useExternalEmployers({ enabled: isConfigured });
  const refresh = useRefreshExternalEmployers();
  const migrate = useMigrateEmployer();
  const [states, dispatch] = useReducer(migrationReducer, {});

  const onMigrate = async (
    employer: ExternalEmployerView,
    all: readonly ExternalEmployerView[],
  ) => {
    dispatch({ type: 'start', employerId: employer.id });
    try {
      const result = await migrate.mutateAsync(migrationKey(employer, all));
      dispatch({ type: 'succeed', employerId: employer.id, result });
      if (result.success) toast(migrationToast(employer.name, result));
      else {
        toast({
          variant: 'destructive',
          title: 'Migration failed',
          description: migrationFailureText(result),
        });
      }
    } catch (error) {
      dispatch({
        type: 'fail',
        employerId: employer.id,
        message: failureMessage(error, MIGRATION_FAILED_FALLBACK),
      });
      toastAdminFailure(error, 'Migration failed', MIGRATION_FAILED_FALLBACK);
    }
  };

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onError: (error) =>
        toastAdminFailure(
          error,
          'Refresh failed',
          'The careers board’s employers could not be loaded. Please try again.',
        ),
    });

  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            Migrate Employers
          </h2>
          <p className="text-sm text-slate-600">
            Employers on the careers board. Migrate moves one to Shortlist: its organization, its
            jobs posted on the board and their candidates (locked).
          </p>
          {employers.data && (
            <p className="text-xs text-slate-500">
              As the careers board listed them at{' '}
              <time dateTime={employers.data.fetchedAt}>
                {formatDateTime(employers.data.fetchedAt)}
              </time>
              .
            </p>
          )}
        </div>
        <Button
          variant="outline"
          onClick={onRefresh}
          isPending={refresh.isPending}
          disabled={!isConfigured || employers.isPending}
        >
          {!refresh.isPending && <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </div>

      {board.data && !isConfigured ? (
        <CareersBoardOffNotice />
      ) : (
        <QueryState
          query={employers}
          error="We could not load the careers board’s employers."
          errorVariant="panel"
          isEmpty={(data) => data.employers.length === 0}
          empty={
            <EmptyState
              icon={Building2}
              title="No employers found"
              description="The careers board lists no employers yet. Refresh to ask it again."
            />
          }
        >
          {(data) => (
            <EmployersTable
              employers={data.employers}
              stateOf={(employer) => migrationStateOf(employer, states)}
              onMigrate={(employer) => void onMigrate(employer, data.employers)}
            />
          )}
        </QueryState>
      )}
    </section>
  );
}

function EmployersTable({
  employers,
  stateOf,
  onMigrate,
}: {
  employers: readonly ExternalEmployerView[];
  stateOf: (employer: ExternalEmployerView) => MigrationState;
  onMigrate: (employer: ExternalEmployerView) => void;
}) {
  const columns: DataTableColumn<ExternalEmployerView>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (employer) => (
        <span className="grid gap-0.5">
          <span className="font-medium text-slate-900">{employer.name}</span>
          {employer.orgId && employer.orgName && (
            <Link
              href={manageOrganizationPath(employer.orgId)}
              className="text-xs text-brand-700 underline-offset-4 hover:underline"
            >
              In Shortlist as {employer.orgName}
            </Link>
          )}
        </span>
      ),
    },
    figureColumn('jobs', 'Jobs', (employer) => employer.jobCount),
    {
      id: 'verified',
      header: 'Status',
      cell: (employer) =>
        employer.verified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <Badge variant="secondary">Unverified</Badge>
        ),
    },
    {
      id: 'last-active',
      header: 'Last active',
      className: 'whitespace-nowrap text-slate-600',
      cell: (employer) =>
        employer.lastActive ? (
          <time dateTime={employer.lastActive}>{formatDate(employer.lastActive)}</time>
        ) : (
          'Not known'
        ),
    },
    {
      id: 'migration',
      header: 'Migration',
      className: 'min-w-64',
      cell: (employer) => (
        <MigrationCell
          employer={employer}
          state={stateOf(employer)}
          onMigrate={() => onMigrate(employer)}
        />
      ),
    },
  ];
  return (
    <Card className="p-4">
      <DataTable
        columns={columns}
        rows={employers}
        getRowKey={(employer) => employer.id}
        caption="Employers on the careers board"
        className="min-w-[880px]"
      />
    </Card>
  );
}

/** One employer's migration: Migrate, migrating, the Migrated badge, or the failure and Retry. */
function MigrationCell({
  employer,
  state,
  onMigrate,
}: {
  employer: ExternalEmployerView;
  state: MigrationState;
  onMigrate: () => void;
}) {
  const result = state.kind === 'migrated' ? state.result : null;
  return (
    <div className="grid justify-items-start gap-1.5">
      {state.kind === 'migrated' ? (
        <Badge variant="success">
          <CheckCircle2 aria-hidden="true" />
          Migrated
        </Badge>
      ) : (
        <Button
          variant={state.kind === 'failed' ? 'outline' : 'default'}
          size="sm"
          onClick={onMigrate}
          isPending={state.kind === 'migrating'}
        >
          {state.kind !== 'migrating' && <ArrowRightLeft aria-hidden="true" />}
          {state.kind === 'migrating'
            ? 'Migrating...'
            : state.kind === 'failed'
              ? 'Retry'
              : 'Migrate'}
          <span className="sr-only"> {employer.name}</span>
        </Button>
      )}
      {/* The result line: read out when it appears. */}
      <div aria-live="polite" className="text-xs">
        {result && (
          <div className="grid gap-1">
            <p className="text-slate-700">{migrationResultText(result)}</p>
            {result.errors.length > 0 && (
              <details className="text-amber-800">
                <summary className="cursor-pointer">
                  {result.errors.length === 1 ? 'Show the warning' : 'Show the warnings'}
                </summary>
                <ul className="mt-1 grid list-disc gap-0.5 pl-5">
                  {result.errors.map((warning, index) => (
                    <li key={index}>{warning}</li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
        {state.kind === 'failed' && (
          <p className="text-red-800">Migration failed: {state.message}</p>
        )}
      </div>
    </div>
  );
}
