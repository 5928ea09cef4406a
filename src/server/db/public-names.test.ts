import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer, createPublishedJob, unique } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

// Decision 0040: the names unique across organizations are claimed in public_names,
// whose key decides even where the owning table's own key is per organization (Citus).
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  // As on Citus: the owning tables' keys hold within an organization only.
  await app.database.db.execute(sql`
    drop index jobs_public_slug_key;
    create unique index jobs_public_slug_key on jobs (org_id, public_slug);
    drop index organizations_slug_key;
    create unique index organizations_slug_key on organizations (id, slug);`);
});

afterAll(async () => {
  await app?.close();
});

describe('public names', () => {
  it('give jobs of two organizations created at the same moment different public slugs', async () => {
    const title = unique('Night Nurse');
    const employers = await Promise.all([createEmployer(app), createEmployer(app)]);
    const jobs = await Promise.all(
      employers.flatMap((employer) => [
        createPublishedJob(employer.client, { title }),
        createPublishedJob(employer.client, { title }),
      ]),
    );
    const slugs = jobs.map((job) => job.publicSlug);
    expect(new Set(slugs).size).toBe(4);
    // Each page is found through its claim, in its own organization.
    for (const job of jobs) {
      const page = await app.server.inject({ url: `/api/v1/public/jobs/${job.publicSlug}` });
      expect(page.json()).toMatchObject({ title });
    }
  });

  it('give organizations signing up with one name at the same moment different slugs', async () => {
    const orgName = unique('Korle Bu Clinic');
    const employers = await Promise.all([1, 2, 3].map(() => createEmployer(app, { orgName })));
    const { rows } = (await app.database.db.execute(
      sql`select slug from organizations where name = ${orgName}`,
    )) as unknown as { rows: { slug: string }[] };
    expect(new Set(rows.map((row) => row.slug)).size).toBe(employers.length);
    const claims = (await app.database.db.execute(
      sql`select count(*)::int as n from public_names where kind = 'organization' and name in ${rows.map((row) => row.slug)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(claims.rows[0]!.n).toBe(3);
  });
});
