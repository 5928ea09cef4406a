import { Calculator, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminJobView } from '../../../../shared/admin';
import type { CandidateOptionView } from '../../../../shared/matching';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { useMatchScore } from '../api/match-score';
import { CandidatePicker } from './candidate-picker';
import { JobPicker, jobOptionLabel } from './job-picker';
import { MISSING_INPUT } from './match-text';
import { MatchingForm } from './matching-form';
import { ScoreCard } from './score-card';

interface Pair {
  candidate: CandidateOptionView;
  job: AdminJobView;
}

/** How one candidate scores for one job, and why. */
export function ScoreCalculatorTab() {
  const id = useId();
  const [candidate, setCandidate] = useState<CandidateOptionView | null>(null);
  const [job, setJob] = useState<AdminJobView | null>(null);
  const [asked, setAsked] = useState<Pair | null>(null);
  const score = useMatchScore(asked?.candidate.candidateId ?? '', asked?.job.id ?? '');

  return (
    <div className="grid gap-6">
      <MatchingForm
        label="Score calculator"
        submitLabel="Calculate Score"
        icon={<Calculator aria-hidden="true" />}
        isPending={score.isFetching}
        missing={candidate && job ? null : MISSING_INPUT.selection}
        onSubmit={() => {
          if (!candidate || !job) return;
          const isSame =
            asked?.candidate.candidateId === candidate.candidateId && asked.job.id === job.id;
          if (isSame) void score.refetch();
          else setAsked({ candidate, job });
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Candidate to score</legend>
          <CandidatePicker selected={candidate} onSelect={setCandidate} />
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Job to score for</legend>
          <JobPicker selected={job} onSelect={setJob} />
        </fieldset>
      </MatchingForm>

      <section aria-labelledby={`${id}-score`}>
        <h2 id={`${id}-score`} className="mb-3 text-lg font-semibold text-slate-900">
          Match score
        </h2>
        {asked ? (
          <QueryState
            query={score}
            loading={<LoadingBlock label="Calculating..." />}
            error="We could not calculate the score."
            errorVariant="panel"
          >
            {(matchScore) => (
              <ScoreCard
                score={matchScore}
                candidateName={asked.candidate.fullName}
                jobLabel={jobOptionLabel(asked.job)}
              />
            )}
          </QueryState>
        ) : (
          <EmptyState
            icon={Scale}
            title="Choose a candidate and a job"
            description="The score shows part by part: skills, experience and location, with the reasons."
          />
        )}
      </section>
    </div>
  );
}
