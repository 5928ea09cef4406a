import type { SemanticResultView } from '../../../../shared/matching';
import { AddToPipelineButton, CandidateCard, OrganizationLink } from './candidate-card';
import { previousApplicationsText, relevancePercent } from './match-text';
import { LARGE_SCORE_BADGE, ScoreBadge } from '../../../components/score-badge';

/**
 * A semantic search's result. The name links to the admin pipeline of the job
 * they last applied to (where their card is), the organization to its manage page.
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
      nameHref={result.latestJobId ? `/admin/jobs/${result.latestJobId}/pipeline` : undefined}
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
        [
          'Organization',
          <OrganizationLink key="organization" orgId={result.orgId} name={result.orgName} />,
        ],
      ]}
      reasons={result.matchReasons}
      action={<AddToPipelineButton name={result.fullName} onClick={onAddToPipeline} />}
    />
  );
}
