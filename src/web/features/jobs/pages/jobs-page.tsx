import { Briefcase, Plus, Search, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { JOB_STATUSES, type JobStatus, type JobView } from '../../../../shared/jobs';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
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

      {jobs.isPending ? (
        <LoadingBlock label="Loading jobs..." />
      ) : jobs.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800"
        >
          <p>We could not load your jobs. {jobs.error.message}</p>
          <Button variant="outline" className="mt-4" onClick={() => void jobs.refetch()}>
            Try again
          </Button>
        </div>
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          title="No jobs yet"
          description="Post your first job for free. Applicants show up in its pipeline, anonymized until you unlock them."
          action={createButton}
        />
      ) : (
        <>
          <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="job-search" className="sr-only">
                Search jobs
              </Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                  aria-hidden="true"
                />
                <Input
                  id="job-search"
                  type="search"
                  placeholder="Search by title, department or location"
                  className="pl-9"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
            </div>
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
              ? `Showing ${visibleJobs.length} of ${jobs.data.length} jobs`
              : `${jobs.data.length} ${jobs.data.length === 1 ? 'job' : 'jobs'}`}
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
    </>
  );
}
