import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CallRateLimiter,
  CareersBoardClient,
  CareersBoardError,
  parseRetryAfter,
  signWebhook,
  verifyWebhookSignature,
  type JobUpsert,
} from './careers-board-client';
import {
  newIdempotencyKey,
  startCareersBoardSimulator,
  type RunningCareersBoardSimulator,
} from './simulator';

const TOKEN = 'test-admin-token';
const SECRET = 'whsec_test_secret';

let board: RunningCareersBoardSimulator;

beforeAll(async () => {
  board = await startCareersBoardSimulator({ token: TOKEN, webhookSecret: SECRET });
});
afterAll(async () => {
  await board.close();
});
beforeEach(() => {
  board.reset();
  board.setCallsPerSecond(10);
});

/** A fresh client per test: its own 10-a-second window. */
const clientFor = (options: Partial<ConstructorParameters<typeof CareersBoardClient>[0]> = {}) =>
  new CareersBoardClient({ baseUrl: board.url, token: TOKEN, timeoutMs: 2_000, ...options });

async function failureOf(promise: Promise<unknown>): Promise<CareersBoardError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CareersBoardError);
  return error as CareersBoardError;
}

function jobBody(employerId: string, overrides: Partial<JobUpsert> = {}): JobUpsert {
  return {
    employerId,
    title: 'Accounts Officer',
    department: 'Finance',
    location: 'Accra',
    employmentType: 'FULL_TIME',
    compensationRange: 'GH₵ 4,000 – 6,000 a month',
    descriptionMd: 'Keep the books.',
    status: 'OPEN',
    applyUrl: 'https://shortlist.test/jobs/job-1/apply',
    ...overrides,
  };
}

