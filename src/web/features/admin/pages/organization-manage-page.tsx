import { Briefcase, CalendarDays, Coins, Eye, FileText, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import type { AdminJobView, AdminOrganizationDetail } from '../../../../shared/admin';
import {
  DataTable,
  figureColumn,
  timeColumn,
  type DataTableColumn,
} from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { formatCredits, formatDate } from '../../../lib/format';
import { useOrganization, useOrganizationOverview } from '../api/organizations';
import { useOrganizationJobs } from '../api/jobs';
import { BackLink } from '../components/back-link';
import { AccountManagerFields, FeaturesFields } from '../components/provisioning-tab';
import { StatCard } from '../components/stat-card';
import { useAdminConsole } from '../components/use-admin-console';

const STATUS_BADGES: Record<AdminJobView['status'], { label: string; variant: BadgeVariant }> = {
  PUBLISHED: { label: 'PUBLISHED', variant: 'success' },
  DRAFT: { label: 'DRAFT', variant: 'secondary' },
  CLOSED: { label: 'CLOSED', variant: 'outline' },
};

export function adminPipelinePath(orgId: string, jobId: string): string {
  return `/admin/organizations/${encodeURIComponent(orgId)}/jobs/${encodeURIComponent(jobId)}/pipeline`;
}

/** One organization seen from the admin console: its figures, account manager, features, jobs. */
export function OrganizationManagePage() {
  useAdminConsole();
  const { orgId = '' } = useParams<{ orgId: string }>();
  const organization = useOrganization(orgId);

  // Spec: if the organization cannot be loaded, back to /admin.
  if (organization.isError && !organization.data) return <Redirect to="/admin" replace />;
  if (organization.isPending) return <LoadingBlock />;
  return <ManageOrganization organization={organization.data} />;
}

function ManageOrganization({ organization }: { organization: AdminOrganizationDetail }) {
  const overview = useOrganizationOverview(organization.id);
  const jobs = useOrganizationJobs(organization.id);
  return (
    <>
      <BackLink href="/admin" label="Back to Admin" />
      <PageHeader
        title={`Manage: ${organization.name}`}
        subtitle={
          <>
            <span className="font-mono">{organization.slug}</span> · created{' '}
            {formatDate(organization.createdAt)} · {organization.memberCount}{' '}
            {organization.memberCount === 1 ? 'member' : 'members'}
          </>
        }
      />

      <div className="mb-6">
        <QueryState
          query={overview}
          error="We could not load the organization’s figures."
          loading={<LoadingBlock className="py-6" />}
        >
          {(figures) => (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard label="Total Jobs" value={figures.totalJobs} icon={Briefcase} />
              <StatCard label="Applications" value={figures.totalApplications} icon={FileText} />
              <StatCard label="Interviews" value={figures.totalInterviews} icon={CalendarDays} />
              <StatCard
                label="Credits"
                value={formatCredits(figures.credits.balance)}
                icon={Coins}
              />
            </div>
          )}
        </QueryState>
      </div>

      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <AccountManagerCard organization={organization} />
        <FeaturesCard organization={organization} />
      </div>

      <TitledCard title="Jobs">
        <QueryState
          query={jobs}
          error="We could not load the organization’s jobs."
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-600">No jobs yet</p>}
        >
          {(list) => <JobsTable orgId={organization.id} jobs={list} />}
        </QueryState>
      </TitledCard>
    </>
  );
}

/**
 * A card that shows values and, after its Edit button, the form that changes them
 * (`form` is given the callback that ends editing once saved).
 */
function EditableCard({
  title,
  editLabel,
  editedThing,
  form,
  children,
}: {
  title: string;
  editLabel: string;
  /** Completes the button's accessible name: "Edit features". */
  editedThing: string;
  form: (onSaved: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const stopEditing = () => setIsEditing(false);
  return (
    <TitledCard
      title={title}
      actions={
        !isEditing && (
          <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            {editLabel}
            <span className="sr-only"> {editedThing}</span>
          </Button>
        )
      }
    >
      {isEditing ? (
        <div className="grid gap-3">
          {form(stopEditing)}
          <div>
            <Button variant="ghost" size="sm" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        children
      )}
    </TitledCard>
  );
}

function AccountManagerCard({ organization }: { organization: AdminOrganizationDetail }) {
  const manager = organization.accountManager;
  return (
    <EditableCard
      title="Account manager"
      editLabel={manager ? 'Edit' : 'Assign'}
      editedThing="account manager"
      form={(onSaved) => <AccountManagerFields organization={organization} onSaved={onSaved} />}
    >
      {manager ? (
        <dl className="grid gap-2 text-sm">
          <div className="flex gap-2">
            <dt className="w-16 text-slate-500">Name</dt>
            <dd className="font-medium text-slate-900">{manager.name}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-16 text-slate-500">Email</dt>
            <dd className="break-all text-slate-900">{manager.email}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-16 text-slate-500">Phone</dt>
            <dd className="text-slate-900">{manager.phone ?? '—'}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No account manager assigned yet.</p>
      )}
    </EditableCard>
  );
}

function FeaturesCard({ organization }: { organization: AdminOrganizationDetail }) {
  const { features } = organization;
  const onOff = (isOn: boolean) => (
    <Badge variant={isOn ? 'success' : 'secondary'}>{isOn ? 'On' : 'Off'}</Badge>
  );
  return (
    <EditableCard
      title="Features"
      editLabel="Edit"
      editedThing="features"
      form={(onSaved) => <FeaturesFields organization={organization} onSaved={onSaved} />}
    >
      <dl className="grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">Job post limit</dt>
          <dd className="font-medium text-slate-900">{features.jobPostLimit ?? 'No limit'}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">Pay-to-Reveal</dt>
          <dd>{onOff(features.isPayToRevealEnabled)}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-600">CSV Import</dt>
          <dd>{onOff(features.isCsvImportEnabled)}</dd>
        </div>
      </dl>
    </EditableCard>
  );
}

function JobsTable({ orgId, jobs }: { orgId: string; jobs: AdminJobView[] }) {
  const columns: DataTableColumn<AdminJobView>[] = [
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      cell: (job) => <span className="font-medium text-slate-900">{job.title}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (job) => {
        const badge = STATUS_BADGES[job.status];
        return <Badge variant={badge.variant}>{badge.label}</Badge>;
      },
    },
    {
      id: 'location',
      header: 'Location',
      className: 'text-slate-600',
      cell: (job) => job.location ?? '—',
    },
    {
      id: 'department',
      header: 'Department',
      className: 'text-slate-600',
      cell: (job) => job.department ?? '—',
    },
    figureColumn('applications', 'Applications', (job) => job.applicationCount),
    timeColumn('created', 'Created', (job) => job.createdAt, formatDate),
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      cell: (job) => (
        <Link href={adminPipelinePath(orgId, job.id)} className={buttonClasses('outline', 'sm')}>
          <Eye aria-hidden="true" />
          View Pipeline<span className="sr-only"> of {job.title}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={jobs}
      getRowKey={(job) => job.id}
      caption="Jobs of the organization"
      className="min-w-[860px]"
    />
  );
}
