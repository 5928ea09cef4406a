import type { MatchScoreView } from '../../../shared/matching';
import type { Seniority as JobSeniority } from '../../../shared/jobs';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { detectSkills } from '../candidates/resume/detect-skills';
import { findPlace } from './engine/ghana-places';
import { parseQuery, type Seniority } from './engine/parse-query';
import { scoreMatch, type CandidateFacts, type Requirements } from './engine/score';
import * as repo from './matching.repository';

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
  const years = job.requirements.map((line) => parseQuery(line).minYears).find((y) => y !== null);
  return {
    skills: [...skills],
    minYears: years ?? null,
    seniority: job.seniority ? SENIORITY_OF_JOB[job.seniority] : null,
    place: findPlace(job.location),
    isNear: false,
  };
}

export function candidateFacts(
  row: NonNullable<Awaited<ReturnType<typeof repo.findCandidateFacts>>>,
): CandidateFacts {
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
 * belong to different ones. Success probability stays null until pipeline history
 * can back it.
 */
export async function scoreCandidateForJob(
  ctx: AppContext,
  candidateId: string,
  jobId: string,
): Promise<MatchScoreView> {
  const [candidate, job] = await Promise.all([
    repo.findCandidateFacts(ctx.db, candidateId),
    repo.findJobRequirements(ctx.db, jobId),
  ]);
  if (!candidate) throw new AppError('candidate_not_found');
  if (!job) throw new AppError('job_not_found');
  const match = scoreMatch(jobRequirements(job), candidateFacts(candidate));
  return {
    candidateId,
    jobId,
    totalScore: match.total,
    skillScore: percent(match.parts.skills.score),
    experienceScore: percent(match.parts.experience.score),
    locationScore: percent(match.parts.location.score),
    successProbability: null,
    matchReasons: match.reasons,
  };
}
