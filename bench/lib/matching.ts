/**
 * Matching at platform scale (issue 17, decision 0032): MATCHING_CANDIDATES
 * candidates across MATCHING_ORGS organizations, with skills drawn from the
 * engine's skill families (a profession each, sometimes a second one), Ghanaian
 * places weighted as applicants are (most in Accra and Kumasi), years and profiles
 * of every kind, one application each; one organization's job has
 * TARGET_APPLICANTS applicants. In a database and a server of its own, so the
 * million rows weigh on no other scenario.
 *
 * Measured with wrk at MATCHING_CONNECTIONS connections, signed in to the password
 * console: semantic search over mixed queries, job matching for the big job, and
 * the score call. Then the index sizes, the plans of the hot queries (EXPLAIN
 * ANALYZE) and the labelled evaluation set's quality (on a database of its own).
 */
import { randomBytes } from 'node:crypto';
import { ContactVault } from '../../src/server/modules/candidates/contact-vault';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { GHANA_TOWNS } from '../../src/server/modules/matching/engine/ghana-places';
import { SKILL_FAMILIES } from '../../src/server/modules/matching/engine/skill-relations';
import {
  POOL_SIZE,
  retrievalTiers,
  tierQuery,
} from '../../src/server/modules/matching/matching.repository';
import {
  jobRequirements,
  retrievalOf,
  searchRequirements,
} from '../../src/server/modules/matching/matching.service';
import { DEFAULT_STAGES } from '../../src/shared/rules';
import { FIRST_NAMES, SURNAMES } from './bulk-seed';
import { createBenchDatabase } from './database';
import { measureLoad, type LoadResult } from './http';
import {
  formatMatchingEvaluation,
  runMatchingEvaluation,
  seedEvaluationSet,
  type MatchingEvaluation,
} from './matching-eval';
import { signInConsole, startServer } from './server';

export const MATCHING_CANDIDATES = Number(process.env.BENCH_MATCHING_CANDIDATES) || 1_000_000;
export const MATCHING_ORGS = 2_000;
export const TARGET_APPLICANTS = 5_000;
export const MATCHING_CONNECTIONS = 10;
export const SEMANTIC_MAX_P95_MS = 100;
export const JOB_MATCH_MAX_P95_MS = 150;
export const SCORE_MAX_P95_MS = 20;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 10;
const ADMIN_PASSWORD = 'bench matching console passphrase';

/** A title for each skill family, as people call the job. */
const PROFESSION_TITLES: Record<string, string> = {
  frontend: 'Frontend Developer',
  backend: 'Backend Developer',
  mobile: 'Mobile Developer',
  devops: 'DevOps Engineer',
  data: 'Data Analyst',
  machineLearning: 'Machine Learning Engineer',
  accounting: 'Accountant',
  finance: 'Finance Officer',
  sales: 'Sales Executive',
  marketing: 'Marketing Officer',
  health: 'Nurse',
  logistics: 'Logistics Officer',
  people: 'HR Officer',
  agriculture: 'Agronomist',
  design: 'Graphic Designer',
  construction: 'Site Engineer',
  teaching: 'Teacher',
};

const PROFESSIONS = Object.entries(SKILL_FAMILIES).map(([family, skills]) => ({
  title: PROFESSION_TITLES[family] ?? `${family} specialist`,
  skills: [...skills],
}));

/** Where applicants say they are: the big cities most, every town some, a few misspelt or unsaid. */
const LOCATIONS: Array<string | null> = [
  ...Array<string>(24).fill('Accra, Greater Accra'),
  ...Array<string>(5).fill('East Legon, Accra'),
  ...Array<string>(4).fill('Madina, Greater Accra'),
  ...Array<string>(12).fill('Kumasi, Ashanti'),
  ...Array<string>(6).fill('Tema, Greater Accra'),
  ...Array<string>(3).fill('Kasoa, Central'),
  ...Array<string>(3).fill('Takoradi, Western'),
  ...Array<string>(3).fill('Tamale, Northern'),
  ...Array<string>(2).fill('Cape Coast, Central'),
  ...Array<string>(2).fill('Ejisu, Ashanti'),
  ...GHANA_TOWNS.map((town) => `${town.name}, ${town.region}`),
  'Kumasii',
  'Acra',
  null,
  null,
  null,
];

