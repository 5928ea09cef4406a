import { Target, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminJobView } from '../../../../shared/admin';
import { EmptyState } from '../../../components/empty-state';
import { useJobMatches } from '../api/job-matches';
import { JobMatchCard } from './job-match-card';
import { JobPicker } from './job-picker';
import { MISSING_INPUT } from './match-text';
import { MatchingForm } from './matching-form';
import { ResultsHeading } from './results-heading';
import { CandidateResults } from './candidate-results';
import { useAddToPipeline } from './use-add-to-pipeline';

/** The best candidates across Shortlist for one job. */
export function JobMatchingTab() {
  const id = useId();
  const [job, setJob] = useState<AdminJobView | null>(null);
  const [matchedJob, setMatchedJob] = useState<AdminJobView | null>(null);
  const matches = useJobMatches(matchedJob?.id ?? '');
  const addToPipeline = useAddToPipeline();

  return (
    <div className="grid gap-6">
      <MatchingForm
        label="Job matching"
        submitLabel="Find Matches"
        icon={<Target aria-hidden="true" />}
        isPending={matches.isFetching}
        missing={job ? null : MISSING_INPUT.job}
        onSubmit={() => {
          if (job?.id === matchedJob?.id) void matches.refetch();
          else setMatchedJob(job);
        }}
      >
        <JobPicker selected={job} onSelect={setJob} />
      </MatchingForm>

      <section aria-labelledby={`${id}-results`}>
        <ResultsHeading
          id={`${id}-results`}
          title={matchedJob ? `Matches for ${matchedJob.title}` : 'Matches'}
          count={matchedJob ? matches.data?.count : undefined}
        />
        {matchedJob ? (
          <CandidateResults
            query={matches}
            loadingLabel="Finding matches..."
            error="We could not find matches for this job."
            emptyDescription="Nobody on Shortlist has the skills this job asks for yet."
          >
            {(data) =>
              data.matches.map((match) => (
                <JobMatchCard
                  key={match.candidateId}
                  match={match}
                  job={matchedJob}
                  onAddToPipeline={() =>
                    addToPipeline.open({
                      orgId: matchedJob.orgId,
                      jobId: matchedJob.id,
                      name: match.fullName,
                      email: match.email,
                    })
                  }
                />
              ))
            }
          </CandidateResults>
        ) : (
          <EmptyState
            icon={UsersRound}
            title="Choose a job to match"
            description="Candidates of every organization are scored against its skills, experience and place."
          />
        )}
      </section>
      {addToPipeline.dialog}
    </div>
  );
}
