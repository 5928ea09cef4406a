import {
  CANDIDATE_OPTIONS_LIMIT,
  type CandidateOptionsResponse,
  AUTO_MATCH_MIN_SCORE,
  AUTO_MATCH_TOP,
  shortName,
  type AutoMatchResponse,
  type JobMatchView,
  type JobMatchesResponse,
  type MatchScoreView,
  type RecommendedActionView,
  type SemanticSearchResponse,
} from '../../../shared/matching';
import { formatCredits } from '../../../shared/money';
import { CREDIT_COST } from '../../../shared/rules';
import type { Seniority as JobSeniority } from '../../../shared/jobs';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { detectSkills } from '../candidates/resume/detect-skills';
import { contactQuery, revealContact, revealStored } from '../candidates/candidates.service';
import { findPlace, placeArea, placeName } from './engine/ghana-places';
import { skillKey } from './engine/skill-key';
import { parseQuery, type Seniority } from './engine/parse-query';
import { scoreMatch, type CandidateFacts, type Requirements } from './engine/score';
import { relatedSkills } from './engine/skill-relations';
import * as repo from './matching.repository';

/** What ranking needs of the app: its database (the bench and the evaluation run it alone). */
export type MatchingContext = Pick<AppContext, 'db' | 'vault'>;

const SENIORITY_OF_JOB: Record<JobSeniority, Seniority> = {
  ENTRY: 'JUNIOR',
  MID: 'MID',
  SENIOR: 'SENIOR',
  LEAD: 'LEAD',
  EXECUTIVE: 'LEAD',
};

/**
 * What a job asks for, in the engine's terms: its skills (dictionary spellings
 * resolved, others kept as written), its seniority, the years its requirements name
 * ("5+ years of ..."), and its place.
 */
export function jobRequirements(
  job: NonNullable<Awaited<ReturnType<typeof repo.findJobRequirements>>>,
): Requirements {
  const skills = new Set<string>();
  for (const skill of job.skills) {
    const known = detectSkills(skill);
    if (known.length > 0) for (const name of known) skills.add(name);
    else if (skill.trim()) skills.add(skill.trim());
  }
  const lines = job.requirements.map((line) => parseQuery(line));
  const years = lines.map((line) => line.minYears).find((y) => y !== null);
  const atMost = lines.map((line) => line.maxYears).find((y) => y !== null);
  return {
    skills: [...skills],
    minYears: years ?? null,
    maxYears: atMost ?? null,
    seniority: job.seniority ? SENIORITY_OF_JOB[job.seniority] : null,
    place: findPlace(job.location, { allowMisspelling: true }),
    isNear: false,
  };
}

export function candidateFacts(row: {
  skills: string[];
  yearsExperience: number | null;
  experienceLevel: string;
  location: string | null;
  resumeFileKey: string | null;
  phone: string | null;
  updatedAt: Date;
  lastAppliedAt: Date | null;
}): CandidateFacts {
  const lastActive =
    row.lastAppliedAt && row.lastAppliedAt > row.updatedAt ? row.lastAppliedAt : row.updatedAt;
  return {
    skills: row.skills,
    yearsExperience: row.yearsExperience,
    experienceLevel: row.experienceLevel,
    location: row.location,
    hasResume: row.resumeFileKey !== null,
    hasPhone: row.phone !== null && row.phone.trim() !== '',
    lastActiveAt: lastActive,
  };
}

const percent = (score: number | null) => (score === null ? null : Math.round(score * 100));

/**
 * The score of one candidate for one job (spec: GET /matching/score), with its
 * reasons. The platform team places people across organizations, so the two may
 * belong to different ones.
 */