/** What recruiters type: skills, roles, places, "near", years, regions, free words. */
export const SEMANTIC_QUERIES = [
  'Senior React developer in Accra with 5+ years',
  'Accountant near Kumasi who knows IFRS',
  'Junior data analyst with Excel and Power BI',
  'Logistics supervisor in Tema',
  'Nurse in Tamale',
  'Backend engineer Node.js PostgreSQL',
  'Experienced sales executive in the Ashanti Region',
  'Flutter mobile developer',
  'HR officer with payroll experience near Accra',
  'agronomist Volta',
  'Graphic designer Figma Kasoa',
  'teacher with 3 years of experience in Cape Coast',
];

/** The big organization's job: what its 5,000 applicants applied to. */
const TARGET_JOB = {
  title: 'Senior Accountant',
  location: 'Kumasi, Ashanti',
  seniority: 'SENIOR' as const,
  skills: ['Accounting', 'IFRS', 'QuickBooks', 'Excel', 'Taxation'],
  requirements: ['At least 5 years of accounting practice', 'ICAG member'],
};

interface MatchingFixture {
  targetJobId: string;
  /** (candidate, job) pairs for the score call. */
  pairs: Array<{ candidateId: string; jobId: string }>;
  seedSeconds: number;
}

/**
 * Organizations, one job each, the candidates and one application each, in SQL.
 * Triggers are off for the session (session_replication_role): the rows are
 * consistent by construction, and the per-row pipeline-version trigger would
 * otherwise take most of the time.
 */
