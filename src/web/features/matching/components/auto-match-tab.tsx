import { SearchX, UsersRound, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminJobView } from '../../../../shared/admin';
import type { AutoMatchResponse } from '../../../../shared/matching';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { useAutoMatch } from '../api/auto-match';
import { JobMatchCard } from './job-match-card';
import { JobPicker } from './job-picker';
import { candidatesFoundText, MISSING_INPUT } from './match-text';
import { MatchingForm } from './matching-form';
import { RecommendedActions } from './recommended-actions';
import { ResultsHeading } from './results-heading';
import { useAddToPipeline } from './use-add-to-pipeline';

/** A job's top matches and what the team can do about each. */
export function AutoMatchTab() {
  const id = useId();
  const [job, setJob] = useState<AdminJobView | null>(null);
  const [matchedJob, setMatchedJob] = useState<AdminJobView | null>(null);
  const autoMatch = useAutoMatch(matchedJob?.id ?? '');
  const addToPipeline = useAddToPipeline();

  const addFor = (candidate: { fullName: string; email: string }) => {
    if (!matchedJob) return;
    addToPipeline.open({
      orgId: matchedJob.orgId,
      jobId: matchedJob.id,
      name: candidate.fullName,
      email: candidate.email,
    });
  };

  return (
    <div className="grid gap-6">
      <MatchingForm
        label="Auto-match"
        submitLabel="Run Auto-Match"
        icon={<Wand2 aria-hidden="true" />}
        isPending={autoMatch.isFetching}
        missing={job ? null : MISSING_INPUT.job}
        onSubmit={() => {
          if (job?.id === matchedJob?.id) void autoMatch.refetch();
          else setMatchedJob(job);
        }}
      >
        <JobPicker selected={job} onSelect={setJob} />
      </MatchingForm>

      <p role="status" aria-live="polite" className="sr-only">
        {matchedJob && autoMatch.data ? autoMatchSummary(autoMatch.data) : ''}
      </p>
      {matchedJob ? (
        <QueryState
          query={autoMatch}
          loading={<LoadingBlock label="Running auto-match..." />}
          error="We could not run auto-match for this job."
          errorVariant="panel"
        >
          {(data) => (
            <div className="grid gap-6">
              <section aria-labelledby={`${id}-actions`}>
                <h2 id={`${id}-actions`} className="mb-3 text-lg font-semibold text-slate-900">
                  Recommended actions
                </h2>
                <RecommendedActions
                  actions={data.recommendedActions}
                  nameOf={(candidateId) =>
                    data.topMatches.find((match) => match.candidateId === candidateId)?.fullName ??
                    ''
                  }
                  onAddToPipeline={(action) => {
                    const match = data.topMatches.find(
                      (candidate) => candidate.candidateId === action.candidateId,
                    );
                    if (match) addFor(match);
                  }}
                />
              </section>
              <section aria-labelledby={`${id}-matches`}>
                <ResultsHeading
                  id={`${id}-matches`}
                  title="Top matches"
                  count={data.topMatches.length}
                  isLive={false}
                />
                {data.topMatches.length === 0 ? (
                  <EmptyState
                    icon={SearchX}
                    title="No candidates found"
                    description="Nobody on Shortlist has the skills this job asks for yet."
                  />
                ) : (
                  <ul className="grid gap-4 lg:grid-cols-2">
                    {data.topMatches.map((match) => (
                      <JobMatchCard
                        key={match.candidateId}
                        match={match}
                        job={matchedJob}
                        onAddToPipeline={() => addFor(match)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </div>
          )}
        </QueryState>
      ) : (
        <EmptyState
          icon={UsersRound}
          title="Choose a job to auto-match"
          description="Its top five candidates, and for each good one what the team can do now."
        />
      )}
      {addToPipeline.dialog}
    </div>
  );
}

/** "5 candidates found, 2 recommended actions": what a screen reader hears when it answers. */
function autoMatchSummary(data: AutoMatchResponse): string {
  const actions = data.recommendedActions.length;
  return `${candidatesFoundText(data.topMatches.length)}, ${actions} recommended ${actions === 1 ? 'action' : 'actions'}`;
}