export async function scoreCandidateForJob(
  ctx: AppContext,
  candidateId: string,
  jobId: string,
): Promise<MatchScoreView> {
  // The platform team's matching: the candidate and the job by id, in any organization.
  const [candidate, job] = await acrossOrganizations('matching', () =>
    Promise.all([
      repo.findCandidateFacts(ctx.db, candidateId),
      repo.findJobRequirements(ctx.db, jobId),
    ]),
  );
  if (!candidate) throw new AppError('candidate_not_found');
  if (!job) throw new AppError('job_not_found');
  const match = scoreMatch(jobRequirements(job), candidateFacts(candidate));
  const successProbability = await successProbabilityOf(ctx, match.total);
  return {
    candidateId,
    jobId,
    totalScore: match.total,
    skillScore: percent(match.parts.skills.score),
    experienceScore: percent(match.parts.experience.score),
    locationScore: percent(match.parts.location.score),
    successProbability,
    matchReasons: match.reasons,
  };
}

/** Fewer applications than this in a score band say nothing yet ('Not enough data yet'). */
export const OUTCOME_MIN_SAMPLE = 30;
/** A score waits this long at most for the outcomes' first read. */
const OUTCOMES_WAIT_MS = 100;
/** The outcomes are read again at most this often. */
const OUTCOMES_TTL_MS = 10 * 60_000;
interface OutcomesEntry {
  at: number;
  /** A newer read is under way: the others keep answering from this one. */
  isRefreshing: boolean;
  bands: Promise<OutcomeBands>;
  /** The bands, once read. */
  read?: OutcomeBands;
}
type OutcomeBands = Map<number, { applications: number; progressed: number }>;
const outcomesCache = new WeakMap<AppContext, OutcomesEntry>();

/**
 * How often applications scored like this one (the same band of ten points)
 * reached an interview or further in Shortlist's pipelines, as a whole percentage;
 * null while the band holds fewer than OUTCOME_MIN_SAMPLE applications old enough
 * to tell (decision 0032). Read from the pipelines, not modelled; read again every
 * ten minutes in the background, the requests meanwhile answered from the last read.
 */
export async function successProbabilityOf(ctx: AppContext, score: number): Promise<number | null> {
  let cached = outcomesCache.get(ctx);
  if (!cached) {
    cached = readOutcomes(ctx);
  } else if (Date.now() - cached.at > OUTCOMES_TTL_MS && !cached.isRefreshing) {
    // Stale: answered from what was read, while one request reads them again.
    cached.isRefreshing = true;
    readOutcomes(ctx, cached);
  }
  // A first read of a million applications takes a while: until it is in, nobody
  // waits for it and the answer is what is known, which is not enough yet.
  const bands =
    cached.read ??
    (await Promise.race([
      cached.bands,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), OUTCOMES_WAIT_MS).unref()),
    ]));
  const band = bands?.get(Math.min(Math.floor(score / 10), 9));
  if (!band || band.applications < OUTCOME_MIN_SAMPLE) return null;
  return Math.round((band.progressed / band.applications) * 100);
}

/** Reads the outcomes and keeps them; on failure, keeps `previous` (or nothing). */
function readOutcomes(ctx: AppContext, previous?: OutcomesEntry): OutcomesEntry {
  const entry: OutcomesEntry = {
    at: Date.now(),
    isRefreshing: false,
    // Every organization's pipelines, counted together.
    bands: acrossOrganizations('matching', () => repo.findOutcomesByScoreBand(ctx.db)).then(
      (rows) => new Map(rows.map(({ band, ...counts }) => [band, counts])),
    ),
  };
  if (!previous) outcomesCache.set(ctx, entry);
  entry.bands.then(
    (read) => {
      entry.read = read;
      outcomesCache.set(ctx, entry);
    },
    () => {
      if (previous) previous.isRefreshing = false;
      else outcomesCache.delete(ctx);
    },
  );
  return entry;
}

/** Forgets the outcomes read, so the next score reads them again (tests). */
export function forgetOutcomes(ctx: AppContext): void {
  outcomesCache.delete(ctx);
}

type PoolRow = Awaited<ReturnType<typeof repo.findCandidatePool>>[number];

/**
 * Everyone on Shortlist who has one of the skills asked for (or a kin one) or one of
 * the words, scored against what is asked, best first. A person who applied to
 * several organizations (one record in each) comes once, by their best record;
 * demo organizations' made-up people are left out.
 */
