import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { candidates } from '../../db/schema';

/**
 * What the matching engine scores of a candidate's profile, as columns to read. A leaf
 * of its own: the candidates repository returns it with a person found or made, and
 * the matching repository reads it with applications to score.
 */
export const scoredProfileColumns = {
  skills: candidates.skills,
  yearsExperience: candidates.yearsExperienceInField,
  experienceLevel: candidates.experienceContext,
  location: candidates.location,
  resumeFileKey: candidates.resumeFileKey,
  /** As stored (sealed): the engine reads only whether one was given. */
  phone: sql<string | null>`${candidates.phone}`,
  updatedAt: candidates.updatedAt,
};

/** A profile as scoredProfileColumns read it. */
export type ScoredProfileRow = SelectResultFields<typeof scoredProfileColumns>;
