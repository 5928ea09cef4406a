import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { myDataLinkSchema } from '../../../shared/my-data-link';
import { applySchema } from '../../../shared/public';
import type {
  ApplyFormState,
  PublicJobPageState,
  PublicJobRenderer,
} from '../../../shared/public-job-page';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError, validationError } from '../../http/app-error';
import { readResumeFormKeepingFields, resumeFormLimits } from '../../http/resume-form';
import { siteOrigin } from '../../http/site-origin';
import { escapeHtml, type PageRoutes, type ServerPage, type WebPages } from '../../http/web-app';
import { requestMyDataLink } from '../candidates/my-data.service';
import { JOB_NOT_FOUND_HEAD, publicJobHead } from './public-job-head';
import * as repo from './public-jobs.repository';
import type { findPublishedJob } from './public-jobs.service';
import { applyToJob, getPublicJobPage } from './public-jobs.service';

const SLUG = /^[a-z0-9-]{1,80}$/;
/** Paths under /jobs/ that are the signed-in app's pages, not public jobs. */
const APP_PAGES = new Set(['new']);
/** One sitemap file holds at most this many addresses (the sitemaps protocol). */
const SITEMAP_MAX_URLS = 50_000;
/** The build entry that enhances the page (vite.config.ts). */
const ENHANCING_SCRIPT = 'public-job';
const APPLY_FIELDS = ['fullName', 'email', 'phone', 'coverNote'] as const;
/** Refusals that are the resume field's, not the whole form's. */
const RESUME_ERRORS = new Set(['resume_too_large', 'resume_unsupported_type', 'resume_unreadable']);

type FoundJob = NonNullable<Awaited<ReturnType<typeof findPublishedJob>>>;
type Params = { Params: { slug: string } };

/**
 * The server-side renderer of the page, built by `vite build --ssr` beside the web
 * app (package.json's build); null when there is no build.
 */
export async function loadPublicJobRenderer(webDistDir: string): Promise<PublicJobRenderer | null> {
  const file = path.resolve(webDistDir, '..', 'web-ssr', 'public-job.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPublicJobPage: PublicJobRenderer;
  };
  return module.renderPublicJobPage;
}

/**
 * /jobs/{slug} (issue 19): complete HTML rendered on the server, with the job's head
 * (title, preview tags, JSON-LD), that works with no JavaScript: its two forms post
 * here as plain multipart forms and are answered with the success page or the form
 * again with the same messages, rate limits and statuses as the API. With JavaScript,
 * a small script enhances the same page in place. 'Job Not Found' answers 404.
 */
