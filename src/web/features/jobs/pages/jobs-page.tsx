import { Briefcase, Plus, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { JOB_STATUSES, type JobStatus, type JobView } from '../../../../shared/jobs';
import { TableSearch } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { canDeleteJobs, canManageJobs } from '../../../lib/permissions';
import { useSignedInUser } from '../../auth';
import { useJobs } from '../api/jobs-list';
import { JobCard } from '../components/job-card';
import { JOB_STATUS_LABELS } from '../components/job-status-badge';

type StatusFilter = 'all' | JobStatus;

function matchesFilters(job: JobView, query: string, status: StatusFilter): boolean {
  if (status !== 'all' && job.status !== status) return false;
  if (!query) return true;
  return [job.title, job.department, job.location].some((text) =>
    text?.toLowerCase().includes(query),
  );
}

export function JobsPage() {
  const user = useSignedInUser();
  const jobs = useJobs();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const canEdit = canManageJobs(user?.role);
  const canDelete = canDeleteJobs(user?.role);

  const query = search.trim().toLowerCase();
  const visibleJobs = useMemo(
    () => (jobs.data ?? []).filter((job) => matchesFilters(job, query, status)),
    [jobs.data, query, status],
  );
  const isFiltered = query !== '' || status !== 'all';

  const createButton = canEdit && (
    <Link href="/jobs/new" className={buttonClasses()}>
      <Plus aria-hidden="true" />
      Create Job
    </Link>
  );

  const clearFilters = () => {
    setSearch('');
    setStatus('all');
  };

  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Create, publish and manage your job postings"
        actions={createButton}
      />

      <QueryState
        query={jobs}
        loading={<LoadingBlock label="Loading jobs..." />}
        error="We could not load your jobs."
        errorVariant="panel"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={Briefcase}
            title="No jobs yet"
            description="Post your first job for free. Applicants show up in its pipeline, anonymized until you unlock them."
            action={createButton}
          />
        }
      >
        {(allJobs) => (
          <>
            <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
              <TableSearch
                id="job-search"
                label="Search jobs"
                placeholder="Search by title, department or location"
                className="flex-1"
                value={search}
                onChange={setSearch}
              />
              <div className="grid gap-1.5 sm:w-52">
                <Label htmlFor="job-status-filter" className="sr-only">
                  Status
                </Label>
                <Select
                  id="job-status-filter"
                  value={status}
                  onChange={(event) => setStatus(event.target.value as StatusFilter)}
                >
                  <option value="all">All statuses</option>
                  {JOB_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {JOB_STATUS_LABELS[value]}
                    </option>
                  ))}
                </Select>
              </div>
            </div>

            <p className="mb-3 text-sm text-slate-500" aria-live="polite">
              {isFiltered
                ? `Showing ${visibleJobs.length} of ${allJobs.length} jobs`
                : `${allJobs.length} ${allJobs.length === 1 ? 'job' : 'jobs'}`}
            </p>

            {visibleJobs.length === 0 ? (
              <EmptyState
                icon={SearchX}
                title="No jobs match your filters"
                description="Try another search or status."
                action={
                  <Button variant="outline" onClick={clearFilters}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
                {visibleJobs.map((job) => (
                  <li key={job.id} className="grid">
                    <JobCard job={job} canEdit={canEdit} canDelete={canDelete} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
