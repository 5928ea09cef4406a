/**
 * Large data sets written straight into the bench database with set-based SQL:
 * thousands of applications through the API would take minutes and measure the
 * apply endpoint, which the bench measures on its own. The rows are those the
 * server writes (candidates, applications, unlocks, ledger entries), consistent
 * with each other, so the measured endpoints see what a real organization has.
 */
import type pg from 'pg';
import { createPublishedJob, signUpEmployer, type Employer } from './seed';

/** First names and surnames common in Ghana. */
export const FIRST_NAMES = (
  'Kwame Kofi Kwabena Kwaku Yaw Kojo Kwesi Akwasi Ama Akosua Abena Akua Yaa Afua ' +
  'Efua Adwoa Esi Ekua Nana Kobina Fiifi Ebo Araba Mansa Selorm Elikem Dzifa ' +
  'Enyonam Sena Edem Abdul Fuseini Mariam Alhassan Zainab Ibrahim Amina Rashid Naa ' +
  'Nii'
).split(' ');
export const SURNAMES = (
  'Mensah Asante Owusu Boateng Osei Agyeman Appiah Darko Ofori Amoah Acheampong ' +
  'Adjei Antwi Badu Danso Frimpong Gyamfi Kyei Nkrumah Opoku Quaye Tetteh Lamptey ' +
  'Addo Ankrah Quartey Annan Aidoo Arthur Essien Dogbe Agbeko Kpodo Amegah Mahama ' +
  'Issah Abubakar Seidu Yakubu Fuseini'
).split(' ');
/** Weighted as applicants are: most in the two big cities. */
const LOCATIONS = [
  ...Array<string>(6).fill('Accra, Greater Accra'),
  ...Array<string>(3).fill('Kumasi, Ashanti'),
  'Tema, Greater Accra',
  'Tema, Greater Accra',
  'Kasoa, Central',
  'Madina, Greater Accra',
  'Tamale, Northern',
  'Takoradi, Western',
  'Cape Coast, Central',
  'Sunyani, Bono',
  'Ho, Volta',
  'Koforidua, Eastern',
  'Obuasi, Ashanti',
  'Techiman, Bono East',
  'Wa, Upper West',
  'Bolgatanga, Upper East',
  'Winneba, Central',
  'Nkawkaw, Eastern',
];
/** What resumes list; none of them is rare (see RARE_SKILL). */
const SKILLS = (
  'JavaScript, TypeScript, React, Node.js, Python, Django, Java, Spring Boot, ' +
  'Kotlin, Android, Swift, Flutter, PHP, Laravel, SQL, PostgreSQL, MySQL, MongoDB, ' +
  'AWS, Docker, Kubernetes, Git, Excel, Power BI, Tableau, Data Analysis, ' +
  'Project Management, Customer Service, Sales, Accounting, QuickBooks, Marketing, ' +
  'Figma, Mobile Money, Logistics, Supply Chain, Communication, Leadership'
).split(', ');
/** A skill about one applicant in 250 has: a search for it finds few. */
export const RARE_SKILL = 'COBOL';
const RARE_SKILL_SHARE = 0.004;
const EXPERIENCE = ['Senior', 'Mid-Level', 'Mid-Level', 'Junior', 'Junior', 'Not specified'];
const EDUCATION = [
  'BACHELOR',
  'BACHELOR',
  'BACHELOR',
  'MASTER',
  'DIPLOMA',
  'HIGH_SCHOOL',
  'CERTIFICATE',
  'PhD',
];

export interface ApplicationsSeed {
  orgId: string;
  /** Applications are spread over these jobs in turn. */
  jobIds: string[];
  /** The job's stages: locked applications wait in the first, unlocked ones are anywhere. */
  stages: string[];
  /** Who unlocked the unlocked ones (a member of the organization). */
  actorId: string;
  count: number;
  /** Share of applications unlocked (each with its unlock row and a 1-credit ledger debit). */
  unlockedShare: number;
  /** Share of applications rejected. */
  rejectedShare: number;
  /** Makes the data the same from run to run. */
  seed: number;
  /** Email domain, so the same names in two organizations never collide in logs. */
  emailDomain: string;
}

