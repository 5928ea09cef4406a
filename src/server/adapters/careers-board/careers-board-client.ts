import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The partner careers board's API (`zuludesk_careers`) as its spec page defines it
 * (shared/spec/careers-board-api.md). The real board and the local simulator
 * (simulator.ts) both speak it, so both go through this client.
 */
export const DEFAULT_CAREERS_BOARD_API_URL = 'https://api.careers.zuludesk.example/v1';
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The board accepts at most this many calls a second per token. */
export const MAX_CALLS_PER_SECOND = 10;
/** A résumé bigger than this is refused rather than read into memory. */
const MAX_RESUME_BYTES = 20 * 1024 * 1024;
/** Retry-After the board may leave out; one second is its own window. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;
const WEBHOOK_TOLERANCE_SECONDS = 300;

export type JobStatus = 'OPEN' | 'CLOSED';

export interface CreatedEmployer {
  id: string;
  /** True when the board already had an employer for this externalRef (its 409). */
  isExisting: boolean;
  externalRef?: string;
  name?: string;
  verified?: boolean;
}

export interface EmployerSummary {
  id: string;
  name: string;
  jobCount: number;
  verified: boolean;
  lastActive: string | null;
}

export interface EmployerPage {
  employers: EmployerSummary[];
  nextPage: number | null;
}

export interface BoardJob {
  id: string;
  /** Shortlist's job id; null for a job posted on the board itself. */
  externalRef: string | null;
  employerId: string;
  title: string;
  department: string | null;
  location: string | null;
  employmentType: string | null;
  compensationRange: string | null;
  descriptionMd: string;
  status: JobStatus;
  url: string;
  createdAt: string;
  updatedAt: string;
}

export interface BoardCandidate {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  resumeUrl: string | null;
  sourceOrgName: string | null;
  appliedAt: string | null;
}

export interface BoardApplication {
  id: string;
  jobId: string;
  jobExternalRef: string | null;
  candidate: BoardCandidate;
  coverNote: string | null;
  createdAt: string;
}

export interface CandidatePage {
  candidates: BoardCandidate[];
  nextPage: number | null;
}

export interface JobUpsert {
  employerId: string;
  title: string;
  department: string | null;
  location: string | null;
  employmentType: string | null;
  compensationRange: string | null;
  descriptionMd: string;
  status: JobStatus;
  applyUrl: string;
}

export interface UpsertedJob {
  id: string;
  externalRef: string;
  status: JobStatus;
  url: string;
  updatedAt: string;
  /** The board answered 201: it did not have this job before. */
  isCreated: boolean;
}

export interface DownloadedResume {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * What went wrong, in the terms of the spec's error table, so callers decide by
 * `kind`: rejected and unauthorized are final, rate_limited and unavailable are retried.
 */
export type CareersBoardErrorKind = 'rejected' | 'unauthorized' | 'rate_limited' | 'unavailable';

export class CareersBoardError extends Error {
  /** Its message names the call (never its query string) and the board's answer. */
  readonly isLogSafe = true;
  readonly kind: CareersBoardErrorKind;
  /** The HTTP status, when the board answered at all. */
  readonly status: number | undefined;
  /** The board's `error` code, e.g. `employer_exists`. */
  readonly code: string | undefined;
  /** The board's `message`, kept word for word to show as the sync failure. */
  readonly boardMessage: string | undefined;
  readonly fields: Record<string, unknown> | undefined;
  /** From Retry-After on a 429. */
  readonly retryAfterSeconds: number | undefined;
  /** The `id` a 409 names: the board's record that already exists. */
  readonly existingId: string | undefined;

  constructor(
    kind: CareersBoardErrorKind,
    message: string,
    details: {
      status?: number;
      code?: string;
      boardMessage?: string;
      fields?: Record<string, unknown>;
      retryAfterSeconds?: number;
      existingId?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'CareersBoardError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.boardMessage = details.boardMessage;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.existingId = details.existingId;
  }

  get isRetryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }

  /** The board did not answer within the call's time-out. */
  get isTimeout(): boolean {
    const { cause } = this;
    return cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At most `maxCalls` starts in any `intervalMs` window, first come first served.
 * A sliding window rather than a burst bucket: the board counts calls per second,
 * and a bucket refilled while full would let 19 through in one second.
 */
export class CallRateLimiter {
  private readonly maxCalls: number;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    options: {
      maxCalls?: number;
      intervalMs?: number;
      /** Injected in tests, so the limiter is checked without waiting in real time. */
      now?: () => number;
      sleep?: (ms: number) => Promise<void>;
    } = {},
  ) {
    this.maxCalls = options.maxCalls ?? MAX_CALLS_PER_SECOND;
    this.intervalMs = options.intervalMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Resolves when a call may start, and counts it as started. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot());
    // A failing sleep must not stop the calls queued behind it.
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length > 0 && now - this.starts[0]! >= this.intervalMs) {
        this.starts.shift();
      }
      if (this.starts.length < this.maxCalls) {
        this.starts.push(now);
        return;
      }
      await this.sleep(this.intervalMs - (now - this.starts[0]!));
    }
  }
}

