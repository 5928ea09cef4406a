import { distanceKm, findPlace, NEAR_KM, type Place } from './ghana-places';
import { SENIORITY_YEARS, type Seniority } from './parse-query';
import { areRelated } from './skill-relations';

/**
 * How much each part counts in a match, in one place. Parts that do not apply (the
 * job names no place) are left out and the rest share their weight, so a score is
 * always the weighted mean of what was asked.
 */
export const MATCH_WEIGHTS = {
  skills: 0.5,
  experience: 0.2,
  // Only counts when a place is named; then a far full match must not beat a near
  // one missing a skill of three (evaluation set: 0.15 -> 0.25 raised P@5 0.88 -> 0.91).
  location: 0.25,
  profile: 0.15,
} as const;
export type MatchPart = keyof typeof MATCH_WEIGHTS;

/** A related skill counts this much of the skill asked for (Vue.js for React). */
export const RELATED_SKILL_CREDIT = 0.5;

/** What the engine knows of a candidate. */
export interface CandidateFacts {
  skills: readonly string[];
  yearsExperience: number | null;
  /** 'Junior', 'Mid-Level', 'Senior' or 'Not specified' (resume analysis). */
  experienceLevel: string;
  location: string | null;
  hasResume: boolean;
  hasPhone: boolean;
  /**
   * When they last applied or their profile last changed; null when scoring an
   * application as it arrives, where they are plainly active and a stored "active
   * 3 days ago" would soon be wrong.
   */
  lastActiveAt: Date | null;
}

/** What a job or a search asks for. */
export interface Requirements {
  skills: readonly string[];
  minYears: number | null;
  /** The most years wanted (a range's upper bound, "0-2 years"); a junior ask has its own. */
  maxYears?: number | null;
  seniority: Seniority | null;
  place: Place | null;
  isNear: boolean;
}

export interface PartScore {
  /** 0..1, or null when the part does not apply. */
  score: number | null;
  reason: string | null;
  /**
   * The reason as an organization may read it while the candidate is locked, when
   * it must say less (the skills part names skills the locked card hides).
   */
  lockedReason?: string | null;
}

export interface MatchBreakdown {
  /** 0..100, the weighted mean of the parts that apply. */
  total: number;
  parts: Record<MatchPart, PartScore>;
  /** The parts' reasons in words, skills first. */
  reasons: string[];
  /** The same, saying nothing a locked card hides ("4 of 5 required skills"). */
  lockedReasons: string[];
}

const LEVEL_YEARS: Record<string, number> = { Junior: 1, 'Mid-Level': 3, Senior: 6 };

const listed = (items: readonly string[]) => items.join(', ');

/**
 * Which of the candidate's other skills stands in for which missing one, each used
 * once: Customer Service is kin to Sales and to Negotiation, but is one skill, not
 * two. The most missing skills covered (a small bipartite matching, asked order
 * breaking ties), so one kin skill never takes the only stand-in of another.
 */
function assignKin(missing: readonly string[], others: readonly string[]): Map<string, string> {
  const holder = new Map<string, string>(); // kin skill -> the missing skill it stands in for
  const tryAssign = (skill: string, seen: Set<string>): boolean => {
    for (const other of others) {
      if (seen.has(other) || !areRelated(skill, other)) continue;
      seen.add(other);
      const current = holder.get(other);
      if (current === undefined || tryAssign(current, seen)) {
        holder.set(other, skill);
        return true;
      }
    }
    return false;
  };
  for (const skill of missing) tryAssign(skill, new Set());
  return new Map([...holder].map(([other, skill]) => [skill, other]));
}

