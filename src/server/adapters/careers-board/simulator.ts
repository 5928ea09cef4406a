import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BoardApplication, BoardCandidate, BoardJob, JobStatus } from './careers-board-client';
import { signWebhook } from './careers-board-client';

/**
 * The partner careers board's API in memory (DESIGN.md 7): the local default behind
 * `npm start` and the fake the real client is tested against over HTTP. It speaks
 * the spec page (shared/spec/careers-board-api.md), including its failures: a wrong
 * token, its 10 calls a second, faults on demand, and signed webhooks sent twice,
 * late or out of order.
 */
export const PAGE_SIZE = 100;
export const API_PREFIX = '/v1';
/** The sandbox's own control call: a test application (see below). */
export const SANDBOX_APPLICATIONS_PATH = '/sandbox/applications';
const IDEMPOTENCY_KEYS_KEPT = 10_000;
/** The contract's `Idempotency-Key: <uuid>`. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SimulatedEmployer {
  id: string;
  externalRef: string | null;
  name: string;
  slug: string;
  verified: boolean;
  lastActive: string | null;
}

export interface SimulatedResume {
  bytes: Uint8Array;
  contentType: string;
}

/** A status to answer with, or `hang` (never answers) or `down` (drops the connection). */
export type SimulatorFault = number | `${number}` | 'hang' | 'down';