export interface CareersBoardClientOptions {
  /** A function for a simulator whose address is known only once it listens. */
  baseUrl?: string | (() => string);
  /** A function for a sandbox board another process runs, whose token is read when needed. */
  token: string | (() => string);
  /** Per call, waiting for the rate limit not included. */
  timeoutMs?: number;
  /**
   * Share one limiter between clients of the same token; the board limits per token.
   * `null` switches it off (only for tests of the board's own limit).
   */
  rateLimiter?: CallRateLimiter | null;
  /**
   * Origins the bearer token may be sent to for résumés; the base URL's by default,
   * so a résumé link elsewhere never receives the admin token.
   */
  resumeOrigins?: string[];
  /**
   * Told how every call ended: the board answered well (2xx), or the error it ends
   * in. The integration's health (last success, last failure) is kept from this.
   */
  onOutcome?: (outcome: CallOutcome) => void;
}

export type CallOutcome = { ok: true } | { ok: false; error: CareersBoardError };

type Method = 'GET' | 'POST' | 'PUT';

interface BoardAnswer {
  status: number;
  body: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Retry-After is delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, nowMs = Date.now()): number {
  if (!header) return DEFAULT_RETRY_AFTER_SECONDS;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

export class CareersBoardClient {
  private readonly timeoutMs: number;
  private readonly rateLimiter: CallRateLimiter | null;

  constructor(private readonly options: CareersBoardClientOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.rateLimiter =
      options.rateLimiter === undefined ? new CallRateLimiter() : options.rateLimiter;
  }

  async createEmployer(
    employer: { externalRef: string; name: string; slug: string },
    idempotencyKey?: string,
  ): Promise<CreatedEmployer> {
    try {
      const { body } = await this.call('POST', '/employers', {
        body: employer,
        idempotencyKey,
      });
      return {
        id: this.readString(body, 'id', 'POST /employers'),
        isExisting: false,
        externalRef: typeof body.externalRef === 'string' ? body.externalRef : employer.externalRef,
        name: typeof body.name === 'string' ? body.name : employer.name,
        verified: body.verified === true,
      };
    } catch (error) {
      // The board already has an employer for this organization: adopt it.
      if (
        error instanceof CareersBoardError &&
        error.status === 409 &&
        error.code === 'employer_exists' &&
        typeof error.existingId === 'string'
      ) {
        return { id: error.existingId, isExisting: true, externalRef: employer.externalRef };
      }
      throw error;
    }
  }

  async listEmployers(page = 1): Promise<EmployerPage> {
    const { body } = await this.call('GET', `/employers?page=${page}`);
    return {
      employers: this.readArray<EmployerSummary>(body, 'employers', 'GET /employers'),
      nextPage: this.readNextPage(body, 'GET /employers'),
    };
  }

  /** Every page, following nextPage until the board says there is none. */
  async listAllEmployers(): Promise<EmployerSummary[]> {
    const employers: EmployerSummary[] = [];
    const seen = new Set<number>();
    let page: number | null = 1;
    while (page !== null) {
      // A board that answers the same nextPage again would loop forever.
      if (seen.has(page)) {
        throw new CareersBoardError('unavailable', `The careers board repeated page ${page}`);
      }
      seen.add(page);
      const answer: EmployerPage = await this.listEmployers(page);
      employers.push(...answer.employers);
      page = answer.nextPage;
    }
    return employers;
  }

  async listEmployerJobs(employerId: string): Promise<BoardJob[]> {
    const path = `/employers/${encodeURIComponent(employerId)}/jobs`;
    const { body } = await this.call('GET', path);
    return this.readArray<BoardJob>(body, 'jobs', `GET ${path}`);
  }

  async listEmployerApplications(employerId: string): Promise<BoardApplication[]> {
    const path = `/employers/${encodeURIComponent(employerId)}/applications`;
    const { body } = await this.call('GET', path);
    return this.readArray<BoardApplication>(body, 'applications', `GET ${path}`);
  }

  async upsertJob(
    externalRef: string,
    job: JobUpsert,
    idempotencyKey?: string,
  ): Promise<UpsertedJob> {
    const path = `/jobs/${encodeURIComponent(externalRef)}`;
    const { status, body } = await this.call('PUT', path, { body: job, idempotencyKey });
    const where = `PUT ${path}`;
    return {
      id: this.readString(body, 'id', where),
      externalRef: this.readString(body, 'externalRef', where),
      status: this.readString(body, 'status', where) as JobStatus,
      url: this.readString(body, 'url', where),
      updatedAt: this.readString(body, 'updatedAt', where),
      isCreated: status === 201,
    };
  }

  /** Null when the board has no job with this externalRef. */
  async getJob(externalRef: string): Promise<BoardJob | null> {
    const path = `/jobs/${encodeURIComponent(externalRef)}`;
    try {
      const { body } = await this.call('GET', path);
      this.readString(body, 'id', `GET ${path}`);
      return body as unknown as BoardJob;
    } catch (error) {
      if (error instanceof CareersBoardError && error.status === 404) return null;
      throw error;
    }
  }

  async searchCandidates(q: string, page = 1): Promise<CandidatePage> {
    const query = new URLSearchParams({ q, page: String(page) });
    const { body } = await this.call('GET', `/candidates?${query.toString()}`);
    return {
      candidates: this.readArray<BoardCandidate>(body, 'candidates', 'GET /candidates'),
      nextPage: this.readNextPage(body, 'GET /candidates'),
    };
  }

  /** A candidate's résumé (PDF or DOCX), fetched with the admin token. */
  async downloadResume(resumeUrl: string): Promise<DownloadedResume> {
    return this.observed(this.downloadResumeUnobserved(resumeUrl));
  }

  private async downloadResumeUnobserved(resumeUrl: string): Promise<DownloadedResume> {
    let target: URL;
    try {
      target = new URL(resumeUrl, this.baseUrl() + '/');
    } catch {
      throw new CareersBoardError('rejected', 'The résumé link is not a URL');
    }
    const allowed = this.options.resumeOrigins ?? [new URL(this.baseUrl()).origin];
    if (!allowed.includes(target.origin)) {
      throw new CareersBoardError(
        'rejected',
        `The résumé link points outside the careers board (${target.origin})`,
      );
    }
    const where = 'GET résumé';
    const response = await this.send(where, target, 'GET', {
      accept:
        'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      // Every call to the board carries it (its contract), this one too.
      'content-type': 'application/json',
    });
    if (!response.ok) throw await this.errorFrom(where, response);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_RESUME_BYTES) {
      await response.body?.cancel();
      throw new CareersBoardError('rejected', `The résumé is too large (${length} bytes)`);
    }
    const bytes = new Uint8Array(await this.read(where, () => response.arrayBuffer()));
    if (bytes.byteLength > MAX_RESUME_BYTES) {
      throw new CareersBoardError(
        'rejected',
        `The résumé is too large (${bytes.byteLength} bytes)`,
      );
    }
    const contentType = (response.headers.get('content-type') ?? 'application/octet-stream')
      .split(';')[0]!
      .trim();
    return { bytes, contentType };
  }

  private token(): string {
    const { token } = this.options;
    return typeof token === 'function' ? token() : token;
  }

  private baseUrl(): string {
    const { baseUrl = DEFAULT_CAREERS_BOARD_API_URL } = this.options;
    return (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/$/, '');
  }

  private async call(
    method: Method,
    pathAndQuery: string,
    request: { body?: unknown; idempotencyKey?: string | undefined } = {},
  ): Promise<BoardAnswer> {
    return this.observed(this.callUnobserved(method, pathAndQuery, request));
  }

  private async observed<T>(work: Promise<T>): Promise<T> {
    try {
      const result = await work;
      this.options.onOutcome?.({ ok: true });
      return result;
    } catch (error) {
      if (error instanceof CareersBoardError) {
        // A 404 on GET /jobs/{ref} or a 409 employer_exists is an answer, not ill health.
        const isAnswer = error.status === 404 || error.code === 'employer_exists';
        this.options.onOutcome?.(isAnswer ? { ok: true } : { ok: false, error });
      }
      throw error;
    }
  }

  private async callUnobserved(
    method: Method,
    pathAndQuery: string,
    request: { body?: unknown; idempotencyKey?: string | undefined },
  ): Promise<BoardAnswer> {
    // Query strings can carry a job seeker's name or email: keep them out of messages.
    const where = `${method} ${pathAndQuery.split('?')[0]}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
    };
    if (method !== 'GET') headers['idempotency-key'] = request.idempotencyKey ?? randomUUID();
    const response = await this.send(
      where,
      new URL(this.baseUrl() + pathAndQuery),
      method,
      headers,
      request.body === undefined ? undefined : JSON.stringify(request.body),
    );
    if (!response.ok) throw await this.errorFrom(where, response);
    const text = await this.read(where, () => response.text());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CareersBoardError(
        'unavailable',
        `The careers board answered ${where} with ${response.status} but no JSON`,
        { status: response.status },
      );
    }
    if (!isRecord(body)) {
      throw new CareersBoardError(
        'unavailable',
        `The careers board answered ${where} with something other than an object`,
        { status: response.status },
      );
    }
    return { status: response.status, body };
  }

  private async send(
    where: string,
    url: URL,
    method: Method,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Response> {
    if (this.rateLimiter) await this.rateLimiter.acquire();
    try {
      return await fetch(url, {
        method,
        headers: { ...headers, authorization: `Bearer ${this.token()}` },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.unreachable(where, error);
    }
  }

  /** Reading the body is still under the call's time-out, and can fail the same ways. */
  private async read<T>(where: string, reader: () => Promise<T>): Promise<T> {
    try {
      return await reader();
    } catch (error) {
      throw this.unreachable(where, error);
    }
  }

  private unreachable(where: string, error: unknown): CareersBoardError {
    const isTimeout =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = isTimeout ? `timed out after ${this.timeoutMs} ms` : 'could not be reached';
    return new CareersBoardError('unavailable', `The careers board ${reason} (${where})`, {
      cause: error,
    });
  }

  private async errorFrom(where: string, response: Response): Promise<CareersBoardError> {
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(await response.text());
      if (isRecord(parsed)) body = parsed;
    } catch {
      // An error page without JSON still has its status to go by.
    }
    const { status } = response;
    const code = typeof body.error === 'string' ? body.error : undefined;
    const boardMessage = typeof body.message === 'string' ? body.message : undefined;
    const fields = isRecord(body.fields) ? body.fields : undefined;
    const said = boardMessage ?? code ?? 'no message';
    const details = { status, code, boardMessage, fields };
    if (status === 401 || status === 403) {
      return new CareersBoardError(
        'unauthorized',
        `The careers board refused the token (${where}: ${status} ${said})`,
        details,
      );
    }
    if (status === 429) {
      const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
      return new CareersBoardError(
        'rate_limited',
        `The careers board asks to slow down for ${retryAfterSeconds} s (${where})`,
        { ...details, retryAfterSeconds },
      );
    }
    if (status >= 500) {
      return new CareersBoardError(
        'unavailable',
        `The careers board failed (${where}: ${status} ${said})`,
        details,
      );
    }
    return new CareersBoardError(
      'rejected',
      `The careers board rejected ${where} (${status}: ${said})`,
      { ...details, ...(typeof body.id === 'string' ? { existingId: body.id } : {}) },
    );
  }

  private readString(body: Record<string, unknown>, key: string, where: string): string {
    const value = body[key];
    if (typeof value !== 'string') {
      throw new CareersBoardError(
        'unavailable',
        `The careers board answered ${where} without ${key}`,
      );
    }
    return value;
  }

  private readArray<T>(body: Record<string, unknown>, key: string, where: string): T[] {
    const value = body[key];
    if (!Array.isArray(value)) {
      throw new CareersBoardError(
        'unavailable',
        `The careers board answered ${where} without ${key}`,
      );
    }
    return value as T[];
  }

  private readNextPage(body: Record<string, unknown>, where: string): number | null {
    const { nextPage } = body;
    if (nextPage === null || nextPage === undefined) return null;
    if (typeof nextPage !== 'number' || !Number.isInteger(nextPage) || nextPage < 1) {
      throw new CareersBoardError('unavailable', `The careers board answered ${where} a bad page`);
    }
    return nextPage;
  }
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as the board signs. */
export function signWebhook(
  secret: string,
  rawBody: Buffer | string,
  timestampSeconds: number,
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.`)
    .update(rawBody)
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export type WebhookSignatureCheck =
  | { isValid: true; timestampSeconds: number }
  | { isValid: false; reason: 'missing' | 'garbled' | 'stale' | 'mismatch' };

/** Checks the `Zuludesk-Signature` header against the raw body, as received. */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined | null,
  rawBody: Buffer | string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): WebhookSignatureCheck {
  if (!secret || !header) return { isValid: false, reason: 'missing' };
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 1) return { isValid: false, reason: 'garbled' };
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't') {
      if (timestamp !== undefined) return { isValid: false, reason: 'garbled' };
      timestamp = value;
    } else if (name === 'v1') {
      signatures.push(value);
    }
  }
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    return { isValid: false, reason: 'garbled' };
  }
  if (!signatures.every((signature) => /^[0-9a-f]{64}$/i.test(signature))) {
    return { isValid: false, reason: 'garbled' };
  }
  const timestampSeconds = Number(timestamp);
  if (Math.abs(nowSeconds - timestampSeconds) > toleranceSeconds) {
    return { isValid: false, reason: 'stale' };
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  // The board may send several v1 while it rolls its secret; one match is enough.
  const isMatch = signatures.some((signature) =>
    timingSafeEqual(expected, Buffer.from(signature, 'hex')),
  );
  return isMatch ? { isValid: true, timestampSeconds } : { isValid: false, reason: 'mismatch' };
}
