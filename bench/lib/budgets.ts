import type { LoadResult } from './http';
import type { PageScriptSize } from './bundle-size';

/**
 * The limits a run must stay within. Throughput is a ratio of /healthz measured in
 * the same run, so the budget holds on a laptop and on a CI runner alike.
 */
export const BUDGETS = {
  publicJobMinRatioOfHealthz: 0.4,
  publicJobMaxP99Ms: 25,
  pageScriptMaxGzipBytes: 150 * 1024,
  /** The board of a job with 2,000 applications, 20 members looking at once, served from its cache. */
  pipelineMaxP99Ms: 50,
  /** The candidates page of an organization with 50,000 candidates, over every kind of search. */
  candidateSearchMaxP95Ms: 50,
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
  names: { publicJob: string; pipeline: string; candidateSearch: string },
  pages: PageScriptSize[],
  /** Checks that are pass or fail by nature, e.g. the unlock race's correctness. */
  otherChecks: Check[],
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
  // Figures from failing requests measure the error path, not the endpoint.
  for (const result of load) {
    checks.push({
      name: `${result.name}: errors`,
      isPassed: result.errors === 0,
      actual: String(result.errors),
      limit: '0',
    });
  }
  for (const page of pages) {
    // A failed page or one without any script is broken, not light.
    const problem =
      page.status !== 200
        ? `HTTP ${page.status}`
        : page.scripts.length === 0
          ? 'no script loaded'
          : undefined;
    checks.push({
      name: `${page.name} page: JavaScript, gzip`,
      isPassed: problem === undefined && page.gzipBytes <= BUDGETS.pageScriptMaxGzipBytes,
      actual: problem ?? `${(page.gzipBytes / 1024).toFixed(1)} KB`,
      limit: `<= ${BUDGETS.pageScriptMaxGzipBytes / 1024} KB`,
    });
  }
  return checks;
}
