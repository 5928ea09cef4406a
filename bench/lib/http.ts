/**
 * Load with wrk (decision 0019): a C load generator in its own process, so the
 * figures are the server's and not those of a JavaScript client sharing the same
 * two cores. Each test becomes a small Lua script (paths, headers, bodies and a
 * status count); wrk prints its summary as one JSON line that we parse.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuPerRequest, takeCpuSnapshot, type CpuPerRequest } from './cpu';
import { median } from './stats';

const run = promisify(execFile);

export interface LoadTest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The one status a correct answer has; anything else counts as an error. */
  expectedStatus: number;
  /**
   * A JSON body for every request, in which each `{n}` becomes a value unique to
   * that request: for endpoints whose effect depends on the body (a new applicant).
   */
  uniqueBody?: string;
  /** Sent with every request, e.g. the session cookie of a signed-in member. */
  headers?: Record<string, string>;
  /** Overrides the run's connection count, for endpoints measured at their own concurrency. */
  connections?: number;
  /** Several paths every connection takes in turn (instead of `path`): one search endpoint with different queries, say. */
  variants?: Array<{ name: string; path: string }>;
  /**
   * Requests come from this many clients in turn, each its own address in
   * X-Forwarded-For (the server trusts its proxy, TRUST_PROXY): per-IP rate limits
   * count each one's requests apart, as a crowd of candidates would be counted.
   */
  clientIps?: number;
}

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** The server's process: what it and the database spend per request is measured too. */
  serverPid?: number;
}

export interface LoadResult {
  name: string;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  totalResponses: number;
  /** Milliseconds to one decimal (wrk records microseconds). */
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  /** Connection errors and timeouts plus responses with another status than expected. */
  errors: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  /** The server's event-loop delay during the measured run (its /metrics), when read. */
  eventLoopP99Ms?: number;
  /** The machine's CPU per request during the measured run, by whom (cpu.ts); when measured. */
  cpu?: CpuPerRequest;
  /** Its throughput beside /healthz's measured in turns, when its budget is a ratio of it. */
  beside?: RatioBeside;
}

/** What the script's done() prints: wrk's own summary and the statuses every thread saw. */
interface WrkSummary {
  requests: number;
  durationUs: number;
  errors: { connect: number; read: number; write: number; timeout: number };
  latencyUs: { p50: number; p95: number; p99: number; mean: number };
  statuses: Record<string, number>;
}

const RESULT_MARK = 'WRK_RESULT ';

/** A Lua string literal: printable ASCII as is, every other byte as a decimal escape. */
export function luaString(value: string): string {
  let literal = '"';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    literal +=
      byte >= 0x20 && byte < 0x7f && char !== '"' && char !== '\\'
        ? char
        : `\\${String(byte).padStart(3, '0')}`;
  }
  return `${literal}"`;
}

