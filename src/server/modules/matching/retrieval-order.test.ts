import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acrossOrganizations } from '../../db/across-organizations';
import { candidates } from '../../db/schema';
import { sealContact } from '../candidates/candidates.service';
import { createEmployer } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { findCandidatePool, POOL_SIZE } from './matching.repository';
import { retrievalOf, searchRequirements } from './matching.service';

/**
 * The order of retrieval's queries (decision 0066): a tier's narrower versions (the
 * place, the years) run before the tier itself, which runs only if they fall short.
 * Skills that go together (a profession's) match far more people together than the
 * planner's statistics, which take them as independent, expect: reading such a tier
 * whole first cost job matching three quarters of its database time at a million
 * candidates.
 */
let app: TestApp;
let orgId: string;
const statements: string[] = [];
/** Each statement's parameters, as recorded with it. */
const parameters: unknown[][] = [];
let isRecording = false;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    {
      onQuery: (query, params) => {
        if (!isRecording) return;
        statements.push(query);
        parameters.push(params);
      },
    },
  );
  ({ orgId } = await createEmployer(app));
  // More payroll people in Tamale with years behind them than retrieval takes, and a
  // few elsewhere: everyone who has one of the skills has both.
  const people = (count: number, location: string, years: number) =>
    Array.from({ length: count }, (_, index) => ({
      orgId,
      ...sealContact(app.ctx, {
        fullName: `Payroll Person ${location} ${index}`,
        email: `payroll-${location.toLowerCase()}-${index}@example.test`,
        phone: null,
      }),
      skills: ['Payroll', 'Taxation'],
      yearsExperienceInField: years,
      location,
    }));
  await app.database.db
    .insert(candidates)
    .values([...people(POOL_SIZE + 20, 'Tamale', 6), ...people(30, 'Accra', 1)]);
  await app.database.db.execute('analyze candidates');
});
afterAll(() => app.close());

/** Retrieval as matching runs it: through the app's connections, across organizations. */
const poolOf = (retrieval: ReturnType<typeof retrievalOf>) =>
  acrossOrganizations('matching', () => findCandidatePool(app.ctx.db, retrieval));

const candidateQueries = () =>
  statements.flatMap((query, index) =>
    /from "candidates" where/i.test(query) && !/^explain/i.test(query)
      ? [{ query, params: parameters[index]! }]
      : [],
  );

/** The pool for a search, and the queries of candidates that made it. */
async function recordedPool(search: string) {
  const retrieval = retrievalOf(searchRequirements(search).requirements);
  statements.length = 0;
  parameters.length = 0;
  isRecording = true;
  try {
    return { pool: await poolOf(retrieval), queries: candidateQueries() };
  } finally {
    isRecording = false;
  }
}

describe("retrieval's order within a tier", () => {
  it('reads the narrower versions first, and the tier itself not at all once they fill the pool', async () => {
    const { pool, queries } = await recordedPool('Payroll and taxation in Tamale, 3+ years');

    expect(pool).toHaveLength(POOL_SIZE);
    expect(pool.every((person) => person.location === 'Tamale')).toBe(true);
    // No estimate was asked for. All the narrower versions at once matched more than
    // the pool takes; then the one query in Tamale, with the years, found them.
    expect(statements.some((query) => /^explain/i.test(query))).toBe(false);
    expect(queries).toHaveLength(2);
    expect(queries[0]!.query).not.toMatch(/"years_experience_in_field" >=/);
    expect(queries[0]!.params.at(-1)).toBe(POOL_SIZE + 1);
    expect(queries[1]!.query).toMatch(/"years_experience_in_field" >=/);
    // Each skill in the place through its own pair (decision 0068), not the skill's
    // posting list intersected with the place's.
    expect(queries[1]!.query).toMatch(
      /shortlist_skills_in_place\("candidates"."skills", "candidates"."location"\) @> \$1::text\[\]/,
    );
    expect(queries[1]!.params[0]).toEqual(['payroll@tamale', 'taxation@tamale']);
  });

  it('reads a tier’s narrower versions in one query when they all fit in the pool', async () => {
    const { pool, queries } = await recordedPool('Payroll and taxation in Accra, 3+ years');

    // Accra's thirty (none with the years), then the tier itself for the rest.
    expect(pool).toHaveLength(POOL_SIZE);
    expect(pool.filter((person) => person.location === 'Accra')).toHaveLength(30);
    expect(queries).toHaveLength(2);
    expect(queries[0]!.params.at(-1)).toBe(POOL_SIZE + 1);
    expect(queries[0]!.params).toContainEqual(['payroll@accra', 'taxation@accra']);
    expect(queries[1]!.query).not.toMatch(/shortlist_skills_in_place/);
  });

  it('still finds everyone the tier matches when the narrower versions fall short', async () => {
    const retrieval = retrievalOf(
      searchRequirements('Payroll and taxation in Kumasi').requirements,
    );
    const pool = await poolOf(retrieval);
    // Nobody is in Kumasi: the tier itself gives the pool, Tamale's people and Accra's.
    expect(pool).toHaveLength(POOL_SIZE);
    expect(new Set(pool.map((person) => person.id)).size).toBe(POOL_SIZE);
  });
});
