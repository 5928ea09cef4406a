import { describe, expect, it } from 'vitest';
import { publicLoadChecks, type LoadResultWithRatio } from '../bench/lib/budgets';
import { formatRatioBeside, settledRate, type RatioBeside } from '../bench/lib/http';

const result = (name: string, requestsPerSecond: number, ratioOfHealthz: number) =>
  ({
    name,
    method: 'GET',
    path: '/',
    connections: 50,
    durationSeconds: 10,
    requestsPerSecond,
    totalResponses: 1,
    latencyP50Ms: 5,
    latencyP95Ms: 8,
    latencyP99Ms: 12,
    latencyMeanMs: 5,
    errors: 0,
    non2xx: 0,
    statusCounts: { '200': 1 },
    ratioOfHealthz,
  }) satisfies LoadResultWithRatio;

const beside: RatioBeside = {
  rounds: 3,
  secondsEach: 4,
  ratios: [0.12, 0.09, 0.11],
  rates: [1200, 900, 1100],
  yardstickRates: [10_000, 10_000, 10_000],
  ratio: 0.11,
  errors: 0,
};

const applyCheck = (load: LoadResultWithRatio[]) =>
  publicLoadChecks(load, { publicJob: 'public job', apply: 'apply' }).find((check) =>
    check.name.startsWith('apply: throughput ratio'),
  )!;

describe("the apply budget's ratio (decision 0059)", () => {
  it('reads the ratio measured in turns with /healthz when there is one', () => {
    const load = [result('public job', 8000, 0.5), { ...result('apply', 700, 0.07), beside }];
    expect(applyCheck(load)).toMatchObject({
      name: 'apply: throughput ratio of /healthz, in turns',
      isPassed: true,
      actual: '0.110',
    });
  });

  it("reads the run's own ratio otherwise", () => {
    const load = [result('public job', 8000, 0.5), result('apply', 700, 0.07)];
    expect(applyCheck(load)).toMatchObject({
      name: 'apply: throughput ratio of /healthz',
      isPassed: false,
      actual: '0.070',
    });
  });

  it('fails when requests of the rounds failed, whatever the ratio', () => {
    const load = [
      result('public job', 8000, 0.5),
      { ...result('apply', 700, 0.07), beside: { ...beside, errors: 12 } },
    ];
    expect(applyCheck(load)).toMatchObject({
      isPassed: false,
      actual: '0.110 (12 requests failed in the rounds)',
    });
    expect(formatRatioBeside('apply', { ...beside, errors: 12 }, '/healthz')).toMatch(
      /median 0\.110; 12 requests failed$/,
    );
  });

  it('prints every round with its rates, and the median', () => {
    expect(formatRatioBeside('apply', beside, '/healthz')).toBe(
      'apply beside /healthz, 3 rounds of 4 s each in turns: 0.120 (1200/s against 10000/s), 0.090 (900/s against 10000/s), 0.110 (1100/s against 10000/s); median 0.110',
    );
  });

  // A yardstick that cost more than alone had to share the machine with something (work
  // the endpoint's run left behind, say): each round says what its requests cost.
  it("prints what each round's yardstick requests cost, when measured", () => {
    const cpu = (serverMs: number, databaseMs: number | null) => ({
      serverMs,
      databaseMs,
      restMs: 0.01,
      busyCores: 1.5,
      cores: 2,
    });
    expect(
      formatRatioBeside(
        'apply',
        { ...beside, yardstickCpu: [cpu(0.038, 0), null, cpu(0.051, null)] },
        '/healthz',
      ),
    ).toBe(
      'apply beside /healthz, 3 rounds of 4 s each in turns: ' +
        '0.120 (1200/s against 10000/s; server 0.038 + database 0.000 ms each), ' +
        '0.090 (900/s against 10000/s), ' +
        '0.110 (1100/s against 10000/s; server 0.051 ms each); median 0.110',
    );
  });

  // The apply rounds' confirmations are delivered after the answers: the time they take
  // is the round's, not the next /healthz round's.
  it("counts the time an endpoint's round takes to settle in its rate, and prints it", () => {
    expect(settledRate(2000, 4, 1)).toBe(1600);
    expect(settledRate(2000, 4, 0)).toBe(2000);
    expect(
      formatRatioBeside('apply', { ...beside, settleSeconds: [1, 0.04, 0.25] }, '/healthz'),
    ).toBe(
      'apply beside /healthz, 3 rounds of 4 s each in turns: ' +
        '0.120 (1200/s counting 1.0 s to settle, against 10000/s), ' +
        '0.090 (900/s counting 0.0 s to settle, against 10000/s), ' +
        '0.110 (1100/s counting 0.3 s to settle, against 10000/s); median 0.110',
    );
  });
});