describe('calls', () => {
  it('sends the bearer token, JSON content type and an idempotency key on writes', async () => {
    const client = clientFor();
    await client.createEmployer({ externalRef: 'org-1', name: 'Kofi Foods', slug: 'kofi-foods' });
    await client.listEmployers();

    const [post, get] = board.calls;
    expect(post).toMatchObject({
      method: 'POST',
      path: '/employers',
      authorization: `Bearer ${TOKEN}`,
      contentType: 'application/json',
      body: { externalRef: 'org-1', name: 'Kofi Foods', slug: 'kofi-foods' },
      status: 201,
    });
    expect(post!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(get).toMatchObject({ method: 'GET', path: '/employers?page=1', status: 200 });
    expect(get!.idempotencyKey).toBeUndefined();
  });

  it('creates an employer, and adopts the existing one on employer_exists', async () => {
    const client = clientFor();
    const created = await client.createEmployer({
      externalRef: 'org-1',
      name: 'Kofi Foods',
      slug: 'kofi-foods',
    });
    expect(created).toMatchObject({ isExisting: false, externalRef: 'org-1', verified: false });
    expect(board.employers.get(created.id)?.name).toBe('Kofi Foods');

    const again = await client.createEmployer({
      externalRef: 'org-1',
      name: 'Kofi Foods Ltd',
      slug: 'kofi-foods-ltd',
    });
    expect(again).toMatchObject({ id: created.id, isExisting: true });
    expect(board.calls.at(-1)?.status).toBe(409);
    expect(board.employers.size).toBe(1);
  });

  it('lists employers by page and follows nextPage to the end', async () => {
    board.seedEmployers(250);
    const client = clientFor();

    const first = await client.listEmployers(1);
    expect(first.employers).toHaveLength(100);
    expect(first.nextPage).toBe(2);
    expect(first.employers[0]).toEqual({
      id: expect.any(String),
      name: 'Employer 0001',
      jobCount: 0,
      verified: false,
      lastActive: expect.any(String),
    });
    const last = await client.listEmployers(3);
    expect(last).toMatchObject({ nextPage: null });
    expect(last.employers).toHaveLength(50);

    board.calls.length = 0;
    const all = await client.listAllEmployers();
    expect(all).toHaveLength(250);
    expect(new Set(all.map((employer) => employer.id)).size).toBe(250);
    expect(board.calls.map((call) => call.path)).toEqual([
      '/employers?page=1',
      '/employers?page=2',
      '/employers?page=3',
    ]);
  });

  it("lists an employer's jobs and applications", async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const other = board.seedEmployer({ name: 'Other' });
    const job = board.seedJob({ employerId: employer.id, title: 'Driver' });
    board.seedJob({ employerId: other.id, title: 'Cook' });
    const application = board.seedApplication({ jobId: job.id, coverNote: 'I drive well.' });
    const client = clientFor();

    const jobs = await client.listEmployerJobs(employer.id);
    expect(jobs).toEqual([job]);
    expect(jobs[0]).toMatchObject({ externalRef: null, status: 'OPEN' });

    const applications = await client.listEmployerApplications(employer.id);
    expect(applications).toEqual([application]);
    expect(applications[0]!.candidate.fullName).toBe('Ama Mensah');

    const missing = await failureOf(client.listEmployerJobs('emp_missing'));
    expect(missing).toMatchObject({ kind: 'rejected', status: 404, isRetryable: false });
  });

  it('upserts a job, and the same body twice changes nothing', async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const client = clientFor();

    const created = await client.upsertJob('job-1', jobBody(employer.id));
    expect(created).toMatchObject({ externalRef: 'job-1', status: 'OPEN', isCreated: true });
    expect(created.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

    const same = await client.upsertJob('job-1', jobBody(employer.id));
    expect(same).toEqual({ ...created, isCreated: false });
    expect(board.jobs.size).toBe(1);

    const closed = await client.upsertJob('job-1', jobBody(employer.id, { status: 'CLOSED' }));
    expect(closed).toMatchObject({ id: created.id, status: 'CLOSED', isCreated: false });

    const job = await client.getJob('job-1');
    expect(job).toMatchObject({
      id: created.id,
      externalRef: 'job-1',
      employerId: employer.id,
      title: 'Accounts Officer',
      status: 'CLOSED',
      url: created.url,
    });
    expect(await client.getJob('job-unknown')).toBeNull();
  });

  it('searches candidates by name or email, a page at a time', async () => {
    board.seedCandidate({ fullName: 'Ama Mensah', email: 'ama@example.com' });
    board.seedCandidate({ fullName: 'Kwame Asante', email: 'kwame@mensah.example' });
    board.seedCandidate({ fullName: 'Efua Owusu', email: 'efua@example.com' });
    for (let index = 0; index < 120; index += 1) {
      board.seedCandidate({ fullName: `Seeker ${index}`, email: `seeker${index}@example.com` });
    }
    const client = clientFor();

    const byName = await client.searchCandidates('mensah');
    expect(byName.candidates.map((candidate) => candidate.fullName).sort()).toEqual([
      'Ama Mensah',
      'Kwame Asante',
    ]);
    expect(byName.nextPage).toBeNull();
    expect(board.calls.at(-1)?.path).toBe('/candidates?q=mensah&page=1');

    const first = await client.searchCandidates('seeker');
    expect(first).toMatchObject({ nextPage: 2 });
    expect(first.candidates).toHaveLength(100);
    const second = await client.searchCandidates('seeker', 2);
    expect(second).toMatchObject({ nextPage: null });
    expect(second.candidates).toHaveLength(20);
  });

  it('downloads a résumé with the token, and never sends the token elsewhere', async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const candidate = board.seedCandidate({
      fullName: 'Ama Mensah',
      resume: {
        bytes: docx,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    });
    const client = clientFor();

    const resume = await client.downloadResume(candidate.resumeUrl!);
    expect(resume.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect([...resume.bytes]).toEqual([...docx]);
    expect(board.calls.at(-1)).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      contentType: 'application/json',
      status: 200,
    });

    const pdf = board.seedCandidate({ fullName: 'Kwame Asante' });
    const pdfResume = await client.downloadResume(pdf.resumeUrl!);
    expect(pdfResume.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(pdfResume.bytes.slice(0, 5))).toBe('%PDF-');

    const callsBefore = board.calls.length;
    const elsewhere = await failureOf(client.downloadResume('https://evil.example/resume.pdf'));
    expect(elsewhere.kind).toBe('rejected');
    expect(board.calls.length).toBe(callsBefore);

    const unauthorized = await failureOf(
      clientFor({ token: 'wrong' }).downloadResume(candidate.resumeUrl!),
    );
    expect(unauthorized.kind).toBe('unauthorized');
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the first answer and does nothing a second time', async () => {
    const client = clientFor();
    const key = newIdempotencyKey();
    const first = await client.createEmployer(
      { externalRef: 'org-1', name: 'Kofi Foods', slug: 'kofi-foods' },
      key,
    );
    const replay = await client.createEmployer(
      { externalRef: 'org-1', name: 'Kofi Foods', slug: 'kofi-foods' },
      key,
    );
    // Without the key the board would have answered 409 employer_exists.
    expect(replay).toEqual(first);
    expect(board.calls.map((call) => [call.status, call.isReplay])).toEqual([
      [201, false],
      [201, true],
    ]);
    expect(board.employers.size).toBe(1);
  });

  it('replays an upsert by key even when the body changed since', async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const client = clientFor();
    const key = newIdempotencyKey();
    const first = await client.upsertJob('job-1', jobBody(employer.id), key);
    const replay = await client.upsertJob('job-1', jobBody(employer.id, { title: 'Other' }), key);
    expect(replay).toEqual(first);
    expect(board.jobs.get(first.id)?.title).toBe('Accounts Officer');
  });

  it('sends a fresh key on every call when none is given', async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const client = clientFor();
    await client.upsertJob('job-1', jobBody(employer.id));
    await client.upsertJob('job-1', jobBody(employer.id));
    const [first, second] = board.calls.map((call) => call.idempotencyKey);
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    expect(board.calls.every((call) => !call.isReplay)).toBe(true);
  });

  it('refuses a key that is not a UUID, as the contract asks for one', async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const error = await failureOf(clientFor().upsertJob('job-1', jobBody(employer.id), 'job-1-v1'));
    expect(error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(board.jobs.size).toBe(0);
  });

  it('does not keep a failed answer for the key, so a retry does the work', async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const client = clientFor();
    const key = newIdempotencyKey();
    board.failNext(1, '500');
    await failureOf(client.upsertJob('job-1', jobBody(employer.id), key));
    const retried = await client.upsertJob('job-1', jobBody(employer.id), key);
    expect(retried.isCreated).toBe(true);
    expect(board.jobs.size).toBe(1);
  });
});

