import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import type { AdminPipelineCard, AdminPipelineView } from '../../../../shared/admin';
import { DEFAULT_STAGES } from '../../../../shared/rules';
import { PageHeader } from '../../../components/page-header';
import { LoadingBlock } from '../../../components/loading-screen';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { isAdminSessionExpired } from '../api/admin-request';
import { useAdminPipeline, useExportPipeline } from '../api/jobs';
import { AddCandidateDialog } from '../components/add-candidate-dialog';
import { manageOrganizationPath } from '../components/organizations-tab';
import { useAdminConsole } from '../components/use-admin-console';

/** A job's pipeline seen from the admin console: read-only columns, export, add a candidate. */
export function AdminPipelinePage() {
  useAdminConsole();
  const { jobId = '' } = useParams<{ jobId: string }>();
  const pipeline = useAdminPipeline(jobId);

  if (pipeline.isPending) return <LoadingBlock />;
  if (pipeline.isError && !pipeline.data) {
    if (isApiError(pipeline.error) && pipeline.error.status === 404) {
      return (
        <>
          <Link href="/admin" className={buttonClasses('ghost', 'sm', '-ml-2 mb-3')}>
            <ArrowLeft aria-hidden="true" />
            Back to Admin
          </Link>
          <p role="alert" className="text-base text-slate-700">
            Job not found.
          </p>
        </>
      );
    }
    // Spec: an initial load failure goes back to /admin.
    return <Redirect to="/admin" replace />;
  }
  return <PipelineView view={pipeline.data} />;
}

function PipelineView({ view }: { view: AdminPipelineView }) {
  const { job } = view;
  const [isAdding, setIsAdding] = useState(false);
  const exportPipeline = useExportPipeline();
  const stages = job.stages.length > 0 ? job.stages : [...DEFAULT_STAGES];
  const subtitle = [job.department, job.location].filter(Boolean).join(' · ');

  const onExport = () => {
    if (exportPipeline.isPending) return;
    exportPipeline.mutate(job.id, {
      onError: (error) => {
        if (isAdminSessionExpired(error)) return;
        toast({
          variant: 'destructive',
          title: 'Export failed',
          description: failureMessage(
            error,
            'The pipeline could not be exported. Please try again.',
          ),
        });
      },
    });
  };

  return (
    <>
      <Link
        href={manageOrganizationPath(job.orgId)}
        className={buttonClasses('ghost', 'sm', '-ml-2 mb-3')}
      >
        <ArrowLeft aria-hidden="true" />
        Back to Organization
      </Link>
      <PageHeader
        title={`Admin Pipeline: ${job.title}`}
        subtitle={
          <>
            {subtitle || 'No department or location'} · {job.orgName}
          </>
        }
        onExport={onExport}
        onAddCandidate={() => setIsAdding(true)}
      />
      <div className="overflow-x-auto pb-4">
        <ol className="flex min-w-max gap-4" aria-label="Pipeline stages">
          {stages.map((stage) => (
            <StageColumn key={stage} stage={stage} cards={view.pipeline[stage] ?? []} />
          ))}
        </ol>
      </div>
      <AddCandidateDialog job={job} stages={stages} open={isAdding} onOpenChange={setIsAdding} />
    </>
  );
}

function StageColumn({ stage, cards }: { stage: string; cards: AdminPipelineCard[] }) {
  return (
    <li className="flex w-72 shrink-0 flex-col rounded-xl border border-slate-200 bg-slate-100/70">
      <h2 className="flex items-center justify-between px-4 py-3 text-sm font-semibold text-slate-900">
        {stage}
        <Badge variant="secondary" aria-label={`${cards.length} candidates`}>
          {cards.length}
        </Badge>
      </h2>
      {cards.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-500">No candidates</p>
      ) : (
        <ul className="grid gap-2 px-3 pb-3">
          {cards.map((card) => (
            <li key={card.id} className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
              <p className="font-medium break-words text-slate-900">{card.fullName}</p>
              <p className="text-sm break-all text-slate-600">{card.email}</p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
                <span className="flex gap-1">
                  <Badge variant={card.unlockStatus === 'UNLOCKED' ? 'success' : 'secondary'}>
                    {card.unlockStatus === 'UNLOCKED' ? 'Unlocked' : 'Locked'}
                  </Badge>
                  {card.isRejected && <Badge variant="destructive">Rejected</Badge>}
                </span>
                <span>
                  Applied <time dateTime={card.createdAt}>{formatDate(card.createdAt)}</time>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
