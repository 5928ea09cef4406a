import { ExternalLink, Settings } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { canManageJobs, canSpendCredits } from '../../../lib/permissions';
import { useSignedInUser } from '../../auth';
import { useJob } from '../api/job';
import { usePipeline } from '../api/pipeline';
import { PipelineBoard } from '../components/pipeline-board';
import { PipelineHint } from '../components/pipeline-hint';
import { JobLoadError } from '../components/job-load-error';

export function JobPipelinePage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useSignedInUser();
  const job = useJob(id);
  const pipeline = usePipeline(id, job.isSuccess);

  if (job.isPending) return <LoadingBlock label="Loading pipeline..." />;
  if (job.isError) return <JobLoadError error={job.error} onRetry={() => void job.refetch()} />;

  const subtitle = [job.data.department, job.data.location].filter(Boolean).join(' • ');
  const isPublished = job.data.status === 'PUBLISHED';

  return (
    <>
      <PageHeader
        title={`Pipeline: ${job.data.title}`}
        subtitle={subtitle || undefined}
        syncJob={job.data}
        actions={
          <>
            {isPublished && (
              <a
                href={`/jobs/${job.data.publicSlug}`}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline')}
              >
                <ExternalLink aria-hidden="true" />
                Public Page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {canManageJobs(user?.role) && (
              <Link href={`/jobs/${id}/settings`} className={buttonClasses('outline')}>
                <Settings aria-hidden="true" />
                Job Settings
              </Link>
            )}
          </>
        }
      />
      <PipelineHint />
      <QueryState
        query={pipeline}
        loading={<LoadingBlock label="Loading applications..." />}
        error="We could not load the applications."
        errorVariant="panel"
      >
        {(data) => (
          <PipelineBoard
            key={id}
            jobId={id}
            stages={job.data.pipeline.stages}
            pipeline={data}
            canAct={canSpendCredits(user?.role)}
          />
        )}
      </QueryState>
    </>
  );
}