export interface SimulatorCall {
  method: string;
  /** With its query string. */
  path: string;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
  body: unknown;
  /** Null while pending, or when the call hung or was dropped. */
  status: number | null;
  /** Answered from the idempotency store, without doing anything. */
  isReplay: boolean;
  fault: SimulatorFault | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

export interface WebhookDelivery {
  eventId: string;
  status: number;
  body: string;
}

export interface SendWebhookOptions {
  /** The `t` it is signed with, in unix seconds; an old one makes a stale delivery. */
  timestamp?: number;
  /** How many times it is delivered (duplicates), one after the other. */
  repeat?: number;
  /** Signs with another secret (a forged delivery). */
  secret?: string;
  /** Delivers elsewhere than the simulator's webhook URL. */
  url?: string;
}

export interface CareersBoardSimulatorOptions {
  token: string;
  /** Random when not given; read it back from the simulator. */
  webhookSecret?: string;
  /** Where webhooks go: Shortlist's /api/v1/integrations/zuludesk/webhook. */
  webhookUrl?: string | (() => string);
  /** The board's limit per token; null switches it off. */
  callsPerSecond?: number | null;
  /** Injected in tests of time-dependent answers. */
  now?: () => Date;
}

const nextId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** A minimal, valid one-page PDF, so a downloaded résumé can be opened. */
const SAMPLE_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const JOB_FIELDS = [
  'employerId',
  'title',
  'department',
  'location',
  'employmentType',
  'compensationRange',
  'descriptionMd',
  'status',
  'applyUrl',
] as const;

export function createCareersBoardSimulator(options: CareersBoardSimulatorOptions) {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const now = options.now ?? (() => new Date());
  let webhookUrl = options.webhookUrl;
  let callsPerSecond = options.callsPerSecond === undefined ? 10 : options.callsPerSecond;
  /** Where job and résumé links point; set once the simulator listens. */
  let origin = 'http://127.0.0.1';

  const employers = new Map<string, SimulatedEmployer>();
  const jobs = new Map<string, BoardJob & { applyUrl: string | null }>();
  const candidates = new Map<string, BoardCandidate>();
  const resumes = new Map<string, SimulatedResume>();
  const applications = new Map<string, BoardApplication>();
  const idempotent = new Map<string, { status: number; payload: string }>();
  const calls: SimulatorCall[] = [];
  const faults: { fault: SimulatorFault; retryAfterSeconds: number }[] = [];
  let standingFault: { fault: SimulatorFault; retryAfterSeconds: number } | null = null;
  const hanging = new Set<FastifyReply>();
  let bucket = { tokens: callsPerSecond ?? 0, at: Date.now() };

  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  const callOf = new WeakMap<FastifyRequest, SimulatorCall>();
  const replayed = new WeakSet<FastifyRequest>();

  const isoNow = () => now().toISOString();
  const jobsOf = (employerId: string) =>
    [...jobs.values()].filter((job) => job.employerId === employerId);
  const publicJob = (job: BoardJob & { applyUrl: string | null }): BoardJob => {
    const { applyUrl: _applyUrl, ...rest } = job;
    return rest;
  };
  const reject = (
    reply: FastifyReply,
    status: number,
    error: string,
    message: string,
    fields?: Record<string, string>,
  ) => reply.status(status).send({ error, message, ...(fields ? { fields } : {}) });

  /** A token bucket: 10 calls at once, then 10 a second, as the board counts. */
  const takeCallSlot = (): number | null => {
    if (callsPerSecond === null) return null;
    const at = Date.now();
    bucket = {
      tokens: Math.min(callsPerSecond, bucket.tokens + ((at - bucket.at) / 1000) * callsPerSecond),
      at,
    };
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return null;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / callsPerSecond));
  };

  const applyFault = (
    request: FastifyRequest,
    reply: FastifyReply,
    { fault, retryAfterSeconds }: { fault: SimulatorFault; retryAfterSeconds: number },
  ) => {
    if (fault === 'hang') {
      reply.hijack();
      hanging.add(reply);
      return reply;
    }
    if (fault === 'down') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    const status = Number(fault);
    if (status === 429) {
      reply.header('retry-after', String(retryAfterSeconds));
      return reject(reply, 429, 'rate_limited', 'Too many requests');
    }
    if (status === 422) {
      return reject(reply, 422, 'validation_failed', 'The job could not be published', {
        title: 'is required',
      });
    }
    if (status === 401 || status === 403) {
      return reject(reply, status, 'unauthorized', 'Invalid or revoked token');
    }
    if (status >= 500) return reject(reply, status, 'internal_error', 'Internal server error');
    return reject(reply, status, 'bad_request', 'The request is wrong');
  };

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reject(reply, status, status === 500 ? 'internal_error' : 'bad_request', error.message);
  });
  app.setNotFoundHandler((_request, reply) => reject(reply, 404, 'not_found', 'Not found'));

  app.addHook('preHandler', async (request, reply) => {
    // The public site (job pages) is not the API: no token, no call log, no faults.
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const call: SimulatorCall = {
      method: request.method,
      path: request.url.startsWith(API_PREFIX) ? request.url.slice(API_PREFIX.length) : request.url,
      idempotencyKey: header('idempotency-key'),
      contentType: header('content-type'),
      authorization: header('authorization'),
      body: request.body,
      status: null,
      isReplay: false,
      fault: null,
    };
    calls.push(call);
    callOf.set(request, call);

    const fault = faults.shift() ?? standingFault;
    if (fault) {
      call.fault = fault.fault;
      return applyFault(request, reply, fault);
    }
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return reject(reply, 401, 'unauthorized', 'Invalid or revoked token');
    }
    const retryAfter = takeCallSlot();
    if (retryAfter !== null) {
      reply.header('retry-after', String(retryAfter));
      return reject(reply, 429, 'rate_limited', 'Too many requests');
    }
    if (request.method === 'POST' || request.method === 'PUT') {
      const key = call.idempotencyKey;
      if (!key) {
        return reject(reply, 400, 'idempotency_key_required', 'Idempotency-Key is required');
      }
      if (!UUID.test(key)) {
        return reject(reply, 400, 'idempotency_key_invalid', 'Idempotency-Key must be a UUID');
      }
      const first = idempotent.get(key);
      if (first) {
        call.isReplay = true;
        replayed.add(request);
        return reply
          .status(first.status)
          .header('idempotent-replayed', 'true')
          .type('application/json')
          .send(first.payload);
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const call = callOf.get(request);
    if (call) call.status = reply.statusCode;
    const key = call?.idempotencyKey;
    const isStored =
      key &&
      (request.method === 'POST' || request.method === 'PUT') &&
      !replayed.has(request) &&
      call.fault === null &&
      reply.statusCode < 500 &&
      reply.statusCode !== 429 &&
      reply.statusCode !== 401 &&
      typeof payload === 'string';
    if (isStored) {
      if (idempotent.size >= IDEMPOTENCY_KEYS_KEPT) {
        idempotent.delete(idempotent.keys().next().value!);
      }
      idempotent.set(key, { status: reply.statusCode, payload });
    }
    return payload;
  });

  const addEmployer = (employer: Partial<SimulatedEmployer> & { name: string }) => {
    const created: SimulatedEmployer = {
      id: employer.id ?? nextId('emp'),
      externalRef: employer.externalRef ?? null,
      name: employer.name,
      slug: employer.slug ?? employer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      verified: employer.verified ?? false,
      lastActive: employer.lastActive ?? isoNow(),
    };
    employers.set(created.id, created);
    return created;
  };
  const findEmployerByRef = (externalRef: string) =>
    [...employers.values()].find((employer) => employer.externalRef === externalRef);
  const findJobByRef = (externalRef: string) =>
    [...jobs.values()].find((job) => job.externalRef === externalRef);
  const jobUrl = (id: string) => `${origin}/board/jobs/${id}`;

  const pageOf = <T>(items: T[], pageParam: unknown) => {
    const page = Number(pageParam ?? 1);
    if (!Number.isInteger(page) || page < 1) return null;
    const start = (page - 1) * PAGE_SIZE;
    return {
      items: items.slice(start, start + PAGE_SIZE),
      nextPage: start + PAGE_SIZE < items.length ? page + 1 : null,
    };
  };

  void app.register(
    async (api) => {
      api.post('/employers', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const fields: Record<string, string> = {};
        for (const name of ['externalRef', 'name', 'slug']) {
          if (typeof body[name] !== 'string' || !(body[name] as string).trim()) {
            fields[name] = 'is required';
          }
        }
        if (typeof body.slug === 'string' && body.slug && !/^[a-z0-9-]+$/.test(body.slug)) {
          fields.slug = 'may hold only lowercase letters, digits and dashes';
        }
        if (Object.keys(fields).length > 0) {
          return reject(reply, 422, 'validation_failed', 'The employer is not valid', fields);
        }
        const existing = findEmployerByRef(body.externalRef as string);
        if (existing) {
          return reply.status(409).send({
            error: 'employer_exists',
            message: 'An employer already exists for this externalRef',
            id: existing.id,
          });
        }
        const employer = addEmployer({
          externalRef: body.externalRef as string,
          name: body.name as string,
          slug: body.slug as string,
        });
        return reply.status(201).send({
          id: employer.id,
          externalRef: employer.externalRef,
          name: employer.name,
          verified: false,
        });
      });

      api.get<{ Querystring: { page?: string } }>('/employers', async (request, reply) => {
        const page = pageOf([...employers.values()], request.query.page);
        if (!page) return reject(reply, 400, 'bad_request', 'page must be a positive integer');
        return {
          employers: page.items.map((employer) => ({
            id: employer.id,
            name: employer.name,
            jobCount: jobsOf(employer.id).length,
            verified: employer.verified,
            lastActive: employer.lastActive,
          })),
          nextPage: page.nextPage,
        };
      });

      api.get<{ Params: { id: string } }>('/employers/:id/jobs', async (request, reply) => {
        if (!employers.has(request.params.id)) {
          return reject(reply, 404, 'not_found', 'No such employer');
        }
        return { jobs: jobsOf(request.params.id).map(publicJob) };
      });

      api.get<{ Params: { id: string } }>('/employers/:id/applications', async (request, reply) => {
        if (!employers.has(request.params.id)) {
          return reject(reply, 404, 'not_found', 'No such employer');
        }
        const jobIds = new Set(jobsOf(request.params.id).map((job) => job.id));
        return {
          applications: [...applications.values()].filter((application) =>
            jobIds.has(application.jobId),
          ),
        };
      });

      api.put<{ Params: { externalRef: string } }>('/jobs/:externalRef', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const fields: Record<string, string> = {};
        for (const name of ['employerId', 'title', 'descriptionMd', 'applyUrl']) {
          if (typeof body[name] !== 'string' || !(body[name] as string).trim()) {
            fields[name] = 'is required';
          }
        }
        for (const name of ['department', 'location', 'employmentType', 'compensationRange']) {
          if (body[name] !== null && body[name] !== undefined && typeof body[name] !== 'string') {
            fields[name] = 'must be text';
          }
        }
        if (body.status !== 'OPEN' && body.status !== 'CLOSED') {
          fields.status = 'must be OPEN or CLOSED';
        }
        if (typeof body.employerId === 'string' && !employers.has(body.employerId)) {
          fields.employerId = 'is not an employer on the board';
        }
        if (Object.keys(fields).length > 0) {
          return reject(reply, 422, 'validation_failed', 'The job could not be published', fields);
        }
        const { externalRef } = request.params;
        const incoming = Object.fromEntries(
          JOB_FIELDS.map((name) => [name, body[name] ?? null]),
        ) as Record<(typeof JOB_FIELDS)[number], string | null>;
        const existing = findJobByRef(externalRef);
        const at = isoNow();
        const employer = employers.get(incoming.employerId!)!;
        employer.lastActive = at;
        if (existing) {
          const isSame = JOB_FIELDS.every((name) => existing[name] === incoming[name]);
          // The same body twice changes nothing, not even updatedAt.
          if (!isSame) Object.assign(existing, incoming, { updatedAt: at });
          return reply.status(200).send({
            id: existing.id,
            externalRef,
            status: existing.status,
            url: existing.url,
            updatedAt: existing.updatedAt,
          });
        }
        const id = nextId('job');
        const job = {
          ...(incoming as Record<string, string | null>),
          id,
          externalRef,
          status: incoming.status as JobStatus,
          url: jobUrl(id),
          createdAt: at,
          updatedAt: at,
        } as BoardJob & { applyUrl: string | null };
        jobs.set(id, job);
        return reply.status(201).send({
          id,
          externalRef,
          status: job.status,
          url: job.url,
          updatedAt: at,
        });
      });

      api.get<{ Params: { externalRef: string } }>('/jobs/:externalRef', async (request, reply) => {
        const job = findJobByRef(request.params.externalRef);
        if (!job) return reject(reply, 404, 'not_found', 'No such job');
        return publicJob(job);
      });

      api.get<{ Querystring: { q?: string; page?: string } }>(
        '/candidates',
        async (request, reply) => {
          const q = (request.query.q ?? '').trim().toLowerCase();
          const found = [...candidates.values()].filter(
            (candidate) =>
              !q ||
              candidate.fullName.toLowerCase().includes(q) ||
              candidate.email.toLowerCase().includes(q),
          );
          const page = pageOf(found, request.query.page);
          if (!page) return reject(reply, 400, 'bad_request', 'page must be a positive integer');
          return { candidates: page.items, nextPage: page.nextPage };
        },
      );

      api.get<{ Params: { id: string } }>('/resumes/:id', async (request, reply) => {
        const resume = resumes.get(request.params.id);
        if (!resume) return reject(reply, 404, 'not_found', 'No such résumé');
        return reply.type(resume.contentType).send(Buffer.from(resume.bytes));
      });
    },
    { prefix: API_PREFIX },
  );

  const seedCandidate = (
    candidate: Partial<BoardCandidate> & { fullName: string; resume?: SimulatedResume | null },
  ): BoardCandidate => {
    const { resume = { bytes: SAMPLE_PDF, contentType: 'application/pdf' }, ...rest } = candidate;
    const id = rest.id ?? nextId('cand');
    if (resume) resumes.set(id, resume);
    const seeded: BoardCandidate = {
      id,
      fullName: rest.fullName,
      email: rest.email ?? `${id}@seekers.test`,
      phone: rest.phone ?? null,
      resumeUrl: rest.resumeUrl ?? (resume ? `${origin}${API_PREFIX}/resumes/${id}` : null),
      sourceOrgName: rest.sourceOrgName ?? null,
      appliedAt: rest.appliedAt ?? null,
    };
    candidates.set(id, seeded);
    return seeded;
  };

  const createWebhookEvent = (
    type: string,
    data: unknown,
    event: { id?: string; createdAt?: string } = {},
  ): WebhookEvent => ({
    id: event.id ?? nextId('evt'),
    type,
    createdAt: event.createdAt ?? isoNow(),
    data,
  });

  const deliverWebhook = async (
    event: WebhookEvent,
    delivery: SendWebhookOptions = {},
  ): Promise<WebhookDelivery[]> => {
    const target = delivery.url ?? (typeof webhookUrl === 'function' ? webhookUrl() : webhookUrl);
    if (!target) throw new Error('The simulator has no webhook URL to deliver to');
    const rawBody = JSON.stringify(event);
    const timestamp = delivery.timestamp ?? Math.floor(now().getTime() / 1000);
    const signature = signWebhook(delivery.secret ?? webhookSecret, rawBody, timestamp);
    const answers: WebhookDelivery[] = [];
    for (let index = 0; index < (delivery.repeat ?? 1); index += 1) {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'zuludesk-signature': signature },
        body: rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      answers.push({ eventId: event.id, status: response.status, body: await response.text() });
    }
    return answers;
  };

  /**
   * The board's public site, as a job seeker sees it: a job's page with an apply
   * form. Applying there sends Shortlist the signed application.created webhook,
   * as the partner's board would. No token: it is the public site, not the API.
   */
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const escapeHtml = (text: string) =>
    text.replace(
      /[&<>"']/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
    );
  const boardPage = (job: BoardJob, notice: string | null) => {
    const employer = employers.get(job.employerId);
    const facts = [job.department, job.location, job.employmentType, job.compensationRange]
      .filter(Boolean)
      .map((fact) => escapeHtml(fact!))
      .join(' · ');
    const form =
      job.status === 'OPEN'
        ? `<form method="post" action="/board/jobs/${encodeURIComponent(job.id)}/apply">
  <h2>Apply on the careers board</h2>
  <p><label>Full name<br><input name="fullName" required maxlength="120" autocomplete="name"></label></p>
  <p><label>Email<br><input name="email" type="email" required maxlength="254" autocomplete="email"></label></p>
  <p><label>Phone (optional)<br><input name="phone" maxlength="40" autocomplete="tel"></label></p>
  <p><label>Cover note (optional)<br><textarea name="coverNote" rows="4" maxlength="5000"></textarea></label></p>
  <p><button type="submit">Send application</button></p>
</form>`
        : '<p><strong>This job is closed.</strong></p>';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(job.title)} · ZuluDesk Careers (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
.banner{background:#fef3c7;padding:.5rem .75rem;border-radius:.375rem}.notice{background:#dcfce7;padding:.5rem .75rem;border-radius:.375rem}
input,textarea{width:100%;padding:.4rem;border:1px solid #9ca3af;border-radius:.25rem;font:inherit}button{padding:.5rem 1rem;font:inherit}</style></head>
<body><p class="banner">Sandbox careers board: a stand-in for the partner's site. No one outside this machine sees it.</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<h1>${escapeHtml(job.title)}</h1>
<p>${escapeHtml(employer?.name ?? 'Employer')}${facts ? ` · ${facts}` : ''}</p>
<div style="white-space:pre-line">${escapeHtml(job.descriptionMd ?? '')}</div>
${form}
</body></html>`;
  };

  app.get<{ Params: { id: string }; Querystring: { applied?: string } }>(
    '/board/jobs/:id',
    async (request, reply) => {
      const job = jobs.get(request.params.id);
      if (!job) return reply.status(404).type('text/html').send('<h1>Job not found</h1>');
      const notice =
        request.query.applied === '1'
          ? 'Application sent. The employer receives it in Shortlist.'
          : request.query.applied === '0'
            ? 'The application could not be delivered to Shortlist. Try again in a moment.'
            : null;
      return reply.type('text/html').send(boardPage(publicJob(job), notice));
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/board/jobs/:id/apply',
    async (request, reply) => {
      const job = jobs.get(request.params.id);
      if (!job || job.status !== 'OPEN') {
        return reply.status(404).type('text/html').send('<h1>Job not found</h1>');
      }
      const body = request.body ?? {};
      const fullName = String(body.fullName ?? '')
        .trim()
        .slice(0, 120);
      const email = String(body.email ?? '')
        .trim()
        .slice(0, 254);
      if (!fullName || !/^[^@\s]+@[^@\s]+$/.test(email)) {
        return reply.redirect(`/board/jobs/${encodeURIComponent(job.id)}?applied=0`, 303);
      }
      const candidate = seedCandidate({
        fullName,
        email,
        phone:
          String(body.phone ?? '')
            .trim()
            .slice(0, 40) || null,
        sourceOrgName: 'ZuluDesk Careers (sandbox)',
      });
      const application = controls.seedApplication({
        jobId: job.id,
        candidate,
        coverNote:
          String(body.coverNote ?? '')
            .trim()
            .slice(0, 5000) || null,
      });
      let isDelivered = false;
      try {
        const [delivery] = await deliverWebhook(
          createWebhookEvent('application.created', application),
        );
        isDelivered = delivery !== undefined && delivery.status < 300;
      } catch {
        isDelivered = false;
      }
      return reply.redirect(
        `/board/jobs/${encodeURIComponent(job.id)}?applied=${isDelivered ? 1 : 0}`,
        303,
      );
    },
  );

  /**
   * The sandbox's test application (not part of the partner's API): a made-up job
   * seeker applies to the job listed under `jobExternalRef` and the webhook goes out,
   * as on the public site. Over HTTP, so any Shortlist process can ask the one sandbox
   * board (decision 0038); with the admin token, since it creates data.
   */
  app.post<{ Body: Record<string, unknown> }>(SANDBOX_APPLICATIONS_PATH, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      return reject(reply, 401, 'unauthorized', 'Invalid or revoked token');
    }
    const body = request.body ?? {};
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : null);
    const job = findJobByRef(text('jobExternalRef') ?? '');
    if (!job || job.status !== 'OPEN') return reject(reply, 404, 'not_found', 'No open job');
    const fullName = text('fullName');
    if (!fullName) return reject(reply, 422, 'validation_failed', 'fullName is required');
    const candidate = seedCandidate({
      fullName,
      email: text('email') ?? undefined,
      phone: text('phone'),
      sourceOrgName: text('sourceOrgName'),
    });
    const application = controls.seedApplication({
      jobId: job.id,
      candidate,
      coverNote: text('coverNote'),
    });
    const event = createWebhookEvent('application.created', application);
    const [delivery] = await deliverWebhook(event);
    return { eventId: event.id, deliveryStatus: delivery?.status ?? null };
  });

  const controls = {
    webhookSecret,
    /** Every call received, in order, faults and replays included. */
    calls,
    employers,
    jobs,
    candidates,
    applications,
    setOrigin(url: string) {
      origin = url.replace(/\/$/, '');
    },
    setWebhookUrl(url: string | (() => string)) {
      webhookUrl = url;
    },
    setCallsPerSecond(limit: number | null) {
      callsPerSecond = limit;
      bucket = { tokens: limit ?? 0, at: Date.now() };
    },
    /** The next `count` calls fail this way, whatever they ask. */
    failNext(count: number, fault: SimulatorFault, details: { retryAfterSeconds?: number } = {}) {
      for (let index = 0; index < count; index += 1) {
        faults.push({ fault, retryAfterSeconds: details.retryAfterSeconds ?? 1 });
      }
    },
    /** Every call fails this way until cleared with null. */
    setFaultMode(fault: SimulatorFault | null, details: { retryAfterSeconds?: number } = {}) {
      standingFault =
        fault === null ? null : { fault, retryAfterSeconds: details.retryAfterSeconds ?? 1 };
    },
    seedEmployer: addEmployer,
    seedEmployers(count: number, prefix = 'Employer') {
      return Array.from({ length: count }, (_, index) =>
        addEmployer({ name: `${prefix} ${String(index + 1).padStart(4, '0')}` }),
      );
    },
    seedJob(
      job: Partial<BoardJob> & { employerId: string; title: string; applyUrl?: string | null },
    ): BoardJob {
      if (!employers.has(job.employerId)) throw new Error(`No employer ${job.employerId}`);
      const id = job.id ?? nextId('job');
      const at = isoNow();
      const seeded = {
        id,
        externalRef: job.externalRef ?? null,
        employerId: job.employerId,
        title: job.title,
        department: job.department ?? null,
        location: job.location ?? null,
        employmentType: job.employmentType ?? null,
        compensationRange: job.compensationRange ?? null,
        descriptionMd: job.descriptionMd ?? '',
        status: job.status ?? 'OPEN',
        url: job.url ?? jobUrl(id),
        createdAt: job.createdAt ?? at,
        updatedAt: job.updatedAt ?? at,
        applyUrl: job.applyUrl ?? null,
      };
      jobs.set(id, seeded);
      return publicJob(seeded);
    },
    seedCandidate,
    seedApplication(application: {
      jobId: string;
      candidate?: BoardCandidate;
      coverNote?: string | null;
      createdAt?: string;
    }): BoardApplication {
      const job = jobs.get(application.jobId);
      if (!job) throw new Error(`No job ${application.jobId}`);
      const createdAt = application.createdAt ?? isoNow();
      const candidate = application.candidate ?? seedCandidate({ fullName: 'Ama Mensah' });
      const seeded: BoardApplication = {
        id: nextId('app'),
        jobId: job.id,
        jobExternalRef: job.externalRef,
        candidate: { ...candidate, appliedAt: createdAt },
        coverNote: application.coverNote ?? null,
        createdAt,
      };
      applications.set(seeded.id, seeded);
      return seeded;
    },
    createWebhookEvent,
    /** Delivers an event made earlier: send two in reverse order for out-of-order. */
    deliverWebhook,
    sendWebhook(type: string, data: unknown, delivery: SendWebhookOptions = {}) {
      return deliverWebhook(createWebhookEvent(type, data), delivery);
    },
    /** Forgets everything: state, calls, faults, idempotency keys and the rate window. */
    reset() {
      for (const map of [employers, jobs, candidates, resumes, applications, idempotent]) {
        map.clear();
      }
      calls.length = 0;
      faults.length = 0;
      standingFault = null;
      for (const reply of hanging) reply.raw.destroy();
      hanging.clear();
      bucket = { tokens: callsPerSecond ?? 0, at: Date.now() };
    },
  };

  app.addHook('onClose', async () => {
    for (const reply of hanging) reply.raw.destroy();
    hanging.clear();
  });

  return { app, ...controls };
}

export type CareersBoardSimulator = ReturnType<typeof createCareersBoardSimulator>;

export type RunningCareersBoardSimulator = CareersBoardSimulator & {
  /** The API base URL, as ZULUDESK_CAREERS_API_URL takes it (ends in /v1). */
  url: string;
  close(): Promise<void>;
};

/** Listens on 127.0.0.1, on an ephemeral port unless one is given. */
export async function startCareersBoardSimulator(
  options: CareersBoardSimulatorOptions & { port?: number; host?: string },
): Promise<RunningCareersBoardSimulator> {
  const { port = 0, host = '127.0.0.1', ...rest } = options;
  const simulator = createCareersBoardSimulator(rest);
  // Its own socket: in a cluster's process (WEB_CONCURRENCY) a shared one would be the
  // web processes' port, and their connections would be dealt to it too.
  await simulator.app.listen({ port, host, exclusive: true });
  const address = simulator.app.server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  simulator.setOrigin(origin);
  return Object.assign(simulator, {
    url: `${origin}${API_PREFIX}`,
    close: () => simulator.app.close(),
  });
}

/** A fresh idempotency key, for tests that replay one on purpose. */
export const newIdempotencyKey = (): string => randomUUID();