async function inTransaction<T>(
  db: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * `count` candidates, each with one application to one of `jobIds`, with the
 * unlock rows and ledger entries of the unlocked ones.
 */
export async function seedApplications(db: pg.Pool, seed: ApplicationsSeed): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('select setseed($1)', [seed.seed]);
    // One row per person with every random choice made once, then written to each table.
    await client.query(
      `create temp table bench_people as
       select
         i,
         gen_random_uuid() as candidate_id,
         gen_random_uuid() as application_id,
         ($1::uuid[])[1 + i % cardinality($1::uuid[])] as job_id,
         ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as first_name,
         ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as surname,
         ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] as location,
         ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] as experience,
         ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] as education,
         (
           select jsonb_agg(skill)
           from (
             -- 3 to 8 skills; "limit" depends on i, so this runs once per person.
             select skill from unnest($7::text[]) skill order by random() limit 3 + i % 6
           ) picked
         ) || case when random() < $8 then jsonb_build_array($9::text) else '[]'::jsonb end as skills,
         random() < $10 as is_unlocked,
         random() < $11 as is_rejected,
         random() as stage_pick,
         random() as later,
         -- One application every 7 minutes, the newest a few minutes ago.
         now() - make_interval(mins => ($12::int - i) * 7 + 3) as applied_at
       from generate_series(1, $12::int) i`,
      [
        seed.jobIds,
        FIRST_NAMES,
        SURNAMES,
        LOCATIONS,
        EXPERIENCE,
        EDUCATION,
        SKILLS,
        RARE_SKILL_SHARE,
        RARE_SKILL,
        seed.unlockedShare,
        seed.rejectedShare,
        seed.count,
      ],
    );
    // Unlocked or rejected some time between applying and now.
    await client.query(
      `alter table bench_people add column acted_at timestamptz;
       update bench_people set acted_at = applied_at + (now() - applied_at) * later`,
    );
    await client.query('begin');
    await client.query(
      `insert into candidates (id, org_id, full_name, email, phone, location, source,
         experience_context, years_experience_in_field, education_level, work_authorization,
         salary_expectation_min, salary_expectation_max, skills, resume_summary, created_at, updated_at)
       select candidate_id, $1, first_name || ' ' || surname,
         lower(first_name || '.' || surname || '.' || i || '@' || $2),
         '+233 ' || (20 + i % 40) || ' ' || lpad((i * 7919 % 10000000)::text, 7, '0'),
         location, 'job_page', experience,
         case experience when 'Senior' then 6 + i % 10 when 'Mid-Level' then 3 + i % 3
           when 'Junior' then i % 3 end,
         education, 'AUTHORIZED',
         case when i % 3 = 0 then 3000 + (i % 20) * 500 end,
         case when i % 3 = 0 then 5000 + (i % 20) * 700 end,
         skills,
         experience || ' professional in ' || location || ', skilled in ' || (skills ->> 0) || '.',
         applied_at, applied_at
       from bench_people`,
      [seed.orgId, seed.emailDomain],
    );
    // The row trigger moving the job's pipeline version (migration 0004) is off for
    // this one statement, inside this transaction (which locks the table meanwhile:
    // nothing is being measured yet), and its effect applied once per job below.
    // Otherwise every row updates the same job row again in one transaction, leaving
    // versions PostgreSQL cannot prune yet and the next update walks past: 50,000
    // rows took three minutes instead of a few seconds.
    await client.query(
      'alter table applications disable trigger applications_bump_pipeline_version',
    );
    await client.query(
      `insert into applications (id, org_id, job_id, candidate_id, stage, unlock_status,
         cover_note, unlocked_at, rejected_at, rejection_reason, created_at, updated_at)
       select application_id, $1, job_id, candidate_id,
         case when is_unlocked
           then ($2::text[])[1 + floor(stage_pick * cardinality($2::text[]))::int]
           else ($2::text[])[1] end,
         case when is_unlocked then 'UNLOCKED' else 'LOCKED' end,
         'I would love to bring my experience to your team.',
         case when is_unlocked then acted_at end,
         case when is_rejected then acted_at end,
         case when is_rejected then 'Not a fit for this role' end,
         applied_at, greatest(applied_at, acted_at)
       from bench_people
       order by i`,
      [seed.orgId, seed.stages],
    );
    await client.query(
      'alter table applications enable trigger applications_bump_pipeline_version',
    );
    await client.query(
      `insert into pipeline_versions (job_id, org_id, version)
       select unnest($1::uuid[]), $2, 1
       on conflict (org_id, job_id) do update set version = pipeline_versions.version + 1`,
      [seed.jobIds, seed.orgId],
    );
    await client.query(
      `insert into application_unlocks (org_id, application_id, candidate_id, actor_id,
         credits_charged, created_at)
       select $1, application_id, candidate_id, $2, 1, acted_at
       from bench_people where is_unlocked`,
      [seed.orgId, seed.actorId],
    );
    // The credits those unlocks cost: granted first, then one debit each, so that the
    // balance is unchanged and still the sum of the ledger's deltas.
    await client.query(
      `with current as (select credit_balance as balance from organizations where id = $1),
       unlocked as (
         select application_id, acted_at,
           row_number() over (order by acted_at, application_id) as n,
           count(*) over () as total
         from bench_people where is_unlocked
       ),
       grant_entry as (
         insert into credit_ledger (org_id, delta, reason, balance_after, note, created_at)
         select $1, count(*), 'grant', (select balance from current) + count(*),
           'Bench: credits for the seeded unlocks', min(acted_at) - interval '1 hour'
         from unlocked having count(*) > 0
       )
       insert into credit_ledger (org_id, delta, reason, balance_after, reference_type,
         reference_id, actor_id, created_at)
       select $1, -1, 'candidate_unlock', (select balance from current) + total - n, 'application',
         application_id::text, $2, acted_at
       from unlocked`,
      [seed.orgId, seed.actorId],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query('drop table if exists bench_people').catch(() => undefined);
    client.release();
  }
}

