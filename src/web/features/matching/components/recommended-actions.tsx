import { ListChecks } from 'lucide-react';
import { AUTO_MATCH_MIN_SCORE, type RecommendedActionView } from '../../../../shared/matching';
import { EmptyState } from '../../../components/empty-state';
import { Card } from '../../../components/ui/card';
import { AddToPipelineButton } from './candidate-card';
import { InPipelineBadge } from './job-match-card';
import { LARGE_SCORE_BADGE, ScoreBadge } from '../../../components/score-badge';

/** What the team can do about the job's top matches, with what it costs. */
export function RecommendedActions({
  actions,
  nameOf,
  onAddToPipeline,
}: {
  actions: RecommendedActionView[];
  /** The candidate's full name, for the button's accessible name. */
  nameOf: (candidateId: string) => string;
  onAddToPipeline: (action: RecommendedActionView) => void;
}) {
  if (actions.length === 0) {
    return (
      <EmptyState
        icon={ListChecks}
        title="No recommended actions"
        description={`No top match scored ${AUTO_MATCH_MIN_SCORE} or more.`}
        className="py-8"
      />
    );
  }
  return (
    <ul className="grid gap-3">
      {actions.map((action) => (
        <li key={action.candidateId}>
          <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{action.description}</p>
              <p className="text-sm text-slate-600">{action.cost}</p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <ScoreBadge score={action.totalScore} label="match" className={LARGE_SCORE_BADGE} />
              {action.kind === 'add_to_pipeline' ? (
                <AddToPipelineButton
                  name={nameOf(action.candidateId)}
                  onClick={() => onAddToPipeline(action)}
                />
              ) : (
                <InPipelineBadge />
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
