import type { LoadResult } from './http';
import type { PageScriptSize } from './bundle-size';

/**
 * The limits a run must stay within. Throughput is a ratio of /healthz measured in
 * the same run, so the budget holds on a laptop and on a CI runner alike.
 */
export const BUDGETS = {
  publicJobMinRatioOfHealthz: 0.4,
  publicJobMaxP99Ms: 25,
  /** Issue 20: a steady tail, the p99 at most this many times the p95 of the same run. */
  publicJobMaxP99OverP95: 3,
  /** Issue 20: applications from 50 addresses, each counted by the per-IP rate limit. */
  applyMinRatioOfHealthz: 0.1,
  /** The first answer of the board of a job with 20,000 applications, 20 members looking at once. */
  pipelineMaxP99Ms: 50,
  /** The candidates page of an organization with 50,000 candidates, over every kind of search. */
  candidateSearchMaxP95Ms: 50,
} as const;

/** The pages' budgets of issue 19: a first visit on a cheap phone over slow mobile data. */
export const PAGE_BUDGETS = {
  landing: { scriptWireBytes: 100 * 1024, fcpMs: 1_500 },
  publicJob: { scriptWireBytes: 60 * 1024, fcpMs: 1_500, usableMs: 2_500 },
} as const;

export interface Check {
  name: string;
  isPassed: boolean;
  actual: string;
  limit: string;
}

export interface LoadResultWithRatio extends LoadResult {
  /** requests/s of this endpoint divided by those of /healthz in the same run. */
  ratioOfHealthz: number;
}

function findResult(load: LoadResultWithRatio[], name: string): LoadResultWithRatio {
  const result = load.find((candidate) => candidate.name === name);
  if (!result) throw new Error(`No load result named ${name}`);
  return result;
}

export function evaluateBudgets(
  load: LoadResultWithRatio[],
  names: { publicJob: string; apply: string; pipeline: string; candidateSearch: string },
  pages: PageScriptSize[],
  /** Checks that are pass or fail by nature, e.g. the unlock race's correctness. */
  otherChecks: Check[],
): Check[] {
  const checks: Check[] = publicLoadChecks(load, names);
  const pipeline = findResult(load, names.pipeline);
  checks.push({
    name: `${names.pipeline}: latency p99`,
    isPassed: pipeline.latencyP99Ms < BUDGETS.pipelineMaxP99Ms,
    actual: `${pipeline.latencyP99Ms} ms`,
    limit: `< ${BUDGETS.pipelineMaxP99Ms} ms`,
  });
  const search = findResult(load, names.candidateSearch);
  checks.push({
    name: `${names.candidateSearch}: latency p95, all searches`,
    isPassed: search.latencyP95Ms < BUDGETS.candidateSearchMaxP95Ms,
    actual: `${search.latencyP95Ms} ms`,
    limit: `< ${BUDGETS.candidateSearchMaxP95Ms} ms`,
  });
  checks.push(...otherChecks);
  checks.push(...errorChecks(load));
  checks.push(...evaluatePageBudgets(pages));
  return checks;
}

/** The public endpoints' budgets: the job's throughput, latency and tail, and apply's throughput. */
export function publicLoadChecks(
  load: LoadResultWithRatio[],
  names: { publicJob: string; apply: string },
): Check[] {
  const checks: Check[] = [];
  const publicJobName = names.publicJob;
  const publicJob = findResult(load, publicJobName);

  checks.push({
    name: `${publicJobName}: throughput ratio of /healthz`,
    isPassed: publicJob.ratioOfHealthz >= BUDGETS.publicJobMinRatioOfHealthz,
    actual: publicJob.ratioOfHealthz.toFixed(2),
    limit: `>= ${BUDGETS.publicJobMinRatioOfHealthz}`,
  });
  checks.push({
    name: `${publicJobName}: latency p99`,
    isPassed: publicJob.latencyP99Ms < BUDGETS.publicJobMaxP99Ms,
    actual: `${publicJob.latencyP99Ms} ms`,
    limit: `< ${BUDGETS.publicJobMaxP99Ms} ms`,
  });
  const tail = publicJob.latencyP99Ms / publicJob.latencyP95Ms;
  checks.push({
    name: `${publicJobName}: p99 / p95 (a steady tail)`,
    isPassed: tail <= BUDGETS.publicJobMaxP99OverP95,
    actual: `${tail.toFixed(2)} (${publicJob.latencyP99Ms} / ${publicJob.latencyP95Ms} ms)`,
    limit: `<= ${BUDGETS.publicJobMaxP99OverP95}`,
  });
  const apply = findResult(load, names.apply);
  // Measured in turns with /healthz when it was (decision 0059): the machine's speed moves
  // between two runs a minute apart.
  const applyRatio = apply.beside?.ratio ?? apply.ratioOfHealthz;
  // A failed request is a quick answer, not an application: the ratio would flatter.
  const failed = apply.beside?.errors ?? 0;
  checks.push({
    name: `${names.apply}: throughput ratio of /healthz${apply.beside ? ', in turns' : ''}`,
    isPassed: applyRatio >= BUDGETS.applyMinRatioOfHealthz && failed === 0,
    actual: `${applyRatio.toFixed(3)}${failed > 0 ? ` (${failed} requests failed in the rounds)` : ''}`,
    limit: `>= ${BUDGETS.applyMinRatioOfHealthz}`,
  });
  return checks;
}

/** Figures from failing requests measure the error path, not the endpoint: none may fail. */
export function errorChecks(load: LoadResult[]): Check[] {
  return load.map((result) => ({
    name: `${result.name}: errors`,
    isPassed: result.errors === 0,
    actual: String(result.errors),
    limit: '0',
  }));
}

export function evaluatePageBudgets(pages: PageScriptSize[]): Check[] {
  return pages.flatMap(pageChecks);
}

/**
 * A page's budgets (issue 19), on a first visit: its JavaScript as the server sends it,
 * first contentful paint and the time until its form can be used on the throttled
 * profile, and no serious or critical accessibility violation.
 */
function pageChecks(page: PageScriptSize): Check[] {
  // A failed page or one without any script is broken, not light.
  const problem =
    page.status !== 200
      ? `HTTP ${page.status}`
      : page.scripts.length === 0
        ? 'no script loaded'
        : page.pageErrors.length > 0
          ? `page error: ${page.pageErrors[0]}`
          : undefined;
  const { budget, throttled } = page;
  const timeCheck = (what: string, actual: number | null, limit: number): Check => ({
    name: `${page.name} page: ${what} (slow phone)`,
    isPassed: problem === undefined && actual !== null && actual < limit,
    actual: problem ?? (actual === null ? 'not measured' : `${actual} ms`),
    limit: `< ${limit} ms`,
  });
  const checks: Check[] = [
    {
      name: `${page.name} page: JavaScript on the wire`,
      isPassed: problem === undefined && page.wireBytes <= budget.scriptWireBytes,
      actual: problem ?? `${(page.wireBytes / 1024).toFixed(1)} KB`,
      limit: `<= ${budget.scriptWireBytes / 1024} KB`,
    },
    timeCheck('first contentful paint', throttled.fcpMs, budget.fcpMs),
  ];
  if (budget.usableMs !== undefined) {
    checks.push(timeCheck('form usable', throttled.usableMs, budget.usableMs));
  }
  checks.push({
    name: `${page.name} page: serious or critical accessibility violations`,
    isPassed: page.accessibility.length === 0,
    actual:
      page.accessibility.length === 0
        ? '0'
        : page.accessibility.map((violation) => violation.id).join(', '),
    limit: '0',
  });
  return checks;
}
