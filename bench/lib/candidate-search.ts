/**
 * The candidates page of a large organization: SEARCH_CANDIDATES candidates with
 * one application each (spread over SEARCH_JOBS jobs, 10% unlocked), searched by
 * its ADMIN with the queries people type: a common skill, a rare one, a city, two
 * words, an unlocked person's surname, and nothing (the first page).
 */
import type pg from 'pg';
import { sealSeededContacts } from './seal-seeded';
import { RARE_SKILL, seedEmployerWithApplications } from './bulk-seed';
import type { LoadTest } from './http';
import { median, roundMs } from './stats';

export const SEARCH_CANDIDATES = 50_000;
/** A big employer hires for many roles; it also keeps each job's version-bumping triggers short. */
const SEARCH_JOBS = 20;
const JOB_TITLES = [
  'Sales Executive',
  'Accountant',
  'Software Engineer',
  'Customer Service Officer',
  'Data Analyst',
];

export interface CandidateSearchFixture {
  orgId: string;
  cookie: string;
  variants: Array<{ name: string; path: string }>;
  /** How many applications each search matches (by variant name), for the report. */
  matches: Record<string, number>;
}

const searchPath = (q?: string) =>
  q === undefined ? '/api/v1/candidates' : `/api/v1/candidates?q=${encodeURIComponent(q)}`;

export async function seedCandidateSearch(
  baseUrl: string,
  db: pg.Pool,
): Promise<CandidateSearchFixture> {
  const { employer, ...member } = await seedEmployerWithApplications(baseUrl, db, {
    employer: {
      orgName: 'Gold Coast Retail Group',
      name: 'Kwesi Quaye',
      emailLocalPart: 'kwesi.quaye',
    },
    jobTitles: Array.from(
      { length: SEARCH_JOBS },
      (_, i) => `${JOB_TITLES[i % JOB_TITLES.length]!} ${Math.floor(i / JOB_TITLES.length) + 1}`,
    ),
    count: SEARCH_CANDIDATES,
    unlockedShare: 0.1,
    rejectedShare: 0.05,
    seed: 0.55,
    emailDomain: 'search.example',
  });

  // The surname of an unlocked candidate: found by name only through that unlock.
  const { rows } = await db.query<{ surname: string }>(
    `select split_part(c.full_name, ' ', 2) as surname
     from applications a join candidates c on c.id = a.candidate_id
     where a.org_id = $1 and a.unlock_status = 'UNLOCKED'
     order by a.created_at desc limit 1`,
    [member.orgId],
  );
  const surname = rows[0]?.surname;
  if (!surname) throw new Error('No unlocked candidate was seeded');
  // Seeded in SQL, so in the clear: sealed now as the server would have (names searchable by token).
  await sealSeededContacts(db);

  const terms: Array<{ name: string; q?: string }> = [
    { name: 'common skill', q: 'react' },
    { name: 'rare skill', q: RARE_SKILL.toLowerCase() },
    { name: 'city', q: 'kumasi' },
    { name: 'two words', q: 'senior accra' },
    { name: 'unlocked surname', q: surname.toLowerCase() },
    { name: 'no query' },
  ];
  const variants = terms.map((term) => ({
    name: term.q === undefined ? term.name : `${term.name} "${term.q}"`,
    path: searchPath(term.q),
  }));
  const matches: Record<string, number> = {};
  for (const variant of variants) {
    const response = await fetch(`${baseUrl}${variant.path}`, {
      headers: { accept: 'application/json', cookie: employer.cookie },
    });
    if (response.status !== 200) throw new Error(`GET ${variant.path} answered ${response.status}`);
    matches[variant.name] = ((await response.json()) as { total: number }).total;
    // A search that finds nothing would measure the empty path: the data is not what it should be.
    if (!matches[variant.name]) throw new Error(`GET ${variant.path} found no candidate`);
  }
  return { orgId: member.orgId, cookie: employer.cookie, variants, matches };
}

export function candidateSearchLoadTest(
  name: string,
  fixture: CandidateSearchFixture,
  connections: number,
): LoadTest {
  return {
    name,
    method: 'GET',
    path: '/api/v1/candidates?q=…',
    expectedStatus: 200,
    headers: { cookie: fixture.cookie },
    connections,
    variants: fixture.variants,
  };
}

const ALONE_REQUESTS = 10;

export interface SearchAloneFigures {
  /** Median of ALONE_REQUESTS requests one at a time, by variant name. */
  medianMs: Record<string, number>;
  /** The same, each request right after a change to the organization's data, so nothing it counted is reused. */
  afterChangeMedianMs: Record<string, number>;
}

/**
 * Each search on its own, one request at a time: the cost of the request itself,
 * without the queueing that concurrent requests add on a small machine. Then again
 * with a change before every request (what any new application or unlock does to
 * the data version), which is what a search costs when its count cannot be reused.
 */
export async function measureSearchesAlone(
  baseUrl: string,
  db: pg.Pool,
  fixture: CandidateSearchFixture,
): Promise<SearchAloneFigures> {
  const figures: SearchAloneFigures = { medianMs: {}, afterChangeMedianMs: {} };
  for (const variant of fixture.variants) {
    for (const afterChange of [false, true]) {
      const times: number[] = [];
      for (let i = 0; i < ALONE_REQUESTS; i += 1) {
        if (afterChange) {
          await db.query('update pipeline_versions set version = version + 1 where org_id = $1', [
            fixture.orgId,
          ]);
        }
        const started = performance.now();
        const response = await fetch(`${baseUrl}${variant.path}`, {
          headers: { accept: 'application/json', cookie: fixture.cookie },
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200)
          throw new Error(`GET ${variant.path} answered ${response.status}`);
      }
      const target = afterChange ? figures.afterChangeMedianMs : figures.medianMs;
      target[variant.name] = roundMs(median(times));
    }
  }
  return figures;
}