/** "4 of 5 required skills: React, TypeScript, Node.js, PostgreSQL; missing GraphQL". */
export function scoreSkills(asked: readonly string[], has: readonly string[]): PartScore {
  if (asked.length === 0) return { score: null, reason: null };
  const owned = new Set(has);
  // Kin among the skills not asked for themselves: Node.js asked and had says nothing more of GraphQL.
  const kinFor = assignKin(
    asked.filter((skill) => !owned.has(skill)),
    has.filter((other) => !asked.includes(other)),
  );
  const matched: string[] = [];
  const related: string[] = [];
  const missing: string[] = [];
  let points = 0;
  for (const skill of asked) {
    const kin = kinFor.get(skill);
    if (owned.has(skill)) {
      matched.push(skill);
      points += 1;
    } else if (kin) {
      related.push(`${kin} for ${skill}`);
      points += RELATED_SKILL_CREDIT;
    } else {
      missing.push(skill);
    }
  }
  const parts = [
    `${matched.length} of ${asked.length} required ${asked.length === 1 ? 'skill' : 'skills'}${matched.length > 0 ? `: ${listed(matched)}` : ''}`,
  ];
  if (related.length > 0) parts.push(`related: ${listed(related)}`);
  if (missing.length > 0) parts.push(`missing ${listed(missing)}`);
  const counted = `${matched.length} of ${asked.length} required ${asked.length === 1 ? 'skill' : 'skills'}`;
  return {
    score: points / asked.length,
    reason: parts.join('; '),
    lockedReason: related.length > 0 ? `${counted}; ${related.length} related` : counted,
  };
}

/** A junior ask wants at most this many years when it names no range of its own. */
export const JUNIOR_MAX_YEARS = 2;
/**
 * Over the most years wanted: a little over (up to 2 years) still fits, far over is
 * another profile (a 9-year senior for a junior post will neither take it nor stay).
 */
export const OVER_CAP_SCORE = { near: 0.6, far: 0.2 } as const;
const OVER_CAP_NEAR_YEARS = 2;

/**
 * "7 years, the job asks 5+"; "9 years, the job is for a junior". Without years, the
 * resume's level stands in. Short of the least years, credit in proportion; over
 * the most (a range's upper bound, or JUNIOR_MAX_YEARS for a junior ask), less.
 */
export function scoreExperience(
  asked: Pick<Requirements, 'minYears' | 'maxYears' | 'seniority'>,
  candidate: Pick<CandidateFacts, 'yearsExperience' | 'experienceLevel'>,
): PartScore {
  const maxYears = asked.maxYears ?? null;
  const wanted =
    asked.minYears ??
    (asked.seniority !== null ? SENIORITY_YEARS[asked.seniority] : maxYears !== null ? 0 : null);
  if (wanted === null) return { score: null, reason: null };
  const isJunior = asked.seniority === 'JUNIOR';
  const cap = maxYears ?? (isJunior ? Math.max(JUNIOR_MAX_YEARS, wanted) : null);
  const years = candidate.yearsExperience;
  const estimate = years ?? LEVEL_YEARS[candidate.experienceLevel] ?? null;
  const asks =
    maxYears !== null
      ? `the job asks ${wanted > 0 ? `${wanted}-${maxYears}` : `up to ${maxYears}`}`
      : isJunior
        ? 'the job is for a junior'
        : wanted === 0
          ? 'the job is open to beginners'
          : `the job asks ${wanted}+`;
  if (estimate === null) return { score: 0.3, reason: `Experience not specified; ${asks}` };
  const said =
    years !== null
      ? `${years} ${years === 1 ? 'year' : 'years'}`
      : `${candidate.experienceLevel} (no years given)`;
  const reason = `${said}, ${asks}`;
  if (cap !== null && estimate > cap) {
    const over = estimate - cap <= OVER_CAP_NEAR_YEARS ? OVER_CAP_SCORE.near : OVER_CAP_SCORE.far;
    return { score: over, reason };
  }
  if (estimate >= wanted) return { score: years !== null ? 1 : 0.85, reason };
  // Short of it: credit in proportion, so 4 years for a 5+ job still counts a lot.
  return { score: Math.max(0, (estimate / wanted) * 0.8), reason };
}