export async function seedMatching(db: pg.Pool): Promise<MatchingFixture> {
  const started = performance.now();
  const client = await db.connect();
  try {
    await client.query('select setseed(0.17)');
    await client.query("set session_replication_role = 'replica'");
    const orgs = await client.query<{ id: string }>(
      `insert into organizations (name, slug)
       select 'Bench Employer ' || i, 'bench-employer-' || i from generate_series(1, $1::int) i
       returning id`,
      [MATCHING_ORGS],
    );
    const orgIds = orgs.rows.map((row) => row.id);
    // The first organization's job is the big one; the others hire for a profession each.
    await client.query(
      `insert into jobs (org_id, title, location, seniority, skills, requirements, stages, status,
         public_slug, published_at)
       select org_id, title, location, seniority, skills, requirements, $3::jsonb, 'PUBLISHED',
         'bench-job-' || n, now() - interval '20 days'
       from (
         select o.org_id, o.n,
           case when o.n = 1 then $4 else (p.value ->> 'title') end as title,
           case when o.n = 1 then $5 else ($6::text[])[1 + o.n % cardinality($6::text[])] end as location,
           case when o.n = 1 then 'SENIOR' else (array['ENTRY','MID','SENIOR','LEAD'])[1 + o.n % 4] end as seniority,
           case when o.n = 1 then $7::jsonb
             else (select jsonb_agg(s) from (
               select s from jsonb_array_elements_text(p.value -> 'skills') s limit 3 + o.n % 3) k)
           end as skills,
           case when o.n = 1 then $8::jsonb
             else jsonb_build_array((1 + o.n % 6) || '+ years of experience') end as requirements
         from unnest($1::uuid[]) with ordinality as o(org_id, n)
         cross join lateral (
           select value from jsonb_array_elements($2::jsonb) with ordinality as p(value, k)
           where k = 1 + o.n % jsonb_array_length($2::jsonb)
         ) p
       ) planned`,
      [
        orgIds,
        JSON.stringify(PROFESSIONS),
        JSON.stringify(DEFAULT_STAGES),
        TARGET_JOB.title,
        TARGET_JOB.location,
        LOCATIONS.filter(Boolean),
        JSON.stringify(TARGET_JOB.skills),
        JSON.stringify(TARGET_JOB.requirements),
      ],
    );
    // One row per person with every random choice made once.
    await client.query(
      `create temp table bench_people as
       select i,
         gen_random_uuid() as candidate_id,
         case when i <= $1::int then 1 else 2 + i % ($2::int - 1) end as org_n,
         1 + floor(random() * jsonb_array_length($3::jsonb))::int as profession,
         case when random() < 0.2 then 1 + floor(random() * jsonb_array_length($3::jsonb))::int end as second,
         ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] as first_name,
         ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] as surname,
         ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] as location,
         case when random() < 0.8 then floor(power(random(), 1.6) * 20)::int end as years,
         random() < 0.7 as has_phone,
         random() < 0.6 as has_resume,
         now() - make_interval(days => floor(random() * 730)::int, mins => floor(random() * 1440)::int) as active_at
       from generate_series(1, $7::int) i`,
      [
        TARGET_APPLICANTS,
        MATCHING_ORGS,
        JSON.stringify(PROFESSIONS),
        FIRST_NAMES,
        SURNAMES,
        LOCATIONS,
        MATCHING_CANDIDATES,
      ],
    );
    // The big job's applicants are mostly in its profession, as applicants are.
    await client.query(
      `update bench_people set profession = $1 where org_n = 1 and random() < 0.7`,
      [PROFESSIONS.findIndex((profession) => profession.title === 'Accountant') + 1],
    );
    await client.query(
      `insert into candidates (id, org_id, full_name, email, phone, location, source,
         experience_context, years_experience_in_field, skills, resume_summary, resume_file_key,
         resume_file_type, created_at, updated_at)
       select p.candidate_id, o.id, p.first_name || ' ' || p.surname,
         lower(p.first_name || '.' || p.surname || '.' || p.i || '@match.bench'),
         case when p.has_phone then '+233 ' || (20 + p.i % 40) || ' ' || lpad((p.i::bigint * 7919 % 10000000)::text, 7, '0') end,
         p.location, 'shortlist_job_page',
         case when p.years is null then 'Not specified' when p.years >= 6 then 'Senior'
           when p.years >= 3 then 'Mid-Level' else 'Junior' end,
         p.years,
         (
           select coalesce(jsonb_agg(distinct s), '[]'::jsonb) from (
             (select s from jsonb_array_elements_text(($1::jsonb -> (p.profession - 1)) -> 'skills') s
               order by random() limit 3 + p.i % 5)
             union all
             (select s from jsonb_array_elements_text(($1::jsonb -> (coalesce(p.second, 1) - 1)) -> 'skills') s
               where p.second is not null order by random() limit 1 + p.i % 2)
           ) picked
         ),
         (($1::jsonb -> (p.profession - 1)) ->> 'title')
           || coalesce(' with ' || p.years || ' years of experience', '')
           || coalesce(' in ' || split_part(p.location, ',', 1), '') || '.',
         case when p.has_resume then 'bench/resume-' || p.i || '.pdf' end,
         case when p.has_resume then 'pdf' end,
         p.active_at, p.active_at
       from bench_people p
       join (select id, row_number() over (order by created_at, id) as n from organizations) o
         on o.n = p.org_n`,
      [JSON.stringify(PROFESSIONS)],
    );
    // Scored already, as applications are on arrival (no start-up backfill competes
    // with the measurements), and spread over the stages as pipelines are, so the
    // success probability's read of the outcomes has a million rows to count.
    // The scores are drawn, not computed: the bench measures costs, not quality.
    await client.query(
      `insert into applications (org_id, job_id, candidate_id, stage, match_score, created_at, updated_at)
       select c.org_id, j.id, c.id,
         (array['Applied','Applied','Applied','Applied','Applied','Applied','Screening','Screening','Interview','Decision'])[1 + floor(random() * 10)::int],
         floor(random() * 101)::int, c.updated_at, c.updated_at
       from candidates c join jobs j on j.org_id = c.org_id`,
    );
    await client.query("set session_replication_role = 'origin'");
    await client.query('vacuum analyze organizations, jobs, candidates, applications');
    // What loading a million rows in two minutes left to write (the vacuum's hint bits
    // and visibility map too), written now: otherwise the checkpoint it set off runs
    // through the measurement, which then measured the load's aftermath at a third of
    // the steady rate (decision 0066). A platform gains its candidates over months.
    await client.query('checkpoint');
    return { ...(await readFixture(db)), seedSeconds: (performance.now() - started) / 1000 };
  } finally {
    client.release();
  }
}

/** The big job and the score call's pairs, in a seeded database. */
async function readFixture(db: pg.Pool): Promise<MatchingFixture> {
  const target = await db.query<{ id: string }>(
    'select id from jobs where title = $1 and location = $2 limit 1',
    [TARGET_JOB.title, TARGET_JOB.location],
  );
  const pairs = await db.query<{ candidateId: string; jobId: string }>(
    `select c.id as "candidateId", j.id as "jobId"
     from (select id from candidates order by id limit 20) c
     cross join lateral (select id from jobs order by md5(c.id::text || id::text) limit 1) j`,
  );
  if (!target.rows[0]) throw new Error('No matching bench job in this database');
  return { targetJobId: target.rows[0].id, pairs: pairs.rows, seedSeconds: 0 };
}