/** What retrieval looks for, from what is asked: skill keys, kin, the place's area, years, words. */
export function retrievalOf(requirements: Requirements, words: string[] = []): repo.Retrieval {
  const asked = new Set(requirements.skills.map(skillKey));
  const kin = new Set<string>();
  for (const skill of requirements.skills) {
    for (const other of relatedSkills(skill)) {
      if (!asked.has(skillKey(other))) kin.add(skillKey(other));
    }
  }
  const { place } = requirements;
  return {
    skills: [...asked].filter(Boolean),
    kin: [...kin].filter(Boolean),
    area: place ? { spellings: placeArea(place), name: placeName(place) } : null,
    minYears: requirements.minYears,
    words,
  };
}

/** A recruiter's sentence as requirements and free words. */
export function searchRequirements(text: string): { requirements: Requirements; words: string[] } {
  const parsed = parseQuery(text);
  return {
    requirements: {
      skills: parsed.skills,
      minYears: parsed.minYears,
      maxYears: parsed.maxYears,
      seniority: parsed.seniority,
      place: parsed.place,
      isNear: parsed.isNear,
    },
    words: parsed.words,
  };
}

async function rankCandidates(
  ctx: MatchingContext,
  requirements: Requirements,
  words: string[] = [],
): Promise<Array<{ row: PoolRow; match: ReturnType<typeof scoreMatch> }>> {
  // Everyone on Shortlist: the candidates of every organization.
  const pool = await acrossOrganizations('matching', () =>
    repo.findCandidatePool(ctx.db, retrievalOf(requirements, words)),
  );
  const now = new Date();
  const best = new Map<string, { row: PoolRow; match: ReturnType<typeof scoreMatch> }>();
  for (const row of pool) {
    const match = scoreMatch(requirements, candidateFacts(row), now);
    // One person across organizations: their email's blind index is the same in each.
    const person = row.emailIndex ?? row.id;
    const seen = best.get(person);
    if (!seen || seen.match.total < match.total) best.set(person, { row, match });
  }
  return [...best.values()].sort(
    (a, b) => b.match.total - a.match.total || a.row.id.localeCompare(b.row.id),
  );
}

/** A ranked candidate's name and email, revealed by the candidates module for the answer. */
function contactOf(ctx: MatchingContext, row: PoolRow) {
  return {
    fullName: revealStored(ctx, 'fullName', row.fullName),
    email: revealStored(ctx, 'email', row.email),
  };
}

/** A job of any organization, by id: the platform team matches people to every job. */
function findAnyJobRequirements(ctx: MatchingContext, jobId: string) {
  return acrossOrganizations('matching', () => repo.findJobRequirements(ctx.db, jobId));
}

/** The best candidates on Shortlist for a job (spec: job matching), and who is in its pipeline. */
export async function matchCandidatesToJob(
  ctx: MatchingContext,
  jobId: string,
  limit: number,
): Promise<JobMatchesResponse> {
  const job = await findAnyJobRequirements(ctx, jobId);
  if (!job) throw new AppError('job_not_found');
  const ranked = (await rankCandidates(ctx, jobRequirements(job))).slice(0, limit);
  const inPipeline = await repo.findInPipeline(
    ctx.db,
    job,
    ranked.flatMap(({ row }) => (row.emailIndex ? [row.emailIndex] : [])),
  );
  const matches = ranked.map(({ row, match }): JobMatchView => ({
    candidateId: row.id,
    orgId: row.orgId,
    orgName: row.orgName,
    ...contactOf(ctx, row),
    skills: row.skills,
    yearsExperience: row.yearsExperience,
    experience: row.experienceLevel,
    location: row.location,
    applications: row.applications,
    latestJobId: row.latestJobId,
    isInPipeline: row.emailIndex !== null && inPipeline.has(row.emailIndex),
    totalScore: match.total,
    matchReasons: match.reasons,
  }));
  return { count: matches.length, matches };
}

