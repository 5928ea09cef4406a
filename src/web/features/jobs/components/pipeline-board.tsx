import { Lock, LockOpen } from 'lucide-react';
import type { PipelineApplicationView, PipelineView } from '../../../../shared/jobs';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

interface PipelineBoardProps {
  stages: readonly string[];
  pipeline: PipelineView;
}

/** The columns to show: the job's stages in order, then any stage only the data knows. */
function boardStages(stages: readonly string[], pipeline: PipelineView): string[] {
  const extra = Object.keys(pipeline).filter((stage) => !stages.includes(stage));
  return [...stages, ...extra];
}

/** The Kanban board of one job: a column per stage (spec section 9: 1200 px minimum, scrolls). */
export function PipelineBoard({ stages, pipeline }: PipelineBoardProps) {
  return (
    <div
      className="-mx-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
      tabIndex={0}
      aria-label="Pipeline board, scrolls sideways"
    >
      <div className="flex min-w-[1200px] gap-4">
        {boardStages(stages, pipeline).map((stage) => (
          <StageColumn key={stage} stage={stage} applications={pipeline[stage] ?? []} />
        ))}
      </div>
    </div>
  );
}

function StageColumn({
  stage,
  applications,
}: {
  stage: string;
  applications: PipelineApplicationView[];
}) {
  const headingId = `stage-${stage.replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-80 min-w-72 flex-1 flex-col rounded-xl bg-slate-100/80 p-3"
    >
      <header className="mb-3 flex items-center justify-between px-1">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800">
          {stage}
        </h2>
        <span
          className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 shadow-xs"
          aria-label={`${applications.length} ${applications.length === 1 ? 'application' : 'applications'}`}
        >
          {applications.length}
        </span>
      </header>
      {applications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-8 text-center text-sm text-slate-600">
          {stage === 'Decision' ? 'Ready for final decisions' : 'No applications yet'}
        </p>
      ) : (
        <ul className="grid gap-2">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A locked card shows nothing that identifies the candidate (DESIGN.md section 6). */
function ApplicationCard({ application }: { application: PipelineApplicationView }) {
  const isLocked = application.unlockStatus === 'LOCKED';
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-900">Applicant</h3>
        {isLocked ? (
          <Badge variant="secondary">
            <Lock aria-hidden="true" />
            LOCKED
          </Badge>
        ) : (
          <Badge variant="success">
            <LockOpen aria-hidden="true" />
            UNLOCKED
          </Badge>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-500">Applied {formatDate(application.createdAt)}</p>
    </article>
  );
}
