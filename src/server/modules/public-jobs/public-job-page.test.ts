import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import {
  createEmployer,
  createJob,
  createPublishedJob,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-'));
let app: TestApp;
let employer: Employer;

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Shortlist: post jobs free."
    />
    <title>Shortlist</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  app = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://jobs.example.gh' });
  employer = await createEmployer(app, { orgName: 'Adinkra Foods' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

interface JobPostingLd extends Record<string, unknown> {
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
}

function jsonLdOf(html: string): JobPostingLd {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!) as JobPostingLd;
}

const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];

describe('a public job’s page', () => {
  it('carries the job’s title, preview tags and a JobPosting with Google’s required fields', async () => {
    const job = await createPublishedJob(employer.client, {
      title: 'Senior Food Technologist',
      department: 'Quality',
      location: 'Tema',
      employmentType: 'FULL_TIME',
      salaryMinGhs: 8000,
      salaryMaxGhs: 12000,
      descriptionMd: '## Our kitchen\n\nWe make **kenkey** for Accra.',
      requirements: ['HACCP'],
    });
    const response = await get(`/jobs/${job.publicSlug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Senior Food Technologist at Adinkra Foods | Shortlist</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe(
      'Adinkra Foods is hiring in Tema. Our kitchen We make kenkey for Accra.',
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Senior Food Technologist at Adinkra Foods',
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(
      `https://jobs.example.gh/jobs/${job.publicSlug}`,
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(html).toContain(
      `<link rel="canonical" href="https://jobs.example.gh/jobs/${job.publicSlug}" />`,
    );
    expect(html).toContain('<div id="root"></div>');

    const posting = jsonLdOf(html);
    // Google's required properties, then the recommended ones the issue names.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Food Technologist',
      hiringOrganization: { '@type': 'Organization', name: 'Adinkra Foods' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Tema', addressCountry: 'GH' },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GHS',
        value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
      },
    });
    expect(posting.description).toContain('We make kenkey for Accra.');
    expect(posting.description).toContain('Requirements: HACCP.');
    for (const date of [posting.datePosted, posting.validThrough]) {
      expect(new Date(date).toISOString()).toBe(date);
    }
    expect(new Date(posting.validThrough).getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps what the employer typed inside its tags and its JSON-LD', async () => {
    const job = await createPublishedJob(employer.client, {
      title: 'Chef "Head" </script><script>alert(1)</script>',
      descriptionMd: '<img src=x onerror=alert(2)> & more',
    });
    const html = (await get(`/jobs/${job.publicSlug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(metaContent(html, 'property', 'og:title')).toContain(
      'Chef &quot;Head&quot; &lt;/script&gt;',
    );
    expect(jsonLdOf(html).title).toBe('Chef "Head" </script><script>alert(1)</script>');
  });

  it('answers 404 Job Not Found, kept out of search, for drafts, closed and unknown jobs', async () => {
    const draft = await createJob(employer.client, { title: 'Draft Role' });
    const closed = await createPublishedJob(employer.client, { title: 'Closed Role' });
    await employer.client.post(`/api/v1/jobs/${closed.id}/close`);
    for (const slug of [draft.publicSlug, closed.publicSlug, 'no-such-job', 'Not_A_Slug']) {
      const response = await get(`/jobs/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body).toContain('<title>Job Not Found | Shortlist</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root"></div>');
    }
    // The signed-in app's own page under /jobs/ is the app's.
    const create = await get('/jobs/new');
    expect(create.statusCode).toBe(200);
    expect(create.body).toContain('<title>Shortlist</title>');
  });

  it('is sent compressed as the browser accepts', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Packer' });
    const response = await get(`/jobs/${job.publicSlug}`, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<title>Packer at Adinkra Foods | Shortlist</title>',
    );
  });
});

describe('the sitemap', () => {
  it('lists the published jobs of real organizations, and robots.txt points to it', async () => {
    const listed = await createPublishedJob(employer.client, { title: 'Listed Role' });
    const draft = await createJob(employer.client, { title: 'Unlisted Draft' });
    const demo = await createEmployer(app);
    const demoJob = await createPublishedJob(demo.client, { title: 'Demo Role' });
    await app.database.db
      .update(organizations)
      .set({ demoExpiresAt: sql`now() + interval '1 day'` })
      .where(eq(organizations.id, demo.orgId));

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.body).toContain(`<loc>https://jobs.example.gh/jobs/${listed.publicSlug}</loc>`);
    expect(sitemap.body).not.toContain(draft.publicSlug);
    expect(sitemap.body).not.toContain(demoJob.publicSlug);

    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://jobs.example.gh/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});
