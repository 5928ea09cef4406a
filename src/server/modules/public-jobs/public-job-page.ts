import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { siteOrigin } from '../../http/site-origin';
import { escapeHtml, type PageRoute } from '../../http/web-app';
import { JOB_NOT_FOUND_HEAD, publicJobHead } from './public-job-head';
import * as repo from './public-jobs.repository';

const SLUG = /^[a-z0-9-]{1,80}$/;
/** Paths under /jobs/ that are the signed-in app's pages, not public jobs. */
const APP_PAGES = new Set(['new']);
/** One sitemap file holds at most this many addresses (the sitemaps protocol). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * /jobs/{slug} as a page: the app, with the job's title, preview tags and JSON-LD in
 * its head, or 404 'Job Not Found' when it is not published.
 */
export function publicJobPage(ctx: AppContext): PageRoute {
  return {
    url: '/jobs/:slug',
    head: async (request: FastifyRequest) => {
      const { slug } = request.params as { slug: string };
      if (APP_PAGES.has(slug)) return null;
      if (!SLUG.test(slug)) return JOB_NOT_FOUND_HEAD;
      const row = await repo.findPublishedJobBySlug(ctx.db, slug);
      if (!row) return JOB_NOT_FOUND_HEAD;
      return publicJobHead(row.job, row.orgName, `${siteOrigin(ctx.config, request)}/jobs/${slug}`);
    },
  };
}

/** The sitemap of the published jobs, and robots.txt pointing to it. */
export function sitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sitemap.xml', { config: { public: true } }, async (request, reply) => {
    const origin = siteOrigin(ctx.config, request);
    const jobs = await repo.listPublishedJobSlugs(ctx.db, SITEMAP_MAX_URLS);
    const urls = jobs.map(
      (job) =>
        `  <url><loc>${escapeHtml(`${origin}/jobs/${job.slug}`)}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod></url>`,
    );
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { config: { public: true } }, async (request, reply) => {
    const origin = siteOrigin(ctx.config, request);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
  });
}