/** "Accra, same city"; "Ejisu, 18 km from Kumasi"; "Obuasi, same region (Ashanti)". */
export function scoreLocation(
  asked: Pick<Requirements, 'place' | 'isNear'>,
  candidateLocation: string | null,
): PartScore {
  if (!asked.place) return { score: null, reason: null };
  const place = findPlace(candidateLocation, { allowMisspelling: true });
  const where = candidateLocation?.split(',')[0]?.trim() || 'Location';
  if (!place) {
    return {
      score: 0,
      reason: candidateLocation ? `${where}, not a place we know in Ghana` : 'Location not given',
    };
  }
  const target = asked.place;
  if (target.kind === 'town' && place.kind === 'town') {
    if (place.town.name === target.town.name) return { score: 1, reason: `${where}, same city` };
    const km = Math.round(distanceKm(place.town, target.town));
    if (km <= NEAR_KM) {
      return {
        score: asked.isNear ? 0.95 : 0.8,
        reason: `${where}, ${km} km from ${target.town.name}`,
      };
    }
    if (place.region === target.region) {
      return { score: 0.5, reason: `${where}, same region (${place.region}), ${km} km away` };
    }
    return { score: 0, reason: `${where}, ${km} km from ${target.town.name}` };
  }
  if (place.region === target.region) {
    return {
      score: target.kind === 'region' ? 1 : 0.5,
      reason: `${where}, same region (${place.region})`,
    };
  }
  return { score: 0, reason: `${where}, another region (${place.region})` };
}

const DAY_MS = 86_400_000;

/** How recent and complete the profile is: "Profile 4 of 5 complete, active 12 days ago". */
export function scoreProfile(candidate: CandidateFacts, now = new Date()): PartScore {
  const filled = [
    candidate.hasResume,
    candidate.skills.length > 0,
    candidate.location !== null && candidate.location.trim() !== '',
    candidate.yearsExperience !== null || candidate.experienceLevel !== 'Not specified',
    candidate.hasPhone,
  ].filter(Boolean).length;
  const complete = `Profile ${filled} of 5 complete`;
  if (candidate.lastActiveAt === null) return { score: filled / 5, reason: complete };
  const days = Math.max(0, Math.floor((now.getTime() - candidate.lastActiveAt.getTime()) / DAY_MS));
  const recency = days <= 90 ? 1 : days <= 365 ? 0.6 : 0.3;
  const active = days === 0 ? 'active today' : `active ${days} ${days === 1 ? 'day' : 'days'} ago`;
  return {
    score: 0.5 * (filled / 5) + 0.5 * recency,
    reason: `${complete}, ${active}`,
  };
}

/** The candidate against what is asked: each part, the weighted total and the reasons. */
export function scoreMatch(
  asked: Requirements,
  candidate: CandidateFacts,
  now = new Date(),
): MatchBreakdown {
  const parts: Record<MatchPart, PartScore> = {
    skills: scoreSkills(asked.skills, candidate.skills),
    experience: scoreExperience(asked, candidate),
    location: scoreLocation(asked, candidate.location),
    profile: scoreProfile(candidate, now),
  };
  let weighted = 0;
  let weights = 0;
  for (const [part, { score }] of Object.entries(parts) as Array<[MatchPart, PartScore]>) {
    if (score === null) continue;
    weighted += MATCH_WEIGHTS[part] * score;
    weights += MATCH_WEIGHTS[part];
  }
  const total = weights > 0 ? Math.round((weighted / weights) * 100) : 0;
  const order = ['skills', 'experience', 'location', 'profile'] as const;
  const said = (reasons: Array<string | null | undefined>) =>
    reasons.filter((reason): reason is string => typeof reason === 'string');
  return {
    total,
    parts,
    reasons: said(order.map((part) => parts[part].reason)),
    lockedReasons: said(
      order.map((part) =>
        parts[part].lockedReason !== undefined ? parts[part].lockedReason : parts[part].reason,
      ),
    ),
  };
}