export interface IndexSize {
  name: string;
  bytes: number;
}

export interface MatchingBenchResult {
  candidates: number;
  organizations: number;
  seedSeconds: number;
  load: LoadResult[];
  indexSizes: IndexSize[];
  plans: Array<{ name: string; plan: string }>;
  evaluation: MatchingEvaluation;
  checks: Array<{ name: string; actual: string; limit: string; isPassed: boolean }>;
}

async function indexSizes(db: pg.Pool): Promise<IndexSize[]> {
  const { rows } = await db.query<{ name: string; bytes: string }>(
    `select c.relname as name, pg_relation_size(c.oid) as bytes
     from pg_class c join pg_index i on i.indexrelid = c.oid
     join pg_class t on t.oid = i.indrelid
     where t.relname in ('candidates', 'applications')
     union all
     select relname || ' (table)', pg_relation_size(oid) from pg_class where relname in ('candidates', 'applications')
     order by bytes desc`,
  );
  return rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) }));
}

/** The plans of the pool queries behind a search and the big job's matching. */
async function explainHotQueries(db: pg.Pool): Promise<Array<{ name: string; plan: string }>> {
  const dialect = new PgDialect();
  const target = await db.query<{
    id: string;
    org_id: string;
    title: string;
    skills: string[];
    seniority: 'SENIOR';
    location: string;
    requirements: string[];
  }>('select * from jobs where title = $1 limit 1', [TARGET_JOB.title]);
  const job = target.rows[0]!;
  const cases = [
    ...[
      'Senior React developer in Accra with 5+ years',
      'Accountant near Kumasi who knows IFRS',
    ].map((text) => {
      const { requirements, words } = searchRequirements(text);
      return { name: `semantic search "${text}"`, retrieval: retrievalOf(requirements, words) };
    }),
    {
      name: `job matching "${TARGET_JOB.title}"`,
      retrieval: retrievalOf(
        jobRequirements({
          id: job.id,
          orgId: job.org_id,
          title: job.title,
          skills: job.skills,
          seniority: job.seniority,
          location: job.location,
          requirements: job.requirements,
          isPayToRevealEnabled: true,
        }),
      ),
    },
  ];
  const plans = [];
  // As the server runs them (matching.repository.ts): through the indexes, with room for exact bitmaps.
  const client = await db.connect();
  await client.query("set enable_seqscan = off; set work_mem = '32MB'");
  try {
    for (const { name, retrieval } of cases) {
      // The first tier and its first narrowing: a search usually has its people after them.
      const [first] = retrievalTiers(retrieval);
      const tiers = first ? [first.base, ...first.narrower.slice(0, 1)] : [];
      for (const [index, tier] of tiers.entries()) {
        const query = dialect.sqlToQuery(tierQuery(tier, [], POOL_SIZE));
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.sql}`,
          query.params as unknown[],
        );
        plans.push({
          name: `${name}, ${index === 0 ? 'first tier' : 'first tier narrowed'}`,
          plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
        });
      }
    }
  } finally {
    client.release();
  }
  return plans;
}

/** The labelled set on a database holding it alone (the bulk seed's people would compete). */
async function evaluateQuality(): Promise<MatchingEvaluation> {
  const database = await createBenchDatabase();
  try {
    const opened = await openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 4 });
    try {
      // Its own key: the labelled set is sealed and read in this process only.
      const vault = new ContactVault(randomBytes(32));
      await seedEvaluationSet({ db: opened.db, vault });
      return await runMatchingEvaluation({ db: opened.db, vault });
    } finally {
      await opened.close();
    }
  } finally {
    await database.drop();
  }
}

/**
 * BENCH_MATCHING_DATABASE_URL: a database seeded by an earlier run (kept with
 * BENCH_MATCHING_KEEP=1, not seeded again), to measure a change without two minutes of seeding each time.
 */
async function matchingDatabase() {
  const kept = process.env.BENCH_MATCHING_DATABASE_URL;
  if (kept) return { url: kept, isSeeded: true, drop: async () => undefined };
  return { ...(await createBenchDatabase()), isSeeded: false };
}

export async function runMatchingBench(): Promise<MatchingBenchResult> {
  const evaluation = await evaluateQuality();
  const database = await matchingDatabase();
  const server = await startServer({
    databaseUrl: database.url,
    env: { ADMIN_PASSWORD },
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    console.log(
      `Matching: seeding ${MATCHING_CANDIDATES.toLocaleString('en')} candidates across ${MATCHING_ORGS.toLocaleString('en')} organizations`,
    );
    const fixture = database.isSeeded ? await readFixture(db) : await seedMatching(db);
    console.log(`Matching: seeded in ${fixture.seedSeconds.toFixed(0)} s; measuring`);
    const cookie = await signInConsole(server.baseUrl, ADMIN_PASSWORD);
    const settings = {
      baseUrl: server.baseUrl,
      connections: MATCHING_CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
    };
    const headers = { cookie };
    const load: LoadResult[] = [];
    load.push(
      await measureLoad(
        {
          name: 'semantic search (mixed queries)',
          method: 'GET',
          path: '/api/v1/matching/candidates/semantic-search',
          expectedStatus: 200,
          headers,
          variants: SEMANTIC_QUERIES.map((text) => ({
            name: text,
            path: `/api/v1/matching/candidates/semantic-search?semanticQuery=${encodeURIComponent(text)}&limit=20`,
          })),
        },
        settings,
      ),
    );
    server.assertAlive();
    load.push(
      await measureLoad(
        {
          name: `job matching (${TARGET_APPLICANTS.toLocaleString('en')} applicants)`,
          method: 'GET',
          path: `/api/v1/matching/jobs/${fixture.targetJobId}/candidates?limit=15`,
          expectedStatus: 200,
          headers,
        },
        settings,
      ),
    );
    server.assertAlive();
    load.push(
      await measureLoad(
        {
          name: 'score',
          method: 'GET',
          path: '/api/v1/matching/score',
          expectedStatus: 200,
          headers,
          variants: fixture.pairs.map((pair, index) => ({
            name: `pair ${index + 1}`,
            path: `/api/v1/matching/score/${pair.candidateId}/${pair.jobId}`,
          })),
        },
        settings,
      ),
    );
    server.assertAlive();
    const [sizes, plans] = [await indexSizes(db), await explainHotQueries(db)];
    const budgets = [SEMANTIC_MAX_P95_MS, JOB_MATCH_MAX_P95_MS, SCORE_MAX_P95_MS];
    const checks = load.map((result, index) => ({
      name: `matching: ${result.name} p95 at ${MATCHING_CONNECTIONS} connections`,
      actual: `${result.latencyP95Ms} ms`,
      limit: `${budgets[index]} ms`,
      isPassed: result.errors === 0 && result.latencyP95Ms <= budgets[index]!,
    }));
    checks.push({
      name: 'matching: precision at 5 on the labelled set',
      actual: evaluation.meanPrecisionAt5.toFixed(2),
      limit: '0.80',
      isPassed: evaluation.meanPrecisionAt5 >= 0.8,
    });
    return {
      candidates: MATCHING_CANDIDATES,
      organizations: MATCHING_ORGS,
      seedSeconds: fixture.seedSeconds,
      load,
      indexSizes: sizes,
      plans,
      evaluation,
      checks,
    };
  } finally {
    await db.end();
    await server.stop();
    if (process.env.BENCH_MATCHING_KEEP) console.log(`Matching: database kept at ${database.url}`);
    else await database.drop();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function formatMatchingBench(result: MatchingBenchResult): string {
  const lines = [
    `Matching: ${result.candidates.toLocaleString('en')} candidates, ${result.organizations.toLocaleString('en')} organizations (seeded in ${result.seedSeconds.toFixed(0)} s)`,
    '',
    'call                                  rps     p50 ms   p95 ms   p99 ms   errors',
    ...result.load.map(
      (row) =>
        `${row.name.padEnd(36)} ${row.requestsPerSecond.toFixed(0).padStart(5)}   ${String(row.latencyP50Ms).padStart(6)}   ${String(row.latencyP95Ms).padStart(6)}   ${String(row.latencyP99Ms).padStart(6)}   ${row.errors}`,
    ),
    '',
    'Sizes:',
    ...result.indexSizes.map((size) => `  ${size.name.padEnd(44)} ${megabytes(size.bytes)}`),
    '',
    ...result.plans.flatMap((plan) => [`Plan of ${plan.name}:`, plan.plan, '']),
    formatMatchingEvaluation(result.evaluation),
  ];
  return lines.join('\n');
}