describe('errors', () => {
  it('classifies 422 as rejected, with the board message and fields', async () => {
    const client = clientFor();
    const error = await failureOf(client.upsertJob('job-1', jobBody('emp_missing', { title: '' })));
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 422,
      code: 'validation_failed',
      boardMessage: 'The job could not be published',
      fields: { title: 'is required', employerId: 'is not an employer on the board' },
      isRetryable: false,
    });
    expect(error.message).toContain('The job could not be published');
  });

  it('classifies 400 as rejected, with the board message', async () => {
    const client = clientFor();
    board.failNext(1, 400);
    const error = await failureOf(client.listEmployers());
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      boardMessage: 'The request is wrong',
      isRetryable: false,
    });
    const badPage = await failureOf(client.listEmployers(0));
    expect(badPage).toMatchObject({ kind: 'rejected', status: 400 });
    expect(badPage.boardMessage).toBe('page must be a positive integer');
  });

  it('classifies 401 and 403 as unauthorized', async () => {
    const wrongToken = await failureOf(clientFor({ token: 'revoked' }).listEmployers());
    expect(wrongToken).toMatchObject({ kind: 'unauthorized', status: 401, isRetryable: false });
    board.failNext(1, 403);
    const forbidden = await failureOf(clientFor().listEmployers());
    expect(forbidden).toMatchObject({ kind: 'unauthorized', status: 403 });
  });

  it('classifies 429 as rate_limited, with Retry-After', async () => {
    board.failNext(1, '429', { retryAfterSeconds: 7 });
    const error = await failureOf(clientFor().getJob('job-1'));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterSeconds: 7,
      isRetryable: true,
    });
  });

  it('answers 429 itself beyond 10 calls a second per token', async () => {
    const unlimited = clientFor({ rateLimiter: null });
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => unlimited.getJob('job-1')),
    );
    const elapsedMs = performance.now() - started;
    const answered = results.filter((result) => result.status === 'fulfilled');
    const limited = results.filter((result) => result.status === 'rejected');
    // 10 at once, then 10 a second: however slow the machine, never more.
    expect(answered.length).toBeGreaterThanOrEqual(10);
    expect(answered.length).toBeLessThanOrEqual(10 + Math.ceil(elapsedMs / 100));
    expect(limited.length).toBeGreaterThan(0);
    for (const result of limited) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        kind: 'rate_limited',
        retryAfterSeconds: 1,
      });
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter(null, now)).toBe(1);
    expect(parseRetryAfter('soon', now)).toBe(1);
  });

  it('classifies 5xx as unavailable', async () => {
    board.failNext(1, '500');
    const error = await failureOf(clientFor().listEmployers());
    expect(error).toMatchObject({ kind: 'unavailable', status: 500, isRetryable: true });
    board.setFaultMode(503);
    expect(await failureOf(clientFor().listEmployers())).toMatchObject({ status: 503 });
    board.setFaultMode(null);
    expect(await clientFor().listEmployers()).toEqual({ employers: [], nextPage: null });
  });

  it('gives up on a board that hangs after its time-out, as unavailable', async () => {
    board.failNext(1, 'hang');
    const started = performance.now();
    const error = await failureOf(clientFor({ timeoutMs: 200 }).getJob('job-1'));
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(error).toMatchObject({ kind: 'unavailable', status: undefined, isRetryable: true });
    expect(error.message).toContain('timed out after 200 ms');
  });

  it('classifies a dropped connection and a refused one as unavailable', async () => {
    board.failNext(1, 'down');
    const dropped = await failureOf(clientFor().listEmployers());
    expect(dropped).toMatchObject({ kind: 'unavailable', isRetryable: true });
    expect(dropped.message).toContain('could not be reached');

    const closed = await startCareersBoardSimulator({ token: TOKEN });
    const closedUrl = closed.url;
    await closed.close();
    const refused = await failureOf(clientFor({ baseUrl: closedUrl }).listEmployers());
    expect(refused).toMatchObject({ kind: 'unavailable', isRetryable: true });
    expect(refused.message).toContain('could not be reached');
  });

  it('keeps query strings (a job seeker’s name or email) out of error messages', async () => {
    board.failNext(1, '500');
    const error = await failureOf(clientFor().searchCandidates('ama@example.com'));
    expect(error.message).toContain('GET /candidates');
    expect(error.message).not.toContain('ama@example.com');
  });
});

