import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
} from '../../../../shared/interviews';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

const BADGE_VARIANTS: Record<Recommendation, BadgeVariant> = {
  STRONG_YES: 'success',
  YES: 'default',
  NO: 'warning',
  STRONG_NO: 'destructive',
};

/** The checked option's colours: green for hire, amber and red against. */
const CHECKED_CLASSES: Record<Recommendation, string> = {
  STRONG_YES: 'has-[:checked]:border-green-600 has-[:checked]:bg-green-50',
  YES: 'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
  NO: 'has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50',
  STRONG_NO: 'has-[:checked]:border-red-600 has-[:checked]:bg-red-50',
};

function RecommendationIcon({ recommendation }: { recommendation: Recommendation }) {
  const Icon = recommendation === 'STRONG_YES' || recommendation === 'YES' ? ThumbsUp : ThumbsDown;
  const isStrong = recommendation === 'STRONG_YES' || recommendation === 'STRONG_NO';
  return (
    <span className="inline-flex" aria-hidden="true">
      <Icon />
      {isStrong && <Icon className="-ml-1.5" />}
    </span>
  );
}

export function RecommendationBadge({ recommendation }: { recommendation: Recommendation }) {
  return (
    <Badge variant={BADGE_VARIANTS[recommendation]}>
      <RecommendationIcon recommendation={recommendation} />
      {RECOMMENDATION_LABELS[recommendation]}
    </Badge>
  );
}

/** The four recommendations as one radio group; arrow keys move between them. */
export function RecommendationInput({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'recommendation'>;
  error?: string | undefined;
}) {
  const errorId = 'scorecard-recommendation-error';
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Recommendation
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RECOMMENDATIONS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              error ? 'border-red-300' : 'border-slate-200',
              CHECKED_CLASSES[value],
            )}
          >
            <input type="radio" value={value} className="size-4 accent-brand-700" {...field} />
            <span className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-slate-500">
              <RecommendationIcon recommendation={value} />
              {RECOMMENDATION_LABELS[value]}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
