import type { MatchScoreView } from '../../../../shared/matching';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { MatchReasons } from './match-reasons';
import { scorePartText, successProbabilityText } from './match-text';
import { LARGE_SCORE_BADGE, ScoreBadge } from '../../../components/score-badge';

const PARTS = [
  ['Skills', 'skillScore'],
  ['Experience', 'experienceScore'],
  ['Location', 'locationScore'],
] as const;

/** One candidate's score for one job, part by part, with its reasons. */
export function ScoreCard({
  score,
  candidateName,
  jobLabel,
}: {
  score: MatchScoreView;
  candidateName: string;
  jobLabel: string;
}) {
  return (
    <Card className="grid gap-5 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{candidateName}</h3>
          <p className="text-sm text-slate-600">for {jobLabel}</p>
        </div>
        <ScoreBadge score={score.totalScore} label="total score" className={LARGE_SCORE_BADGE} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {PARTS.map(([label, key]) => {
          const part = score[key];
          return (
            <div key={key} className="grid content-start gap-1.5">
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="grid gap-1.5 text-sm font-medium text-slate-900">
                {scorePartText(part)}
                {part !== null && <ProgressBar value={part} max={100} label={`${label} score`} />}
              </dd>
            </div>
          );
        })}
        <div className="grid gap-1 sm:col-span-3">
          <dt className="text-sm text-slate-500">Success probability</dt>
          <dd className="text-sm text-slate-900">
            {successProbabilityText(score.successProbability)}
          </dd>
        </div>
      </dl>
      <MatchReasons reasons={score.matchReasons} />
    </Card>
  );
}
