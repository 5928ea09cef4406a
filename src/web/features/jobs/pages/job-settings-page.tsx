import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { buttonClasses } from '../../../components/ui/button';
import { canManageJobs } from '../../../lib/permissions';
import { useSignedInUser } from '../../auth';
import { useJob } from '../api/job';
import { JobEditForm } from '../components/job-edit-form';
import { JobLoadError } from '../components/job-load-error';
import { JobStatusPanel } from '../components/job-status-panel';
import { PublicPageCard } from '../components/public-page-card';

export function JobSettingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useSignedInUser();
  const job = useJob(id);

  if (job.isPending) return <LoadingBlock label="Loading job..." />;
  if (job.isError) return <JobLoadError error={job.error} onRetry={() => void job.refetch()} />;

  const canEdit = canManageJobs(user?.role);
  const showPublicPage = job.data.status === 'PUBLISHED' && Boolean(job.data.publicSlug);

  return (
    <>
      <PageHeader
        title="Job Settings"
        subtitle={job.data.title}
        syncJob={job.data}
        actions={
          <Link href={`/jobs/${id}/pipeline`} className={buttonClasses('outline')}>
            <ArrowLeft aria-hidden="true" />
            Back to Pipeline
          </Link>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {/* Keyed by job so opening another job's settings starts a fresh form. */}
          <JobEditForm key={job.data.id} job={job.data} canEdit={canEdit} />
        </div>
        <aside className="grid gap-6 lg:sticky lg:top-6" aria-label="Job status">
          <JobStatusPanel job={job.data} canChange={canEdit} />
          {showPublicPage && <PublicPageCard publicSlug={job.data.publicSlug} />}
        </aside>
      </div>
    </>
  );
}
