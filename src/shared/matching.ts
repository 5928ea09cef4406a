import { z } from 'zod';
/**
 * Matching (spec section 3 "Match score", section 7 Matching): what the engine
 * answers. Scores are whole percentages, 0..100.
 */
export interface MatchScoreView {
  candidateId: string;
  jobId: string;
  totalScore: number;
  /** Null when the job asks nothing of that part (no skills, no years, no place). */
  skillScore: number | null;
  experienceScore: number | null;
  locationScore: number | null;
  /**
   * How often candidates with a similar score went on to an interview or further in
   * Shortlist's pipelines; null until there is enough history to say
   * (NOT_ENOUGH_DATA on screen).
   */
  successProbability: number | null;
  matchReasons: string[];
}

export interface MatchScoreResponse {
  matchScore: MatchScoreView;
}

export const NOT_ENOUGH_DATA = 'Not enough data yet';

/** Spec section 9: result badges at 80 and 60, a star from 85. */
export const MATCH_BADGE_HIGH = 80;
export const MATCH_BADGE_MEDIUM = 60;
export const MATCH_STAR = 85;

/** One candidate found for a job (GET /matching/jobs/{jobId}/candidates). */
export interface JobMatchView {
  candidateId: string;
  orgId: string;
  orgName: string;
  fullName: string;
  email: string;
  skills: string[];
  /** Years in the field, when known. */
  yearsExperience: number | null;
  experience: string;
  location: string | null;
  /** Their applications across Shortlist. */
  applications: number;
  /** The job of this record's latest application: its admin pipeline shows them. */
  latestJobId: string | null;
  /** Already in this job's pipeline. */
  isInPipeline: boolean;
  totalScore: number;
  matchReasons: string[];
}

export interface JobMatchesResponse {
  count: number;
  matches: JobMatchView[];
}

/** Spec section 9: job matching lists 15 by default; never more than this. */
export const JOB_MATCH_LIMIT = 15;
export const JOB_MATCH_MAX_LIMIT = 50;

/** Something the platform team can do about a top match (auto-match), with what it costs. */
export interface RecommendedActionView {
  kind: 'add_to_pipeline' | 'already_in_pipeline';
  candidateId: string;
  jobId: string;
  /** "Add Ama K. to the pipeline of Senior Accountant". */
  description: string;
  /** "Free to add; the employer unlocks the contact for 1 credit". */
  cost: string;
  totalScore: number;
}

export interface AutoMatchResponse {
  topMatches: JobMatchView[];
  recommendedActions: RecommendedActionView[];
}

/** Auto-match looks at this many of the best matches. */
export const AUTO_MATCH_TOP = 5;
/** Below this score a match is listed but no action is recommended. */
export const AUTO_MATCH_MIN_SCORE = 60;

/** "Ama Kusi" -> "Ama K.": enough to recognise, not a full name in a list of suggestions. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}

/** A semantic search's result (spec section 3 "Semantic result"). */
export interface SemanticResultView {
  id: string;
  fullName: string;
  email: string;
  skills: string[];
  /** Years in the field when known, else the resume's level ('Experience not specified'). */
  experience: string;
  /** Their applications across Shortlist. */
  applications: number;
  /** The job of this record's latest application: its admin pipeline shows them. */
  latestJobId: string | null;
  /** How well they answer the search, 0..1. */
  matchRelevance: number;
  /** The organization whose record this is (a person applying to several has one in each). */
  orgId: string;
  orgName: string;
  matchReasons: string[];
}

export interface SemanticSearchResponse {
  count: number;
  results: SemanticResultView[];
}

export const SEMANTIC_SEARCH_LIMIT = 20;
export const SEMANTIC_SEARCH_MAX_LIMIT = 50;

/** Spec section 5: the search box's message when it is empty. */
export const QUERY_REQUIRED = 'Please enter a search query';

/** The badge style a match score gets (spec section 9). */
export type MatchBadgeVariant = 'default' | 'secondary' | 'outline';

/** Spec section 9: 80 and over the default badge, 60 and over secondary, below outline. */
export function matchBadgeVariant(score: number): MatchBadgeVariant {
  if (score >= MATCH_BADGE_HIGH) return 'default';
  if (score >= MATCH_BADGE_MEDIUM) return 'secondary';
  return 'outline';
}

/** Spec section 9: a star from 85. */
export function isTopMatch(score: number): boolean {
  return score >= MATCH_STAR;
}

/** A candidate found by name for the score calculator (GET /matching/candidates?search=). */
export interface CandidateOptionView {
  candidateId: string;
  fullName: string;
  email: string;
  orgName: string;
  location: string | null;
}

export interface CandidateOptionsResponse {
  candidates: CandidateOptionView[];
}

/** A name search lists at most this many, closest first. */
export const CANDIDATE_OPTIONS_LIMIT = 10;
export const NAME_SEARCH_TOO_SHORT = 'Type at least 2 letters of the name';

export const candidateNameSearchSchema = z.object({
  search: z
    .string({ error: NAME_SEARCH_TOO_SHORT })
    .trim()
    .min(2, NAME_SEARCH_TOO_SHORT)
    .max(100, 'Please keep the name under 100 characters'),
});
