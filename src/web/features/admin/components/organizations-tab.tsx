import { Building2, RefreshCw, Settings2, UserPlus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminOrganizationView, CreateUserResponse } from '../../../../shared/admin';
import {
  DataTable,
  timeColumn,
  type DataTableColumn,
  actionsColumn,
} from '../../../components/data-table';
import { PagedQueryState } from '../../../components/paged-table';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatCredits, formatDate } from '../../../lib/format';
import { useOrganizations, useSyncOrganizationToBoard } from '../api/organizations';
import { toastAdminFailure } from './admin-failure';
import { organizationBoardText } from './careers-board-text';
import { CreateOrganizationDialog } from './create-organization-dialog';
import { ProvisionAdminDialog } from './provision-admin-dialog';
import { TemporaryPassword } from './temporary-password';
import { nothingMatches, SearchSection } from './search-section';
import { usePagedSearch } from './use-paged-search';
import type { AdminConsoleMode } from './use-admin-console';

export function manageOrganizationPath(orgId: string): string {
  return `/admin/organizations/${encodeURIComponent(orgId)}/manage`;
}

/**
 * Every organization, searchable and paged: cards with Manage in the SUPERADMIN
 * console, a table with Provision Admin, Sync and Manage in the password console.
 */
export function OrganizationsTab({ mode }: { mode: AdminConsoleMode }) {
  const search = usePagedSearch();
  const organizations = useOrganizations({ q: search.q, page: search.page });
  const [provisionFor, setProvisionFor] = useState<AdminOrganizationView | null>(null);
  const [provisioned, setProvisioned] = useState<{
    response: CreateUserResponse;
    orgName: string;
  } | null>(null);

  return (
    <SearchSection
      title="Organizations"
      searchLabel="Search organizations"
      searchPlaceholder="Search by name or slug"
      search={search}
      searchClassName="w-full sm:w-80"
      action={<CreateOrganizationDialog mode={mode} />}
    >
      {provisioned && (
        <TemporaryPassword
          forWhom={`${provisioned.response.user.name} (${provisioned.response.user.email}), Admin of ${provisioned.orgName}`}
          password={provisioned.response.tempPassword}
          onClear={() => setProvisioned(null)}
        />
      )}

      <PagedQueryState
        query={organizations}
        rowsOf={(data) => data.organizations}
        error="We could not load the organizations."
        empty={{
          icon: Building2,
          title: 'No organizations found',
          description: nothingMatches(search.q),
        }}
        onPageChange={search.setPage}
      >
        {(rows, pagination) =>
          mode === 'superadmin' ? (
            <>
              <OrganizationCards organizations={rows} />
              {pagination}
            </>
          ) : (
            <OrganizationsTable
              organizations={rows}
              onProvision={setProvisionFor}
              pagination={pagination}
            />
          )
        }
      </PagedQueryState>

      <ProvisionAdminDialog
        organization={provisionFor}
        onOpenChange={(open) => {
          if (!open) setProvisionFor(null);
        }}
        onProvisioned={(response) =>
          setProvisioned({ response, orgName: provisionFor?.name ?? '' })
        }
      />
    </SearchSection>
  );
}

/** Manage: the organization's page in the console. */
function ManageLink({
  organization,
  variant,
}: {
  organization: AdminOrganizationView;
  variant: 'outline' | 'default';
}) {
  return (
    <Link href={manageOrganizationPath(organization.id)} className={buttonClasses(variant, 'sm')}>
      <Settings2 aria-hidden="true" />
      Manage<span className="sr-only"> {organization.name}</span>
    </Link>
  );
}

