import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVAL_MIN_PRECISION_AT_5,
  formatMatchingEvaluation,
  runMatchingEvaluation,
  seedEvaluationSet,
  type MatchingEvaluation,
} from '../../../../bench/lib/matching-eval';
import { EVAL_CANDIDATES } from '../../../../bench/matching-eval/candidates';
import { EVAL_CASES } from '../../../../bench/matching-eval/queries';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { acrossOrganizations } from '../../db/across-organizations';

let app: TestApp;
let evaluation: MatchingEvaluation;

beforeAll(async () => {
  app = await createTestApp();
  await seedEvaluationSet(app.ctx);
  // The evaluation labels what matching returns by reading every organization's records.
  evaluation = await acrossOrganizations('matching', () => runMatchingEvaluation(app.ctx));
  // MATCHING_EVAL_WORST=45 lists every case, not only the 5 worst.
  const worst = Number(process.env.MATCHING_EVAL_WORST) || 5;
  process.stdout.write(`\n${formatMatchingEvaluation(evaluation, worst)}\n`);
});
afterAll(() => app.close());

describe('the labelled evaluation set', () => {
  it('labels only people it has, each case with at least 5 to find', () => {
    const keys = new Set(EVAL_CANDIDATES.map((person) => person.key));
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(35);
    expect(new Set(EVAL_CASES.map((item) => item.id)).size).toBe(EVAL_CASES.length);
    for (const item of EVAL_CASES) {
      expect(
        Object.keys(item.relevant).filter((key) => !keys.has(key)),
        item.id,
      ).toEqual([]);
      expect(Object.keys(item.relevant).length, item.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives each person one key: a second record is the same person in another organization', () => {
    const seen = new Map<string, string>();
    for (const person of EVAL_CANDIDATES) {
      const org = seen.get(person.key);
      if (org === undefined) {
        expect(person.duplicateOf, person.key).toBeUndefined();
        seen.set(person.key, person.org);
      } else {
        expect(person.duplicateOf, person.key).toBe(person.key);
        expect(person.org, person.key).not.toBe(org);
      }
    }
  });
});

describe('matching quality', () => {
  it('lists a person in two organizations once', () => {
    for (const item of evaluation.cases) {
      expect(new Set(item.returned).size, item.id).toBe(item.returned.length);
    }
  });

  it(`reaches a mean precision at 5 of ${EVAL_MIN_PRECISION_AT_5}`, () => {
    expect(evaluation.meanPrecisionAt5).toBeGreaterThanOrEqual(EVAL_MIN_PRECISION_AT_5);
  });
});
