import { ExternalLink, Settings } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'wouter';
import type { BoardFilters } from '../../../../shared/jobs';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { canManageJobs, canSpendCredits } from '../../../lib/permissions';
import { useSignedInUser } from '../../auth';
import { useJob } from '../api/job';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { boardFilterParams, readBoardFilters, useBoard, useLoadMoreCards } from '../api/board';
import { BoardToolbar } from '../components/board-toolbar';
import { PipelineBoard } from '../components/pipeline-board';
import { PipelineHint } from '../components/pipeline-hint';
import { JobLoadError } from '../components/job-load-error';

export function JobPipelinePage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useSignedInUser();
  const job = useJob(id);
  // The filters live in the address, so back, refresh and a shared link keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readBoardFilters(searchParams);
  const setFilters = (next: BoardFilters) =>
    setSearchParams(boardFilterParams(next), { replace: true });
  const [searchDraft, setSearchDraft] = useSearchDraft(filters.q ?? '', (q) =>
    setFilters({ ...filters, q: q || undefined }),
  );
  const board = useBoard(id, filters, job.isSuccess);
  const { loadMore, loadingStages } = useLoadMoreCards(id, filters);
  const isFiltered = Boolean(filters.q) || filters.unlocked || filters.minScore !== undefined;

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
      <BoardToolbar
        filters={filters}
        searchDraft={searchDraft}
        onSearchDraftChange={setSearchDraft}
        onChange={setFilters}
        total={board.data?.columns.reduce((sum, column) => sum + column.total, 0)}
      />
      <QueryState
        query={board}
        loading={<LoadingBlock label="Loading applications..." />}
        error="We could not load the applications."
        errorVariant="panel"
        keepsDataOnError
      >
        {(data) => (
          <PipelineBoard
            key={id}
            jobId={id}
            board={data}
            filters={filters}
            isFiltered={isFiltered}
            canAct={canSpendCredits(user?.role)}
            onLoadMore={(column) => void loadMore(column)}
            loadingStages={loadingStages}
          />
        )}
      </QueryState>
    </>
  );
}
