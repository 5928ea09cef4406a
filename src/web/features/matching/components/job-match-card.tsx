import { CircleCheck } from 'lucide-react';
import type { AdminJobView } from '../../../../shared/admin';
import type { JobMatchView } from '../../../../shared/matching';
import { Badge } from '../../../components/ui/badge';
import { AddToPipelineButton, CandidateCard, OrganizationLink } from './candidate-card';
import { experienceText, previousApplicationsText } from './match-text';
import { LARGE_SCORE_BADGE, ScoreBadge } from '../../../components/score-badge';

/**
 * A candidate found for a job. The name links to the job's admin pipeline when
 * they are in it, else to that of the job they last applied to; their
 * organization links to its manage page.
 */
export function JobMatchCard({
  match,
  job,
  onAddToPipeline,
}: {
  match: JobMatchView;
  job: AdminJobView;
  onAddToPipeline: () => void;
}) {
  return (
    <CandidateCard
      name={match.fullName}
      nameHref={
        match.isInPipeline
          ? `/admin/jobs/${job.id}/pipeline`
          : match.latestJobId
            ? `/admin/jobs/${match.latestJobId}/pipeline`
            : undefined
      }
      email={match.email}
      badge={<ScoreBadge score={match.totalScore} label="match" className={LARGE_SCORE_BADGE} />}
      marker={match.isInPipeline && <InPipelineBadge />}
      skills={match.skills}
      facts={[
        ['Experience', experienceText(match.yearsExperience, match.experience)],
        ['Location', match.location ?? 'Location not specified'],
        ['Applications', previousApplicationsText(match.applications)],
        [
          'Organization',
          <OrganizationLink key="organization" orgId={match.orgId} name={match.orgName} />,
        ],
      ]}
      reasons={match.matchReasons}
      action={
        !match.isInPipeline && (
          <AddToPipelineButton name={match.fullName} onClick={onAddToPipeline} />
        )
      }
    />
  );
}

export function InPipelineBadge() {
  return (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      In pipeline
    </Badge>
  );
}