export function publicJobPageRoutes(ctx: AppContext, render: PublicJobRenderer): PageRoutes {
  /** The published job and its page's body, from the page cache (read once per slug for a while). */
  const find = async (slug: string) =>
    SLUG.test(slug) ? getPublicJobPage(ctx, slug, (job) => render({ page: 'job', job })) : null;
  const headOf = (request: FastifyRequest, found: FoundJob) =>
    publicJobHead(
      found.job,
      found.view.organization.name,
      `${siteOrigin(ctx.config, request)}/jobs/${found.view.slug}`,
    );

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    pages: WebPages,
    found: FoundJob | null,
    state: PublicJobPageState,
    status = 200,
  ) => {
    const page: ServerPage = found
      ? {
          ...headOf(request, found),
          status,
          body: render(state),
          script: ENHANCING_SCRIPT,
        }
      : { ...JOB_NOT_FOUND_HEAD, body: render({ page: 'not-found' }), script: ENHANCING_SCRIPT };
    return pages.sendPage(request, reply, page);
  };

  return (app: FastifyInstance, pages: WebPages) => {
    app.get<Params>('/jobs/:slug', async (request, reply) => {
      const { slug } = request.params;
      if (APP_PAGES.has(slug)) return pages.sendApp(request, reply);
      const cached = await find(slug);
      if (!cached) return send(request, reply, pages, null, NOT_FOUND);
      // The same page for every visitor of this origin today (validThrough moves daily):
      // built once while the job's cache entry lives.
      const variant = `${siteOrigin(ctx.config, request)} ${new Date().toISOString().slice(0, 10)}`;
      return pages.sendPage(
        request,
        reply,
        () => ({
          ...headOf(request, cached),
          status: 200,
          body: cached.body,
          script: ENHANCING_SCRIPT,
        }),
        { owner: cached, variant },
      );
    });

    // Its own scope, so multipart bodies are accepted on these routes only.
    void app.register(async (scope) => {
      await scope.register(multipart, { limits: resumeFormLimits() });

      scope.post<Params>('/jobs/:slug', { config: { public: true } }, async (request, reply) => {
        const found = await find(request.params.slug);
        if (!found) return send(request, reply, pages, null, NOT_FOUND);
        const { fields, resume, refusal } = await readFormOf(request);
        const values = pickApplyValues(fields);
        const refuse = (error: AppError) =>
          send(
            request,
            reply,
            pages,
            found,
            { page: 'job', job: found.view, apply: applyFormState(values, error) },
            error.status,
          );
        if (refusal) return refuse(refusal);
        const parsed = applySchema.safeParse(values);
        if (!parsed.success) return refuse(validationError(parsed.error));
        try {
          await applyToJob(ctx, found.view.id, parsed.data, request.ip, resume);
        } catch (error) {
          if (error instanceof AppError) return refuse(error);
          throw error;
        }
        const state = { page: 'submitted', job: found.view, email: parsed.data.email } as const;
        return send(request, reply, pages, found, state);
      });

      scope.post<Params>(
        '/jobs/:slug/my-data-link',
        { config: { public: true } },
        async (request, reply) => {
          const found = await find(request.params.slug);
          if (!found) return send(request, reply, pages, null, NOT_FOUND);
          const { fields } = await readFormOf(request);
          const email = fields.email ?? '';
          const answer = (
            myDataLink: NonNullable<PublicJobPageStateOf<'job'>['myDataLink']>,
            status = 200,
          ) =>
            send(
              request,
              reply,
              pages,
              found,
              { page: 'job', job: found.view, myDataLink },
              status,
            );
          const parsed = myDataLinkSchema.safeParse({ email });
          if (!parsed.success) {
            return answer({ email, error: parsed.error.issues[0]?.message }, 400);
          }
          try {
            const { message } = await requestMyDataLink(ctx, parsed.data, request.ip);
            return answer({ sentMessage: message });
          } catch (error) {
            if (error instanceof AppError)
              return answer({ email, failure: error.message }, error.status);
            throw error;
          }
        },
      );
    });
  };
}

type PublicJobPageStateOf<Page extends PublicJobPageState['page']> = Extract<
  PublicJobPageState,
  { page: Page }
>;

const NOT_FOUND: PublicJobPageState = { page: 'not-found' };

async function readFormOf(request: FastifyRequest) {
  return request.isMultipart()
    ? readResumeFormKeepingFields(request)
    : { fields: {} as Record<string, string>, resume: null, refusal: null };
}

function pickApplyValues(fields: Record<string, string>): ApplyFormState['values'] {
  const values: ApplyFormState['values'] = {};
  for (const name of APPLY_FIELDS) values[name] = fields[name] ?? '';
  return values;
}

/** The form again after a refusal: the fields' messages, or the form's own problem. */
function applyFormState(values: ApplyFormState['values'], error: AppError): ApplyFormState {
  if (RESUME_ERRORS.has(error.code)) return { values, errors: { resume: error.message } };
  const fieldErrors = error.code === 'validation_failed' ? error.details?.fieldErrors : undefined;
  if (fieldErrors) {
    const errors: ApplyFormState['errors'] = {};
    for (const name of [...APPLY_FIELDS, 'resume'] as const) {
      const message = fieldErrors[name]?.[0];
      if (message) errors[name] = message;
    }
    if (Object.keys(errors).length > 0) return { values, errors };
  }
  return { values, errors: {}, failure: error.message };
}

/** The sitemap of the published jobs, and robots.txt pointing to it. */
export function sitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sitemap.xml', { config: { public: true } }, async (request, reply) => {
    const origin = siteOrigin(ctx.config, request);
    const jobs = await acrossOrganizations('public job lookup', () =>
      repo.listPublishedJobSlugs(ctx.db, SITEMAP_MAX_URLS),
    );
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
