import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEFAULT_CRITERIA,
  scorecardSchema,
  type Recommendation,
  type ScorecardView,
} from '../../../../shared/interviews';

/** The schema's limit on criteria (its unit test holds the two together). */
export const MAX_CRITERIA = 20;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** What each star means, shown beside the stars and read out with them. */
export const RATING_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const ALREADY_ON_SCORECARD = 'This criterion is already on the scorecard';

/** One criterion row of the form; a suggested one cannot be renamed or removed. */
export interface CriterionRow {
  name: string;
  rating: number | null;
  isCustom: boolean;
}

/** The form's values as the inputs hold them: nothing chosen yet is null or ''. */
export interface ScorecardFormValues {
  overallRating: number | null;
  criteria: CriterionRow[];
  notes: string;
  recommendation: Recommendation | '';
}

export type ScorecardPayload = z.output<typeof scorecardSchema>;

export interface ScorecardSubject {
  applicationId: string;
  interviewId: string | null;
}

/**
 * The form a member starts from: blank with the suggested criteria, or their
 * earlier scorecard (suggested criteria first, the ones they added after).
 */
export function scorecardFormDefaults(existing: ScorecardView | null): ScorecardFormValues {
  const ratingOf = (name: string) =>
    existing?.criteria.find((criterion) => sameName(criterion.name, name))?.rating ?? null;
  const suggested = DEFAULT_CRITERIA.map((name) => ({
    name,
    rating: ratingOf(name),
    isCustom: false,
  }));
  const added = (existing?.criteria ?? [])
    .filter((criterion) => !DEFAULT_CRITERIA.some((name) => sameName(name, criterion.name)))
    .map((criterion) => ({ name: criterion.name, rating: criterion.rating, isCustom: true }));
  return {
    overallRating: existing?.overallRating ?? null,
    criteria: [...suggested, ...added],
    notes: existing?.notes ?? '',
    recommendation: existing?.recommendation ?? '',
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The request body for the form's values, and for each criterion sent, the form
 * row it came from. Only rated criteria are sent; an added criterion that was
 * named but not rated (or rated but not named) is sent too, so the schema
 * refuses it with its own message rather than dropping what the member typed.
 */
export function toScorecardRequest(
  values: ScorecardFormValues,
  subject: ScorecardSubject,
): { body: Record<string, unknown>; rowOf: number[] } {
  const rowOf: number[] = [];
  const criteria: { name: string; rating: number | null }[] = [];
  values.criteria.forEach((row, index) => {
    const isStarted = row.rating !== null || (row.isCustom && row.name.trim() !== '');
    if (!isStarted) return;
    rowOf.push(index);
    criteria.push({ name: row.name, rating: row.rating });
  });
  return {
    body: {
      applicationId: subject.applicationId,
      interviewId: subject.interviewId,
      overallRating: values.overallRating,
      criteria,
      notes: values.notes,
      recommendation: values.recommendation === '' ? undefined : values.recommendation,
    },
    rowOf,
  };
}

type ValidationResult =
  | { values: ScorecardPayload; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<ScorecardFormValues> };

/**
 * Checks the form with the shared scorecardSchema (the server's own messages),
 * puts each message on the form field it is about, and refuses a criterion
 * named twice.
 */
export function validateScorecardForm(
  values: ScorecardFormValues,
  subject: ScorecardSubject,
): ValidationResult {
  const { body, rowOf } = toScorecardRequest(values, subject);
  const result = scorecardSchema.safeParse(body);
  const errors: Record<string, FieldError> = {};
  const addError = (path: string, message: string) => {
    errors[path] ??= { type: 'validate', message };
  };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [field, index, part] = issue.path;
      if (field === 'criteria' && typeof index === 'number') {
        addError(`criteria.${rowOf[index]}.${String(part ?? 'name')}`, issue.message);
      } else if (field === 'criteria') {
        addError('criteria.root', issue.message);
      } else if (field === 'overallRating' || field === 'recommendation' || field === 'notes') {
        addError(field, issue.message);
      } else {
        addError('root', issue.message);
      }
    }
  }
  const seen: string[] = [];
  rowOf.forEach((row) => {
    const name = values.criteria[row]!.name.trim().toLowerCase();
    if (name && seen.includes(name)) addError(`criteria.${row}.name`, ALREADY_ON_SCORECARD);
    seen.push(name);
  });
  if (result.success && Object.keys(errors).length === 0) {
    return { values: result.data, errors: {} };
  }
  return { values: {}, errors: nest(errors) };
}

/** 'criteria.2.rating' -> { criteria: [, , { rating }] }, the shape react-hook-form reads. */
function nest(flat: Record<string, FieldError>): FieldErrors<ScorecardFormValues> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = nested;
    keys.slice(0, -1).forEach((key, depth) => {
      const isIndex = /^\d+$/.test(keys[depth + 1] ?? '');
      node[key] ??= isIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1)!] = error;
  }
  return nested as FieldErrors<ScorecardFormValues>;
}

export function scorecardResolver(
  subject: ScorecardSubject,
): Resolver<ScorecardFormValues, unknown, ScorecardPayload> {
  return (values) => validateScorecardForm(values, subject);
}

/** "4 out of 5", as the cards and the stars read it. */
export function ratingText(rating: number): string {
  return `${rating} out of 5`;
}

/** The mean of the overall ratings, to one decimal; null without scorecards. */
export function averageRating(scorecards: Pick<ScorecardView, 'overallRating'>[]): number | null {
  if (scorecards.length === 0) return null;
  const sum = scorecards.reduce((total, scorecard) => total + scorecard.overallRating, 0);
  return Math.round((sum / scorecards.length) * 10) / 10;
}

/** The member's own scorecard for an interview: the one submitting again replaces. */
export function findMyScorecard<T extends Pick<ScorecardView, 'interviewId' | 'submittedBy'>>(
  scorecards: T[],
  interviewId: string | null,
  memberId: string | undefined,
): T | null {
  // Only an interview's scorecard is replaced; each general one is a new scorecard.
  if (!interviewId || !memberId) return null;
  return (
    scorecards.find(
      (scorecard) =>
        scorecard.interviewId === interviewId && scorecard.submittedBy?.id === memberId,
    ) ?? null
  );
}
