import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_DATA_LINK_SENT_MESSAGE } from '../../../shared/my-data-link';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/privacy';
import { applications, candidates, organizations } from '../../db/schema';
import {
  createEmployer,
  createJob,
  createPublishedJob,
  opened,
  postForm,
  type Employer,
} from '../../../../test/factories';
import type { TestApp } from '../../../../test/setup/test-app';
import { createWebTestApp } from '../../../../test/setup/web-test-app';

let app: TestApp;
let employer: Employer;

/** Applications allowed per IP per hour in this file: the rate-limit test reaches it. */
const APPLY_LIMIT = 3;

beforeAll(async () => {
  app = await createWebTestApp({
    PUBLIC_URL: 'https://jobs.example.gh',
    RATE_LIMIT_APPLY_PER_IP: String(APPLY_LIMIT),
  });
  employer = await createEmployer(app, { orgName: 'Adinkra Foods' });
});
afterAll(async () => {
  await app.close();
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
      expect(response.body).toContain(
        '<h1 class="mt-4 text-2xl font-bold text-slate-900">Job Not Found</h1>',
      );
      expect(response.body).toContain(
        'This job posting is no longer available or the link is incorrect.',
      );
    }
    // The signed-in app's own page under /jobs/ is the app's.
    const create = await get('/jobs/new');
    expect(create.statusCode).toBe(200);
    expect(create.body).toContain('<title>Shortlist</title>');
    expect(create.body).toContain('<div id="root"></div>');
    expect(create.body).toContain('/assets/index-app.js');
  });

  it('is the same all day (revalidated with a 304) and shows an edit at once', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Night Baker' });
    const first = await get(`/jobs/${job.publicSlug}`);
    const again = await get(`/jobs/${job.publicSlug}`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    const edited = await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Head Baker' });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await get(`/jobs/${job.publicSlug}`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(
      '<h1 class="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Head Baker</h1>',
    );
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

/** The words of a page as a reader sees them: tags out, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<(script|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ');

/** The value an input (by id) comes back with. */
const valueOf = (html: string, id: string) =>
  new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1];

