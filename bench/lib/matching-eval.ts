/**
 * The matching engine's quality on a labelled set (bench/matching-eval): the people
 * of candidates.ts in four organizations, the labelled searches and jobs of
 * queries.ts, each run through the real service (semantic search, job matching) and
 * scored with precision at 5 and 10 and nDCG at 10 (lib/ranking-metrics.ts).
 *
 * The service searches every organization, so the figures mean something only on a
 * database holding this set alone (or with unrelated people): a bulk seed with random
 * skills would compete with the labelled people.
 */
import type { AppContext } from '../../src/server/context';
import { revealContact, sealContact } from '../../src/server/modules/candidates/candidates.service';
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { MatchingContext } from '../../src/server/modules/matching/matching.service';
import { applications, candidates, jobs, organizations } from '../../src/server/db/schema';
import {
  matchCandidatesToJob,
  semanticSearch,
} from '../../src/server/modules/matching/matching.service';
import { DEFAULT_STAGES } from '../../src/shared/rules';
import {
  EVAL_CANDIDATES,
  EVAL_ORGANIZATIONS,
  evalEmail,
  type EvalOrg,
} from '../matching-eval/candidates';
import { EVAL_CASES, type EvalCase } from '../matching-eval/queries';
import { mean, ndcgAt, precisionAt } from './ranking-metrics';

/** How many results each case asks the service for. */
export const EVAL_RESULTS = 10;
/** What the engine must reach, as a mean over the cases (the bar). */
export const EVAL_MIN_PRECISION_AT_5 = 0.8;

const EMAIL_DOMAIN = evalEmail('x').slice(1);
const DAY_MS = 86_400_000;
const jobSlug = (caseId: string) => `eval-${caseId}`;

/**
 * Writes the set: its organizations, one open job each that its people applied to
 * (so each has an application and a date of last activity), the jobs of the job
 * cases, and the people, with what resume analysis would have stored.
 */
export async function seedEvaluationSet(
  ctx: Pick<AppContext, 'db' | 'vault'>,
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  const orgIds = {} as Record<EvalOrg, string>;
  for (const [org, name] of Object.entries(EVAL_ORGANIZATIONS) as Array<[EvalOrg, string]>) {
    const [row] = await db
      .insert(organizations)
      .values({ name, slug: `eval-${org}-${randomUUID().slice(0, 8)}` })
      .returning({ id: organizations.id });
    orgIds[org] = row!.id;
  }

  const openJobs = {} as Record<EvalOrg, string>;
  for (const org of Object.keys(orgIds) as EvalOrg[]) {
    const [row] = await db
      .insert(jobs)
      .values({
        orgId: orgIds[org],
        title: 'Open application',
        location: null,
        stages: [...DEFAULT_STAGES],
        status: 'PUBLISHED',
        publicSlug: `eval-open-${org}-${randomUUID().slice(0, 8)}`,
        publishedAt: now,
      })
      .returning({ id: jobs.id });
    openJobs[org] = row!.id;
  }

  for (const evalCase of EVAL_CASES) {
    if (evalCase.kind !== 'job') continue;
    const { org, ...posting } = evalCase.job;
    await db.insert(jobs).values({
      orgId: orgIds[org],
      ...posting,
      stages: [...DEFAULT_STAGES],
      status: 'PUBLISHED',
      publicSlug: jobSlug(evalCase.id),
      publishedAt: now,
    });
  }

  const people = EVAL_CANDIDATES.map((person, index) => {
    const at = new Date(now.getTime() - person.activeDaysAgo * DAY_MS);
    return {
      person,
      at,
      row: {
        id: randomUUID(),
        orgId: orgIds[person.org],
        ...sealContact(ctx, {
          fullName: person.fullName,
          email: evalEmail(person.key),
          phone: person.hasPhone ? `+233 24 ${String(1_000_000 + index * 7_919).slice(-7)}` : null,
        }),
        location: person.location,
        experienceContext: person.level,
        yearsExperienceInField: person.years,
        skills: person.skills,
        resumeSummary: person.summary,
        ...(person.hasResume
          ? {
              resumeFileKey: `eval/${person.key}-${person.org}.pdf`,
              resumeFileType: 'pdf' as const,
              resumeFileSize: 48_000,
              resumeUploadedAt: at,
            }
          : {}),
        createdAt: at,
        updatedAt: at,
      },
    };
  });
  await db.insert(candidates).values(people.map(({ row }) => row));
  await db.insert(applications).values(
    people.map(({ person, at, row }) => ({
      orgId: row.orgId,
      jobId: openJobs[person.org],
      candidateId: row.id,
      stage: DEFAULT_STAGES[0],
      createdAt: at,
      updatedAt: at,
    })),
  );
}

export interface CaseResult {
  id: string;
  kind: EvalCase['kind'];
  /** The search, or the job's title and place. */
  query: string;
  /** The keys returned, best first (someone outside the set by their email). */
  returned: string[];
  relevant: Readonly<Record<string, number>>;
  precisionAt5: number;
  precisionAt10: number;
  ndcgAt10: number;
  /** Milliseconds the service took. */
  ms: number;
}

export interface MatchingEvaluation {
  cases: CaseResult[];
  searches: number;
  jobs: number;
  candidates: number;
  meanPrecisionAt5: number;
  meanPrecisionAt10: number;
  meanNdcgAt10: number;
  /** The best mean precision at 10 the labels allow (a case with 6 people to find tops at 0.6). */
  ceilingPrecisionAt10: number;
}