function OrganizationCards({ organizations }: { organizations: readonly AdminOrganizationView[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {organizations.map((organization) => (
        <li key={organization.id}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <div className="min-w-0">
              <h3 className="truncate text-base font-semibold text-slate-900">
                {organization.name}
              </h3>
              <p className="truncate font-mono text-sm text-slate-500">{organization.slug}</p>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-xs text-slate-500">
              <div>
                <dt>Members</dt>
                <dd className="text-sm font-medium text-slate-900">{organization.memberCount}</dd>
              </div>
              <div>
                <dt>Jobs</dt>
                <dd className="text-sm font-medium text-slate-900">{organization.jobCount}</dd>
              </div>
              <div>
                <dt>Credits</dt>
                <dd className="text-sm font-medium text-slate-900">
                  {formatCredits(organization.creditBalance)}
                </dd>
              </div>
            </dl>
            <div className="mt-auto flex items-center justify-between gap-2">
              {organization.isDemo ? <Badge variant="info">Demo</Badge> : <span />}
              <ManageLink organization={organization} variant="outline" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function OrganizationsTable({
  organizations,
  onProvision,
  pagination,
}: {
  organizations: readonly AdminOrganizationView[];
  onProvision: (organization: AdminOrganizationView) => void;
  pagination: ReactNode;
}) {
  const syncNoteId = useId();
  const sync = useSyncOrganizationToBoard();
  const syncingId = sync.isPending ? sync.variables : undefined;
  const isBoardOff = organizations.some(
    (organization) => organization.careersBoardStatus === 'not_configured',
  );

  const onSync = (organization: AdminOrganizationView) =>
    sync.mutate(organization.id, {
      onSuccess: (response) =>
        toast({ variant: 'success', title: 'Sync started', description: response.message }),
      onError: (error) =>
        toastAdminFailure(
          error,
          'Sync failed',
          `${organization.name} could not be synced to the careers board. Please try again.`,
        ),
    });

  const columns: DataTableColumn<AdminOrganizationView>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (organization) => (
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {organization.name}
          {organization.isDemo && <Badge variant="info">Demo</Badge>}
        </span>
      ),
    },
    {
      id: 'slug',
      header: 'Slug',
      className: 'font-mono text-slate-600',
      cell: (organization) => organization.slug,
    },
    {
      id: 'careers-board',
      header: 'Careers board',
      cell: (organization) => <BoardStatus organization={organization} />,
    },
    timeColumn('created', 'Created', (organization) => organization.createdAt, formatDate),
    actionsColumn((organization) => {
      const isSyncing = syncingId === organization.id;
      return (
        <>
          <Button variant="outline" size="sm" onClick={() => onProvision(organization)}>
            <UserPlus aria-hidden="true" />
            Provision Admin<span className="sr-only"> for {organization.name}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onSync(organization)}
            isPending={isSyncing}
            disabled={organization.careersBoardStatus === 'not_configured' || sync.isPending}
            aria-describedby={
              organization.careersBoardStatus === 'not_configured' ? syncNoteId : undefined
            }
          >
            {!isSyncing && <RefreshCw aria-hidden="true" />}
            Sync to external platform<span className="sr-only">: {organization.name}</span>
          </Button>
          <ManageLink organization={organization} variant="default" />
        </>
      );
    }),
  ];
  return (
    <Card className="p-4">
      {isBoardOff && (
        <p id={syncNoteId} className="mb-3 text-xs text-slate-500">
          Sync to external platform needs the careers board, which is not configured on this server.
        </p>
      )}
      <DataTable
        columns={columns}
        rows={organizations}
        getRowKey={(organization) => organization.id}
        caption="Organizations"
        className="min-w-[1040px]"
      />
      {pagination}
    </Card>
  );
}

/** The organization's state on the careers board, its jobs there and its employer account. */
function BoardStatus({ organization }: { organization: AdminOrganizationView }) {
  const text = organizationBoardText(organization.careersBoardStatus, organization.careersBoard);
  return (
    <span className="grid justify-items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant={text.variant}>{text.label}</Badge>
        {text.employer && (
          <Badge variant={text.employer === 'Verified' ? 'success' : 'outline'}>
            <span className="sr-only">Employer </span>
            {text.employer}
          </Badge>
        )}
      </span>
      {text.jobs && <span className="text-xs text-slate-500">{text.jobs}</span>}
    </span>
  );
}
