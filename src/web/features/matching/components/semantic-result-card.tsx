import type { SemanticResultView } from '../../../../shared/matching';
import { AddToPipelineButton, CandidateCard } from './candidate-card';
import { previousApplicationsText, relevancePercent } from './match-text';
import { LARGE_SCORE_BADGE, ScoreBadge } from '../../../components/score-badge';

/**
 * A semantic search's result. The result names the candidate's organization but
 * not its id, so there is no admin page to link to.
 */
export function SemanticResultCard({
  result,
  onAddToPipeline,
}: {
  result: SemanticResultView;
  onAddToPipeline: () => void;
}) {
  return (
    <CandidateCard
      name={result.fullName}
      email={result.email}
      badge={
        <ScoreBadge
          score={relevancePercent(result.matchRelevance)}
          label="relevance"
          className={LARGE_SCORE_BADGE}
        />
      }
      skills={result.skills}
      facts={[
        ['Experience', result.experience],
        ['Applications', previousApplicationsText(result.applications)],
        ['Organization', result.orgName],
      ]}
      reasons={result.matchReasons}
      action={<AddToPipelineButton name={result.fullName} onClick={onAddToPipeline} />}
    />
  );
}