/**
 * Auto-match (spec): the job's best matches, and for each good one (score 60+) what
 * the platform team can do now: add them to the job's pipeline through Add
 * Candidate (free for the team; the employer then pays to unlock the contact, as
 * for any applicant), or nothing when they are in it already.
 */
export async function autoMatchJob(
  ctx: MatchingContext,
  jobId: string,
): Promise<AutoMatchResponse> {
  const job = await findAnyJobRequirements(ctx, jobId);
  if (!job) throw new AppError('job_not_found');
  const { matches } = await matchCandidatesToJob(ctx, jobId, AUTO_MATCH_TOP);
  // With pay-to-reveal off, the organization sees its applicants' contacts for nothing.
  const addCost = job.isPayToRevealEnabled
    ? `Free to add; the employer unlocks the contact for ${formatCredits(CREDIT_COST.unlock)}`
    : 'Free to add; the employer sees the contact at once (pay-to-reveal is off)';
  const recommendedActions = matches
    .filter((match) => match.totalScore >= AUTO_MATCH_MIN_SCORE)
    .map((match): RecommendedActionView =>
      match.isInPipeline
        ? {
            kind: 'already_in_pipeline',
            candidateId: match.candidateId,
            jobId,
            description: `${shortName(match.fullName)} is already in the pipeline of ${job.title}`,
            cost: 'Nothing to do',
            totalScore: match.totalScore,
          }
        : {
            kind: 'add_to_pipeline',
            candidateId: match.candidateId,
            jobId,
            description: `Add ${shortName(match.fullName)} to the pipeline of ${job.title}`,
            cost: addCost,
            totalScore: match.totalScore,
          },
    );
  return { topMatches: matches, recommendedActions };
}

/**
 * Semantic search (spec): a recruiter's sentence read into skills, seniority,
 * years, place and words, and the people who answer it best. `matchRelevance` is
 * the score as a fraction; the reasons say why.
 */
export async function semanticSearch(
  ctx: MatchingContext,
  text: string,
  limit: number,
): Promise<SemanticSearchResponse> {
  const { requirements, words } = searchRequirements(text);
  const ranked = await rankCandidates(ctx, requirements, words);
  const results = ranked.slice(0, limit).map(({ row, match }) => ({
    id: row.id,
    ...contactOf(ctx, row),
    skills: row.skills,
    experience:
      row.yearsExperience !== null
        ? `${row.yearsExperience} ${row.yearsExperience === 1 ? 'year' : 'years'}`
        : row.experienceLevel === 'Not specified'
          ? 'Experience not specified'
          : row.experienceLevel,
    applications: row.applications,
    latestJobId: row.latestJobId,
    matchRelevance: match.total / 100,
    orgId: row.orgId,
    orgName: row.orgName,
    matchReasons: match.reasons,
  }));
  return { count: results.length, results };
}

/**
 * Scores applications against their jobs and stores each score with its reasons
 * (all of them, and those a locked card may show): when an application arrives
 * and when its job's requirements change (a candidate's stored profile does not
 * change once created: a returning applicant's submission is kept apart). The
 * candidate has just applied, so recency is left out: a stored "active 3 days ago"
 * would soon be wrong. Returns how many were scored. Callers give the applications'
 * organization (`which.orgId`), so every statement stays within it (decision 0040).
 */
export async function scoreApplications(
  db: DbOrTx,
  which: repo.ApplicationsToScore,
): Promise<number> {
  const rows = await repo.findApplicationsToScore(db, which);
  if (rows.length === 0) return 0;
  // Each job and each write within the applications' own organization.
  const jobs = new Map<string, Requirements | null>();
  for (const row of rows) {
    if (jobs.has(row.jobId)) continue;
    const job = await repo.findJobRequirements(db, row.jobId, row.orgId);
    jobs.set(row.jobId, job ? jobRequirements(job) : null);
  }
  const scoresByOrg = new Map<
    string,
    Array<{ id: string } & ReturnType<typeof applicationScore>>
  >();
  for (const row of rows) {
    const requirements = jobs.get(row.jobId);
    if (!requirements) continue;
    const scores = scoresByOrg.get(row.orgId) ?? [];
    scores.push({ id: row.id, ...applicationScore(requirements, row) });
    scoresByOrg.set(row.orgId, scores);
  }
  let scored = 0;
  for (const [orgId, scores] of scoresByOrg) {
    await repo.storeApplicationScores(db, orgId, scores);
    scored += scores.length;
  }
  return scored;
}