/** The Lua script wrk runs for one test; `runId` keeps unique bodies unique across runs. */
export function wrkScript(test: LoadTest, runId: string): string {
  const paths = (test.variants ?? [{ path: test.path }]).map((variant) => luaString(variant.path));
  const headers: Record<string, string> = { accept: 'application/json', ...test.headers };
  if (test.uniqueBody !== undefined) headers['content-type'] = 'application/json';
  const headerLines = Object.entries(headers).map(
    ([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`,
  );
  return `
local paths = { ${paths.join(', ')} }
local method = ${luaString(test.method)}
local template = ${test.uniqueBody === undefined ? 'nil' : luaString(test.uniqueBody)}
local run_id = ${luaString(runId)}
local client_ips = ${test.clientIps ?? 0}
${headerLines.join('\n')}

local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("thread_id", #threads)
end

local sent = 0
statuses = {}
function request()
  sent = sent + 1
  local body = nil
  if template then
    local unique = run_id .. "-" .. thread_id .. "-" .. sent
    body = (string.gsub(template, "{n}", unique))
  end
  local headers = nil
  if client_ips > 0 then
    -- wrk.format sends the headers given instead of wrk.headers: start from a copy.
    headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    headers["X-Forwarded-For"] = "10.20.0." .. ((sent + thread_id) % client_ips + 1)
  end
  return wrk.format(method, paths[(sent - 1) % #paths + 1], headers, body)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local parts = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      parts[status] = (parts[status] or 0) + count
    end
  end
  local list = {}
  for status, count in pairs(parts) do
    table.insert(list, string.format('"%d":%d', status, count))
  end
  local e = summary.errors
  io.write(string.format(
    '${RESULT_MARK}{"requests":%d,"durationUs":%d,"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},' ..
    '"latencyUs":{"p50":%d,"p95":%d,"p99":%d,"mean":%f},"statuses":{%s}}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.mean,
    table.concat(list, ",")))
end
`;
}

let wrkChecked = false;
async function assertWrkInstalled(): Promise<void> {
  if (wrkChecked) return;
  try {
    await run('wrk', ['--version']).catch((error: { code?: unknown; stdout?: string }) => {
      // wrk --version prints its version and exits 1.
      if (error.code === 'ENOENT') throw error;
    });
  } catch {
    throw new Error(
      'The load generator wrk is not installed: `apt-get install wrk` (Debian/Ubuntu) or `brew install wrk`',
    );
  }
  wrkChecked = true;
}

async function runWrk(
  test: LoadTest,
  settings: LoadSettings,
  seconds: number,
  connections: number,
): Promise<WrkSummary> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-wrk-'));
  const scriptFile = path.join(dir, 'test.lua');
  try {
    fs.writeFileSync(scriptFile, wrkScript(test, randomBytes(4).toString('hex')));
    const threads = Math.max(1, Math.min(2, os.cpus().length, connections));
    const { stdout } = await run(
      'wrk',
      [
        `--threads=${threads}`,
        `--connections=${connections}`,
        `--duration=${seconds}s`,
        '--timeout=10s',
        `--script=${scriptFile}`,
        settings.baseUrl,
      ],
      { maxBuffer: 1024 * 1024 },
    );
    const line = stdout.split('\n').find((text) => text.startsWith(RESULT_MARK));
    if (!line) throw new Error(`wrk printed no summary for ${test.name}:\n${stdout}`);
    return JSON.parse(line.slice(RESULT_MARK.length)) as WrkSummary;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

export function toLoadResult(test: LoadTest, connections: number, summary: WrkSummary): LoadResult {
  const totalResponses = Object.values(summary.statuses).reduce((sum, count) => sum + count, 0);
  const expected = summary.statuses[String(test.expectedStatus)] ?? 0;
  const nonSuccess = Object.entries(summary.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const { connect, read, write, timeout } = summary.errors;
  const durationSeconds = summary.durationUs / 1e6;
  return {
    name: test.name,
    method: test.method,
    path: test.path,
    connections,
    durationSeconds: Math.round(durationSeconds * 10) / 10,
    requestsPerSecond: durationSeconds > 0 ? summary.requests / durationSeconds : 0,
    totalResponses,
    latencyP50Ms: ms(summary.latencyUs.p50),
    latencyP95Ms: ms(summary.latencyUs.p95),
    latencyP99Ms: ms(summary.latencyUs.p99),
    latencyMeanMs: ms(summary.latencyUs.mean),
    errors: connect + read + write + timeout + (totalResponses - expected),
    non2xx: nonSuccess,
    statusCounts: summary.statuses,
  };
}

/** One wrk run, with what the server and the database spent per request meanwhile. */
async function runWrkMeasured(
  test: LoadTest,
  settings: LoadSettings,
  seconds: number,
  connections: number,
) {
  const snapshot = () => (settings.serverPid ? takeCpuSnapshot(settings.serverPid) : null);
  const before = snapshot();
  const summary = await runWrk(test, settings, seconds, connections);
  return { summary, cpu: cpuPerRequest(before, snapshot(), summary.requests) };
}

/**
 * One endpoint under constant concurrency: a warm-up whose figures are thrown
 * away (JIT, connection pools and PostgreSQL caches fill up), then the measured run.
 */
export async function measureLoad(test: LoadTest, settings: LoadSettings): Promise<LoadResult> {
  await assertWrkInstalled();
  const connections = test.connections ?? settings.connections;
  if (settings.warmupSeconds > 0) {
    await runWrk(test, settings, settings.warmupSeconds, connections);
  }
  // A scrape starts the server's event-loop delay window; the next one reads it.
  await readEventLoopP99Ms(settings.baseUrl);
  const { summary, cpu } = await runWrkMeasured(
    test,
    settings,
    settings.durationSeconds,
    connections,
  );
  const eventLoopP99Ms = await readEventLoopP99Ms(settings.baseUrl);
  return { ...toLoadResult(test, connections, summary), eventLoopP99Ms, ...(cpu ? { cpu } : {}) };
}

/**
 * The server's event-loop delay p99 since its previous /metrics answer, in ms
 * (nodejs_eventloop_delay_seconds, a window per scrape); undefined when not served.
 */
export async function readEventLoopP99Ms(baseUrl: string): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/metrics`).catch(() => null);
  if (!response?.ok) return undefined;
  const text = await response.text();
  const match = /^nodejs_eventloop_delay_seconds\{quantile="0\.99"\} (\S+)$/m.exec(text);
  return match ? Math.round(Number(match[1]) * 10_000) / 10 : undefined;
}

/** An endpoint's throughput as a ratio of a yardstick's, the two measured in turns. */
export interface RatioBeside {
  rounds: number;
  secondsEach: number;
  /** Each round's ratio: the endpoint's requests a second over the yardstick's just before. */
  ratios: number[];
  yardstickRates: number[];
  rates: number[];
  /**
   * What the server and the database spent per yardstick request in each round, when
   * measured: work left over from the endpoint's run (or anything else on the machine)
   * shows here as a yardstick dearer than when it ran alone.
   */
  yardstickCpu?: Array<CpuPerRequest | null>;
  /**
   * Seconds each round of the endpoint took after its load to settle what it left
   * (`settle`: the emails it queued, delivered), counted in its rate: otherwise that
   * work would run during the yardstick's next round and be charged to it.
   */
  settleSeconds?: number[];
  /** The median round's ratio. */
  ratio: number;
  /** Requests of the rounds (both endpoints') that failed: the ratio then is not the endpoint's. */
  errors: number;
}

/**
 * `test`'s throughput beside `yardstick`'s, measured in `rounds` alternating runs of
 * `seconds` each (after both were warmed up by measureLoad): this machine's speed moves
 * by half from one minute to the next, so a ratio of two runs a minute apart says as
 * much about the machine as about the endpoint. Each round's ratio compares runs
 * seconds apart; the median round's is the figure. Failed requests are counted
 * (the budget fails with them), not thrown: the run's other figures still stand.
 */
export async function measureRatioBeside(
  test: LoadTest,
  yardstick: LoadTest,
  settings: LoadSettings,
  rounds: number,
  seconds: number,
  settle?: () => Promise<void>,
): Promise<RatioBeside> {
  let errors = 0;
  const run = async (each: LoadTest) => {
    const connections = each.connections ?? settings.connections;
    const { summary, cpu } = await runWrkMeasured(each, settings, seconds, connections);
    const result = toLoadResult(each, connections, summary);
    errors += result.errors;
    return { rate: result.requestsPerSecond, cpu };
  };
  const yardstickRates: number[] = [];
  const yardstickCpu: Array<CpuPerRequest | null> = [];
  const rates: number[] = [];
  const settleSeconds: number[] = [];
  // What the load before the rounds left (the endpoint's own measured run, say) is
  // settled first, uncounted: left running, it slowed the first yardstick round.
  await settle?.();
  for (let round = 0; round < rounds; round += 1) {
    const measured = await run(yardstick);
    yardstickRates.push(measured.rate);
    yardstickCpu.push(measured.cpu);
    const { rate } = await run(test);
    const settling = performance.now();
    await settle?.();
    const settled = (performance.now() - settling) / 1000;
    settleSeconds.push(settled);
    rates.push(settledRate(rate, seconds, settled));
  }
  const ratios = rates.map((rate, round) => rate / yardstickRates[round]!);
  return {
    rounds,
    secondsEach: seconds,
    ratios,
    yardstickRates,
    rates,
    ...(settings.serverPid ? { yardstickCpu } : {}),
    ...(settle ? { settleSeconds } : {}),
    ratio: median(ratios),
    errors,
  };
}

/** A rate over `seconds` of load, spread over the seconds it then took to settle too. */
export const settledRate = (rate: number, seconds: number, settled: number) =>
  (rate * seconds) / (seconds + settled);

/** What a yardstick request cost the server (and the database, when it runs here). */
const yardstickCost = (cpu: CpuPerRequest) =>
  `server ${cpu.serverMs.toFixed(3)}${cpu.databaseMs === null ? '' : ` + database ${cpu.databaseMs.toFixed(3)}`} ms each`;

export function formatRatioBeside(name: string, beside: RatioBeside, yardstick: string): string {
  const rounds = beside.ratios
    .map((ratio, round) => {
      const cpu = beside.yardstickCpu?.[round];
      const cost = cpu ? `; ${yardstickCost(cpu)}` : '';
      const settled = beside.settleSeconds?.[round];
      const settling = settled === undefined ? '' : ` counting ${settled.toFixed(1)} s to settle,`;
      return `${ratio.toFixed(3)} (${Math.round(beside.rates[round]!)}/s${settling} against ${Math.round(beside.yardstickRates[round]!)}/s${cost})`;
    })
    .join(', ');
  const failed = beside.errors > 0 ? `; ${beside.errors} requests failed` : '';
  return `${name} beside ${yardstick}, ${beside.rounds} rounds of ${beside.secondsEach} s each in turns: ${rounds}; median ${beside.ratio.toFixed(3)}${failed}`;
}