describe('the page without JavaScript', () => {
  it('is complete HTML: the job, the form with its privacy notice, and the app’s script left out', async () => {
    const job = await createPublishedJob(employer.client, {
      title: 'Quality Supervisor',
      department: 'Quality',
      location: 'Tema',
      compensationRange: 'GH₵ 6,000 – 9,000 / month',
      employmentType: 'PART_TIME',
      descriptionMd: 'We make kenkey.\nEvery morning.',
    });
    const html = (await get(`/jobs/${job.publicSlug}`)).body;
    const text = textOf(html);
    for (const words of [
      'Now Hiring',
      'Quality Supervisor',
      'Adinkra Foods',
      'Quality',
      'Tema',
      'GH₵ 6,000 – 9,000 / month',
      'Part-time',
      'Posted',
      'Apply for this job',
      'Full Name',
      'Email Address',
      'Phone Number',
      'Cover Note',
      'Submit Application',
      'Your privacy',
      'Adinkra Foods is the data controller of your application',
      'Get a link to your data',
    ]) {
      expect(text, words).toContain(words);
    }
    // The description's newlines are line breaks.
    expect(html).toContain('We make kenkey.<br/>Every morning.');
    expect(html).toMatch(
      new RegExp(`<form id="apply-form"[^>]*action="/jobs/${job.publicSlug}#apply-form"`),
    );
    expect(html).toContain('encType="multipart/form-data" method="post"');
    expect(html).toContain('name="resume"');
    // The page is the server's: the app's bundle is not loaded on it.
    expect(html).not.toContain('/assets/index-app.js');
  });

  it('applies with a plain form post and answers the success page', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Line Cook' });
    const response = await postForm(app, null, `/jobs/${job.publicSlug}`, [
      ['fullName', 'Akosua Nyarko'],
      ['email', 'akosua.nyarko@example.com'],
      ['phone', '024 555 0101'],
      ['coverNote', 'Ten years of kenkey.'],
      ['resume', { name: '', bytes: new Uint8Array() }],
    ]);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('Application Submitted Successfully!');
    expect(text).toContain('Thank you for applying for Line Cook at Adinkra Foods.');
    expect(text).toContain(
      'We will send updates about your application to akosua.nyarko@example.com.',
    );
    const [stored] = await app.database.db
      .select({
        name: candidates.fullName,
        coverNote: applications.coverNote,
        noticeVersion: applications.privacyNoticeVersion,
      })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(applications.jobId, job.id));
    expect({ ...stored!, name: opened(app, 'full_name', stored!.name) }).toEqual({
      name: 'Akosua Nyarko',
      coverNote: 'Ten years of kenkey.',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it('answers a refused form with the API’s messages, keeping what was typed', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Driver' });
    const response = await postForm(
      app,
      null,
      `/jobs/${job.publicSlug}`,
      [
        ['fullName', ''],
        ['email', 'kofi@'],
        ['phone', '020 000 0000'],
      ],
      { remoteAddress: '10.0.0.2' },
    );
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(textOf(html)).toContain('Full name is required');
    expect(textOf(html)).toContain('Please enter a valid email');
    expect(valueOf(html, 'apply-email')).toBe('kofi@');
    expect(valueOf(html, 'apply-phone')).toBe('020 000 0000');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"/);
    const stored = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(stored).toHaveLength(0);
  });

  it('refuses a resume that is too large on its field, the fields kept', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Baker' });
    const response = await postForm(
      app,
      null,
      `/jobs/${job.publicSlug}`,
      [
        ['fullName', 'Yaw Boateng'],
        ['email', 'yaw.boateng@example.com'],
        [
          'resume',
          { name: 'cv.pdf', bytes: new Uint8Array(5 * 1024 * 1024 + 1), type: 'application/pdf' },
        ],
      ],
      { remoteAddress: '10.0.0.3' },
    );
    expect(response.statusCode).toBe(413);
    expect(valueOf(response.body, 'apply-fullName')).toBe('Yaw Boateng');
    expect(response.body).toMatch(/<p id="apply-resume-error"[^>]*role="alert">[^<]+<\/p>/);
  });

  it('shares the API’s rate limit: past it, the form says so with 429', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Porter' });
    const ip = '10.0.0.9';
    const apply = (index: number) =>
      postForm(
        app,
        null,
        `/jobs/${job.publicSlug}`,
        [
          ['fullName', `Porter ${index}`],
          ['email', `porter.${index}@example.com`],
        ],
        { remoteAddress: ip },
      );
    // One through the API, the rest through the page: one allowance.
    const viaApi = await app.server.inject({
      method: 'POST',
      url: `/api/v1/public/jobs/${job.id}/apply`,
      payload: { fullName: 'Porter 0', email: 'porter.0@example.com' },
      remoteAddress: ip,
    });
    expect(viaApi.statusCode).toBe(201);
    for (let index = 1; index < APPLY_LIMIT; index += 1) {
      expect((await apply(index)).statusCode).toBe(200);
    }
    const refused = await apply(APPLY_LIMIT);
    expect(refused.statusCode).toBe(429);
    expect(textOf(refused.body)).toContain(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(valueOf(refused.body, 'apply-fullName')).toBe(`Porter ${APPLY_LIMIT}`);
    const stored = await app.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id)));
    expect(stored).toHaveLength(APPLY_LIMIT);
  });

  it('sends a link to one’s data with a plain form post', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Cashier' });
    const url = `/jobs/${job.publicSlug}/my-data-link`;
    const invalid = await postForm(app, null, url, [['email', 'nobody']], {
      remoteAddress: '10.0.0.4',
    });
    expect(invalid.statusCode).toBe(400);
    expect(textOf(invalid.body)).toContain('Please enter a valid email');
    expect(valueOf(invalid.body, 'my-data-link-email')).toBe('nobody');

    const sent = await postForm(app, null, url, [['email', 'someone@example.com']], {
      remoteAddress: '10.0.0.4',
    });
    expect(sent.statusCode).toBe(200);
    expect(textOf(sent.body)).toContain(MY_DATA_LINK_SENT_MESSAGE);
  });

  it('answers 404 Job Not Found to a post for a job that is not published', async () => {
    const draft = await createJob(employer.client, { title: 'Draft Post' });
    const response = await postForm(app, null, `/jobs/${draft.publicSlug}`, [
      ['fullName', 'Ama'],
      ['email', 'ama@example.com'],
    ]);
    expect(response.statusCode).toBe(404);
    expect(textOf(response.body)).toContain('Job Not Found');
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
