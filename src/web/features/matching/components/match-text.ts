import { NOT_ENOUGH_DATA, QUERY_REQUIRED } from '../../../../shared/matching';

/** A semantic result's relevance (0..1) as a whole percentage. */
export function relevancePercent(matchRelevance: number): number {
  return Math.round(matchRelevance * 100);
}

/** Up to `max` skills shown (spec: 5), and how many more there are. */
export function splitSkills(skills: string[], max = 5): { shown: string[]; more: number } {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}

/** "3 previous applications", "1 previous application", "No previous applications". */
export function previousApplicationsText(count: number): string {
  if (count === 0) return 'No previous applications';
  return `${count} previous ${count === 1 ? 'application' : 'applications'}`;
}

/** A job match's experience in the words semantic search uses: years when known, else the level. */
export function experienceText(yearsExperience: number | null, level: string): string {
  if (yearsExperience !== null) {
    return `${yearsExperience} ${yearsExperience === 1 ? 'year' : 'years'}`;
  }
  return level === 'Not specified' ? 'Experience not specified' : level;
}

/** A part of the score the job asks nothing of is null. */
export function scorePartText(score: number | null): string {
  return score === null ? 'Not asked by the job' : `${score}%`;
}

/** Success probability, a whole percentage, or null until there is history to back it. */
export function successProbabilityText(probability: number | null): string {
  if (probability === null) return NOT_ENOUGH_DATA;
  return `${probability}% of candidates with a similar score reached interview or further in Shortlist pipelines`;
}

/** "1 candidate found", "12 candidates found". */
export function candidatesFoundText(count: number): string {
  return `${count} ${count === 1 ? 'candidate' : 'candidates'} found`;
}

/** What a matching form says when something it needs is missing (spec section 5, Matching). */
export const MISSING_INPUT = {
  query: { title: 'Query Required', description: QUERY_REQUIRED },
  job: { title: 'Job Required', description: 'Please select a job first' },
  selection: {
    title: 'Selection Required',
    description: 'Please select both a candidate and a job',
  },
} as const;