/** What the engine reads of a candidate's profile to score an application. */
export type ScoredProfile = Omit<Parameters<typeof candidateFacts>[0], 'lastAppliedAt'>;

/**
 * An application's stored score: the candidate's profile against the job's
 * requirements, with its reasons (and those a locked card may show). How recently
 * the person was active does not count here: the score must not age.
 */
export function applicationScore(requirements: Requirements, profile: ScoredProfile) {
  const match = scoreMatch(requirements, {
    ...candidateFacts({ ...profile, lastAppliedAt: null }),
    lastActiveAt: null,
  });
  return { score: match.total, reasons: match.reasons, lockedReasons: match.lockedReasons };
}

/** What the engine reads of a job to score its applications. */
type ScoredJob = Parameters<typeof jobRequirements>[0];

/** Jobs' requirements as last parsed, by what they were parsed from (a few hundred jobs). */
const parsedRequirements = new Map<string, Requirements>();
const PARSED_REQUIREMENTS_KEPT = 500;

/**
 * A new application's score, from its job and the candidate's profile as the caller
 * read them: nothing is read again. The job's requirements are parsed once for its
 * many applications (issue 20: parsing them was a tenth of a public application).
 */
export function scoreNewApplication(job: ScoredJob, profile: ScoredProfile) {
  const key = JSON.stringify([job.id, job.skills, job.seniority, job.location, job.requirements]);
  let requirements = parsedRequirements.get(key);
  if (!requirements) {
    requirements = jobRequirements(job);
    if (parsedRequirements.size >= PARSED_REQUIREMENTS_KEPT) {
      parsedRequirements.delete(parsedRequirements.keys().next().value!);
    }
    parsedRequirements.set(key, requirements);
  }
  return applicationScore(requirements, profile);
}

/** A job's requirements (the organization's job) as the engine scores applications against them, or null. */
export async function findJobScoring(
  db: DbOrTx,
  orgId: string,
  jobId: string,
): Promise<Requirements | null> {
  const job = await repo.findJobRequirements(db, jobId, orgId);
  return job ? jobRequirements(job) : null;
}

/** Applications from before scoring existed are scored this many at a time. */
const BACKFILL_BATCH = 500;

/**
 * Scores every application not scored yet, a batch at a time; returns how many. A
 * platform task: the batch is found in every organization, then scored within each.
 */
export async function scoreUnscoredApplications(db: DbOrTx): Promise<number> {
  let total = 0;
  for (;;) {
    const found = await acrossOrganizations('platform task', () =>
      repo.findUnscoredApplications(db, BACKFILL_BATCH),
    );
    if (found.length === 0) return total;
    const byOrg = new Map<string, string[]>();
    for (const { id, orgId } of found) byOrg.set(orgId, [...(byOrg.get(orgId) ?? []), id]);
    let scored = 0;
    for (const [orgId, applicationIds] of byOrg) {
      scored += await scoreApplications(db, { orgId, applicationIds });
    }
    total += scored;
    if (scored === 0 || found.length < BACKFILL_BATCH) return total;
  }
}

/** The score calculator's candidates: found by name across organizations, typos and all. */
export async function findCandidatesByName(
  ctx: MatchingContext,
  search: string,
): Promise<CandidateOptionsResponse> {
  const query = contactQuery(ctx, search);
  if (!query) return { candidates: [] };
  const found = await acrossOrganizations('matching', () =>
    repo.findCandidatesByName(ctx.db, query, CANDIDATE_OPTIONS_LIMIT),
  );
  return {
    candidates: found
      .map((row) => revealContact(ctx, row))
      .sort((a, b) => a.fullName.localeCompare(b.fullName)),
  };
}