/** Runs every case through the service and scores what it returns against the labels. */
export async function runMatchingEvaluation(ctx: MatchingContext): Promise<MatchingEvaluation> {
  // Either record of a person (two organizations, one email) maps to the same key.
  const records = (
    await ctx.db.select({ id: candidates.id, email: candidates.email }).from(candidates)
  )
    .map((row) => revealContact(ctx, row))
    .filter((row) => row.email.endsWith(EMAIL_DOMAIN));
  const keyById = new Map(records.map((row) => [row.id, row.email.slice(0, -EMAIL_DOMAIN.length)]));
  const slugs = await ctx.db
    .select({ id: jobs.id, slug: jobs.publicSlug })
    .from(jobs)
    .where(like(jobs.publicSlug, 'eval-%'));
  const jobIdBySlug = new Map(slugs.map((row) => [row.slug, row.id]));

  const cases: CaseResult[] = [];
  for (const evalCase of EVAL_CASES) {
    const started = performance.now();
    let ids: Array<{ id: string; email: string }>;
    let query: string;
    if (evalCase.kind === 'search') {
      query = evalCase.text;
      const { results } = await semanticSearch(ctx, evalCase.text, EVAL_RESULTS);
      ids = results;
    } else {
      query = `Job: ${evalCase.job.title}, ${evalCase.job.location}`;
      const jobId = jobIdBySlug.get(jobSlug(evalCase.id));
      if (!jobId) throw new Error(`The evaluation job ${evalCase.id} is not seeded`);
      const { matches } = await matchCandidatesToJob(ctx, jobId, EVAL_RESULTS);
      ids = matches.map((match) => ({ id: match.candidateId, email: match.email }));
    }
    const ms = performance.now() - started;
    const returned = ids.map(({ id, email }) => keyById.get(id) ?? `(outside the set) ${email}`);
    cases.push({
      id: evalCase.id,
      kind: evalCase.kind,
      query,
      returned,
      relevant: evalCase.relevant,
      precisionAt5: precisionAt(returned, evalCase.relevant, 5),
      precisionAt10: precisionAt(returned, evalCase.relevant, 10),
      ndcgAt10: ndcgAt(returned, evalCase.relevant, 10),
      ms,
    });
  }
  return {
    cases,
    searches: cases.filter((result) => result.kind === 'search').length,
    jobs: cases.filter((result) => result.kind === 'job').length,
    candidates: new Set(EVAL_CANDIDATES.map((person) => person.key)).size,
    meanPrecisionAt5: mean(cases.map((result) => result.precisionAt5)),
    meanPrecisionAt10: mean(cases.map((result) => result.precisionAt10)),
    meanNdcgAt10: mean(cases.map((result) => result.ndcgAt10)),
    ceilingPrecisionAt10: mean(
      cases.map((result) => Math.min(Object.keys(result.relevant).length, 10) / 10),
    ),
  };
}

const figure = (value: number) => value.toFixed(2);

/** The cases the engine does worst on: lowest precision at 5, then lowest nDCG at 10. */
export function worstCases(result: MatchingEvaluation, count = 5): CaseResult[] {
  return [...result.cases]
    .sort((a, b) => a.precisionAt5 - b.precisionAt5 || a.ndcgAt10 - b.ndcgAt10)
    .slice(0, count);
}

/**
 * For the bench report: the mean figures against the bar, then the worst cases with
 * what came back (each key with its label) and the shortlist picks it missed.
 */
export function formatMatchingEvaluation(result: MatchingEvaluation, worst = 5): string {
  const bar = result.meanPrecisionAt5 >= EVAL_MIN_PRECISION_AT_5 ? 'met' : 'MISSED';
  const lines = [
    `Matching quality: ${result.cases.length} labelled cases (${result.searches} searches, ${result.jobs} jobs), ${result.candidates} people, top ${EVAL_RESULTS}`,
    `  mean precision@5   ${figure(result.meanPrecisionAt5)}  (bar ${figure(EVAL_MIN_PRECISION_AT_5)}: ${bar})`,
    `  mean precision@10  ${figure(result.meanPrecisionAt10)}  (at most ${figure(result.ceilingPrecisionAt10)}: most cases label fewer than 10)`,
    `  mean nDCG@10       ${figure(result.meanNdcgAt10)}`,
    `  worst ${worst} by precision@5, then nDCG@10:`,
  ];
  for (const item of worstCases(result, worst)) {
    const shown = (key: string) => `${key} (${item.relevant[key] ?? 0})`;
    const missed = Object.entries(item.relevant)
      .filter(([key]) => !item.returned.slice(0, 5).includes(key))
      .sort(([, a], [, b]) => b - a)
      .map(([key, grade]) => `${key} (${grade})`);
    lines.push(
      `  - ${item.id}: "${item.query}"  P@5 ${figure(item.precisionAt5)}  P@10 ${figure(item.precisionAt10)}  nDCG@10 ${figure(item.ndcgAt10)}`,
      `      top 5 returned: ${item.returned.slice(0, 5).map(shown).join(', ') || 'nothing'}`,
      `      expected, not in the top 5: ${missed.join(', ') || 'none'}`,
    );
  }
  return lines.join('\n');
}