/**
 * Sets the organization's balance to `balance` the way the server moves credits:
 * one ledger entry (a grant, or an adjustment down) and the balance it leaves.
 */
export async function setCreditBalance(db: pg.Pool, orgId: string, balance: number): Promise<void> {
  await inTransaction(db, async (client) => {
    const { rows } = await client.query<{ balance: number }>(
      'select credit_balance as balance from organizations where id = $1 for update',
      [orgId],
    );
    const current = rows[0]?.balance;
    if (current === undefined) throw new Error(`No organization ${orgId}`);
    if (current === balance) return;
    await client.query(
      `insert into credit_ledger (org_id, delta, reason, balance_after, note)
       values ($1, $2, $3, $4, 'Bench: set the balance')`,
      [orgId, balance - current, balance > current ? 'grant' : 'admin_adjust', balance],
    );
    await client.query('update organizations set credit_balance = $2 where id = $1', [
      orgId,
      balance,
    ]);
  });
}

/** The organization and user behind a member's email. */
export async function findMember(
  db: pg.Pool,
  email: string,
): Promise<{ orgId: string; userId: string }> {
  const { rows } = await db.query<{ orgId: string; userId: string }>(
    'select org_id as "orgId", id as "userId" from users where email = $1',
    [email],
  );
  if (!rows[0]) throw new Error(`No user ${email}`);
  return rows[0];
}

export async function findStages(db: pg.Pool, jobId: string): Promise<string[]> {
  const { rows } = await db.query<{ stages: string[] }>('select stages from jobs where id = $1', [
    jobId,
  ]);
  if (!rows[0]) throw new Error(`No job ${jobId}`);
  return rows[0].stages;
}

/** Fresh statistics after the bulk load, as autovacuum would gather within minutes. */
export async function analyze(db: pg.Pool): Promise<void> {
  await db.query(
    'vacuum analyze candidates, applications, application_unlocks, credit_ledger, jobs, organizations',
  );
}

/**
 * A scenario's organization: an employer signed up through the API, its published
 * jobs (the first one's stages for all), and `count` applications spread over them,
 * written in SQL. Answers the signed-in employer, the jobs and the member's ids.
 */
export async function seedEmployerWithApplications(
  baseUrl: string,
  db: pg.Pool,
  setup: {
    employer: Parameters<typeof signUpEmployer>[1];
    jobTitles: string[];
  } & Omit<ApplicationsSeed, 'orgId' | 'jobIds' | 'stages' | 'actorId'>,
): Promise<{ employer: Employer; jobIds: string[]; orgId: string; userId: string }> {
  const { employer: names, jobTitles, ...seed } = setup;
  const employer = await signUpEmployer(baseUrl, names);
  const jobIds: string[] = [];
  for (const title of jobTitles)
    jobIds.push((await createPublishedJob(baseUrl, employer, title)).id);
  const member = await findMember(db, employer.email);
  await seedApplications(db, {
    ...seed,
    orgId: member.orgId,
    jobIds,
    stages: await findStages(db, jobIds[0]!),
    actorId: member.userId,
  });
  return { employer, jobIds, ...member };
}