describe('rate limit of the client', () => {
  /** A clock that only moves when the limiter sleeps: no real waiting. */
  function fakeClock() {
    const clock = { now: 0, sleeps: [] as number[] };
    return {
      clock,
      now: () => clock.now,
      sleep: async (ms: number) => {
        clock.sleeps.push(ms);
        clock.now += ms;
      },
    };
  }

  it('starts at most 10 calls in any second, in order', async () => {
    const { clock, now, sleep } = fakeClock();
    const limiter = new CallRateLimiter({ now, sleep });
    const order: number[] = [];
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        limiter.acquire().then(() => {
          order.push(index);
          starts.push(clock.now);
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(starts).toEqual([
      ...Array<number>(10).fill(0),
      ...Array<number>(10).fill(1000),
      ...Array<number>(5).fill(2000),
    ]);
    // The 11th start of any run is a full second after the 1st.
    for (let index = 10; index < starts.length; index += 1) {
      expect(starts[index]! - starts[index - 10]!).toBeGreaterThanOrEqual(1000);
    }
  });

  it('lets calls through without waiting once the window has passed', async () => {
    const { clock, now, sleep } = fakeClock();
    const limiter = new CallRateLimiter({ now, sleep });
    for (let index = 0; index < 10; index += 1) await limiter.acquire();
    clock.now = 1000;
    for (let index = 0; index < 10; index += 1) await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
    clock.now = 1500;
    await limiter.acquire();
    expect(clock.sleeps).toEqual([500]);
  });

  it('goes through the limiter for every call it makes', async () => {
    const { clock, now, sleep } = fakeClock();
    // The fake clock runs ahead of the board's real one: lift the board's limit.
    board.setCallsPerSecond(null);
    const client = clientFor({ rateLimiter: new CallRateLimiter({ now, sleep }) });
    for (let index = 0; index < 21; index += 1) await client.getJob('job-1');
    expect(board.calls).toHaveLength(21);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });
});

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'job.closed', data: { externalRef: 'job-1' } });
  const t = 1_760_000_000;

  it('accepts its own signature, with a string or the raw bytes', () => {
    const header = signWebhook(SECRET, body, t);
    expect(header).toMatch(/^t=1760000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, header, body, t)).toEqual({
      isValid: true,
      timestampSeconds: t,
    });
    expect(verifyWebhookSignature(SECRET, header, Buffer.from(body), t + 299).isValid).toBe(true);
  });

  it('matches an HMAC-SHA256 of "<t>.<raw body>" computed independently', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(SECRET, body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it.each([
    ['a wrong secret', () => signWebhook('other-secret', body, t), body, 'mismatch'],
    [
      'a tampered body',
      () => signWebhook(SECRET, body, t),
      body.replace('job-1', 'job-2'),
      'mismatch',
    ],
    ['a stale t', () => signWebhook(SECRET, body, t - 301), body, 'stale'],
    ['a t from the future', () => signWebhook(SECRET, body, t + 301), body, 'stale'],
    ['a missing header', () => undefined, body, 'missing'],
    ['an empty header', () => '', body, 'missing'],
    ['a garbled header', () => 'nonsense', body, 'garbled'],
    ['no v1', () => `t=${t}`, body, 'garbled'],
    ['no t', () => signWebhook(SECRET, body, t).replace(/^t=\d+,/, ''), body, 'garbled'],
    ['a short v1', () => `t=${t},v1=abcd`, body, 'garbled'],
    [
      'a t that is no number',
      () => signWebhook(SECRET, body, t).replace(/^t=\d+/, 't=abc'),
      body,
      'garbled',
    ],
  ])('refuses %s', (_name, header, rawBody, reason) => {
    expect(verifyWebhookSignature(SECRET, header(), rawBody, t)).toEqual({
      isValid: false,
      reason,
    });
  });

  it('refuses everything without a secret', () => {
    expect(verifyWebhookSignature('', signWebhook('', body, t), body, t).isValid).toBe(false);
  });
});

