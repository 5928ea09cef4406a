import type { EmploymentType } from '../../../shared/jobs';
import type { jobs } from '../../db/schema';
import { escapeHtml, type PageHead } from '../../http/web-app';

const DAY_MS = 86_400_000;
/**
 * A posting stays open until its employer closes it; its JobPosting says it is valid
 * this long from each crawl. A closed job's page answers 404 and leaves the sitemap,
 * which is how search engines learn it ended.
 */
const VALID_FOR_DAYS = 30;
const DESCRIPTION_MAX = 300;

const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  FREELANCE: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
};

/** JSON inside <script>: nothing in it can close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Markdown as plain words: for a description in a preview, not a page. */
export function plainText(markdown: string): string {
  return markdown
    .replaceAll(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replaceAll(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replaceAll(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, '')
    .replaceAll(/[*_`~]+/g, '')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

type JobRow = typeof jobs.$inferSelect;

/** The job's text for JobPosting: its description, responsibilities and requirements. */
function jobDescription(job: JobRow): string {
  const parts = [
    job.descriptionMd ? plainText(job.descriptionMd) : '',
    job.responsibilities.length > 0 ? `Responsibilities: ${job.responsibilities.join('; ')}.` : '',
    job.requirements.length > 0 ? `Requirements: ${job.requirements.join('; ')}.` : '',
  ].filter(Boolean);
  return parts.join(' ') || `${job.title}.`;
}

/**
 * schema.org JobPosting for Google's rich results: title, description, datePosted,
 * validThrough, employmentType, hiringOrganization, jobLocation in Ghana (or remote
 * work from Ghana), baseSalary in GHS when the job gives a salary.
 */
export function jobPostingJsonLd(
  job: JobRow,
  organizationName: string,
  pageUrl: string,
  now = new Date(),
) {
  const postedAt = job.publishedAt ?? job.createdAt;
  const salary =
    job.salaryMinGhs !== null || job.salaryMaxGhs !== null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'GHS',
          value: {
            '@type': 'QuantitativeValue',
            ...(job.salaryMinGhs !== null ? { minValue: job.salaryMinGhs } : {}),
            ...(job.salaryMaxGhs !== null ? { maxValue: job.salaryMaxGhs } : {}),
            unitText: 'MONTH',
          },
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescription(job),
    datePosted: postedAt.toISOString(),
    // From the start of today (UTC): the page stays the same all day, so it is cached and revalidated.
    validThrough: new Date(
      Math.floor(now.getTime() / DAY_MS) * DAY_MS + VALID_FOR_DAYS * DAY_MS,
    ).toISOString(),
    ...(job.employmentType ? { employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employmentType] } : {}),
    hiringOrganization: { '@type': 'Organization', name: organizationName },
    ...(job.workMode === 'REMOTE'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Ghana' },
        }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location ? { addressLocality: job.location } : {}),
        addressCountry: 'GH',
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.department ? { occupationalCategory: job.department } : {}),
    url: pageUrl,
    directApply: true,
  };
}

/**
 * The head of a public job's page: its title, a description, the canonical address,
 * Open Graph and Twitter tags (a shared link previews with the title, the company and
 * the place) and the JobPosting JSON-LD.
 */
export function publicJobHead(
  job: JobRow,
  organizationName: string,
  pageUrl: string,
  now = new Date(),
): PageHead {
  const title = `${job.title} at ${organizationName}`;
  const where = [job.location, job.workMode === 'REMOTE' ? 'Remote' : null].filter(Boolean);
  const summary = shorten(
    [
      `${organizationName} is hiring${where.length > 0 ? ` in ${where.join(', ')}` : ''}.`,
      job.compensationRange ?? '',
      job.descriptionMd ? plainText(job.descriptionMd) : '',
    ]
      .filter(Boolean)
      .join(' '),
    DESCRIPTION_MAX,
  );
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', summary),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Shortlist'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', summary),
    meta('property', 'og:url', pageUrl),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', summary),
    `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, organizationName, pageUrl, now))}</script>`,
  ].join('\n    ');
  return { status: 200, title: `${title} | Shortlist`, tags };
}

/** The head of a job that is not (or no longer) published: 404, kept out of search. */
export const JOB_NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: 'Job Not Found | Shortlist',
  tags: '<meta name="robots" content="noindex" />',
};
