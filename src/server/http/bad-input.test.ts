import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/errors';
import { signWebhookBody } from '../adapters/payments/paystack-client';
import { createEmployer, createPublishedJob, unique, type Employer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

const SECRET_KEY = 'sk_test_bad_input_secret';

let app: TestApp;
let employer: Employer;
let job: { id: string; orgId: string };

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_APPLY_PER_IP: '100000',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    // Nothing here reaches the provider.
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
  });
  employer = await createEmployer(app);
  job = await createPublishedJob(employer.client);
});
afterAll(() => app.close());

function expectRefused(response: { statusCode: number; json(): unknown }, error: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as ErrorBody).error).toBe(error);
}

/** A multipart body as a browser builds it, and its content type. */
async function multipartForm(fields: Record<string, string>, resume?: Uint8Array) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (resume)
    form.append(
      'resume',
      new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
      'cv.pdf',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

function applyMultipart(contentType: string, payload: Buffer | string) {
  return app.server.inject({
    method: 'POST',
    url: `/api/v1/public/jobs/${job.id}/apply`,
    headers: { 'content-type': contentType },
    payload,
  });
}

const applicant = () => ({ fullName: 'Kofi Boateng', email: `${unique('kofi')}@example.test` });

describe('NUL characters', () => {
  it('are refused in a JSON body', async () => {
    const response = await employer.client.post('/api/v1/jobs', {
      title: 'Backend\u0000 Engineer',
      department: 'Engineering',
      location: 'Accra',
    });
    expectRefused(response, 'invalid_characters');
  });

  it('are refused in a nested JSON value and in a JSON key', async () => {
    expectRefused(
      await employer.client.post('/api/v1/jobs', {
        title: 'Backend Engineer',
        department: 'Engineering',
        location: 'Accra',
        requirements: ['TypeScript', 'Postgre\u0000SQL'],
      }),
      'invalid_characters',
    );
    expectRefused(
      await employer.client.post('/api/v1/jobs', { title: 'Engineer', 'x\u0000': 1 }),
      'invalid_characters',
    );
  });

  it('are refused in the query of a job search and an interview search', async () => {
    for (const url of [
      '/api/v1/jobs?q=Engineer%00',
      '/api/v1/interviews?q=%00Ama',
      '/api/v1/interviews?q=Ama&status=%00',
    ]) {
      expectRefused(await employer.client.get(url), 'invalid_characters');
    }
  });

  it('are refused in a path parameter', async () => {
    expectRefused(
      await employer.client.post('/api/v1/credits/payments/ref%00123/verify'),
      'invalid_characters',
    );
    expectRefused(await employer.client.get(`/api/v1/jobs/${job.id}%00`), 'invalid_characters');
  });

  it('are refused in a multipart field of a public application', async () => {
    const { email } = applicant();
    const form = await multipartForm({ fullName: 'Kofi\u0000 Boateng', email });
    expectRefused(await applyMultipart(form.contentType, form.payload), 'invalid_characters');
    const inName = await multipartForm({ fullName: 'Kofi Boateng', email, 'x\u0000': 'y' });
    expectRefused(await applyMultipart(inName.contentType, inName.payload), 'invalid_characters');
    // Refused before the resume is read, and the rest of the body is still drained.
    const withResume = await multipartForm(
      { fullName: 'Kofi\u0000 Boateng', email },
      new Uint8Array(64 * 1024).fill(65),
    );
    expectRefused(
      await applyMultipart(withResume.contentType, withResume.payload),
      'invalid_characters',
    );
  });

  it('leave the same requests without them working', async () => {
    const form = await multipartForm(applicant());
    expect((await applyMultipart(form.contentType, form.payload)).statusCode).toBe(201);
    expect((await employer.client.get('/api/v1/interviews?q=Ama')).statusCode).toBe(200);
    expect((await employer.client.get('/api/v1/jobs?q=Engineer')).statusCode).toBe(200);
  });
});

describe('a broken multipart body on the public apply route', () => {
  it('is refused without a boundary', async () => {
    const form = await multipartForm(applicant());
    expectRefused(await applyMultipart('multipart/form-data', form.payload), 'invalid_form');
  });

  it('is refused with a boundary that is not the one in the body', async () => {
    const form = await multipartForm(applicant());
    expectRefused(
      await applyMultipart('multipart/form-data; boundary=not-the-boundary', form.payload),
      'invalid_form',
    );
  });

  it('is refused when cut short', async () => {
    const form = await multipartForm(applicant());
    const truncated = form.payload.subarray(0, form.payload.length - 30);
    expectRefused(await applyMultipart(form.contentType, truncated), 'invalid_form');
  });

  it('is refused when cut short inside the resume', async () => {
    const form = await multipartForm(applicant(), new Uint8Array(64 * 1024).fill(65));
    const truncated = form.payload.subarray(0, form.payload.length - 32 * 1024);
    expectRefused(await applyMultipart(form.contentType, truncated), 'invalid_form');
  });

  it('is refused when it is not multipart at all', async () => {
    expectRefused(
      await applyMultipart('multipart/form-data; boundary=abc', 'just some text'),
      'invalid_form',
    );
  });
});

describe('a signed payment webhook', () => {
  const deliver = (body: string) =>
    app.server.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhookBody(SECRET_KEY, body),
      },
      payload: body,
    });

  it('is refused when its body is not a JSON object', async () => {
    for (const body of ['null', '[]', '42', '"charge.success"', 'true']) {
      expectRefused(await deliver(body), 'invalid_webhook_payload');
    }
  });

  it('is refused when it carries NUL characters', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'ref\u0000' } });
    expectRefused(await deliver(body), 'invalid_characters');
  });

  it('still answers 401 to an unsigned body of any shape', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'bad' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(401);
  });

  it('is accepted as an object of an event that is not ours', async () => {
    const response = await deliver(JSON.stringify({ event: 'transfer.success', data: {} }));
    expect(response.statusCode).toBe(200);
  });
});