describe('webhooks the simulator sends', () => {
  interface Received {
    status: number;
    id: string | undefined;
  }
  let receiver: http.Server;
  let receiverUrl: string;
  let received: Received[];
  let processed: string[];
  let receiverClock: number;

  beforeAll(async () => {
    // Shortlist's side as the spec describes it: verify, record once, 200 to duplicates.
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const check = verifyWebhookSignature(
          SECRET,
          request.headers['zuludesk-signature'] as string | undefined,
          raw,
          receiverClock,
        );
        let status = 401;
        let id: string | undefined;
        if (check.isValid) {
          id = (JSON.parse(raw.toString()) as { id: string }).id;
          if (!processed.includes(id)) processed.push(id);
          status = 200;
        }
        received.push({ status, id });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
    processed = [];
    receiverClock = Math.floor(Date.now() / 1000);
    board.setWebhookUrl(receiverUrl);
  });

  it('sends a signed event the receiver accepts', async () => {
    const deliveries = await board.sendWebhook('employer.verified', {
      id: 'emp_1',
      externalRef: 'org-1',
    });
    expect(deliveries).toEqual([{ eventId: expect.any(String), status: 200, body: '' }]);
    expect(processed).toEqual([deliveries[0]!.eventId]);
  });

  it('sends duplicates of one event, processed once', async () => {
    const deliveries = await board.sendWebhook(
      'job.closed',
      { externalRef: 'job-1', closedAt: new Date().toISOString() },
      { repeat: 3 },
    );
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(new Set(received.map((delivery) => delivery.id)).size).toBe(1);
    expect(processed).toHaveLength(1);
  });

  it('sends a stale delivery the receiver refuses, and a forged one', async () => {
    const stale = await board.sendWebhook(
      'job.closed',
      { externalRef: 'job-1' },
      {
        timestamp: receiverClock - 600,
      },
    );
    expect(stale[0]!.status).toBe(401);
    const forged = await board.sendWebhook(
      'job.closed',
      { externalRef: 'job-1' },
      {
        secret: 'not-the-secret',
      },
    );
    expect(forged[0]!.status).toBe(401);
    expect(processed).toEqual([]);
  });

  it('delivers late (an old event, freshly signed) and out of order', async () => {
    const employer = board.seedEmployer({ name: 'Kofi Foods' });
    const job = board.seedJob({ employerId: employer.id, title: 'Driver', externalRef: 'job-1' });
    const application = board.seedApplication({ jobId: job.id });
    const earlier = board.createWebhookEvent('application.created', application, {
      createdAt: new Date(Date.now() - 6 * 3600_000).toISOString(),
    });
    const later = board.createWebhookEvent('job.closed', {
      externalRef: 'job-1',
      closedAt: new Date().toISOString(),
    });
    await board.deliverWebhook(later);
    await board.deliverWebhook(earlier);
    expect(processed).toEqual([later.id, earlier.id]);
    expect(received.every((delivery) => delivery.status === 200)).toBe(true);
  });
});
