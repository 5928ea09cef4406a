import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_TOPOLOGY } from './support/server';
import { signUp, startStack, type Stack } from './support/stack';

/**
 * What the other browser tests rely on without saying it (decision 0038): behind the
 * round-robin proxy, consecutive requests are answered by the two web processes in
 * turn, and neither serves what the other has changed stale.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_LOGIN_PER_EMAIL: '3' });
});
afterAll(() => stack?.stop());

describe.skipIf(E2E_TOPOLOGY === 'single')('two web processes and a worker', () => {
  it('show a job edited through one of them at once, in its JSON and its page', async () => {
    const { page, context, errors } = await stack.openPage();
    await signUp(page);
    const created = await page.request.post('/api/v1/jobs', {
      data: { title: 'Store Keeper', location: 'Kumasi', status: 'PUBLISHED' },
    });
    expect(created.status()).toBe(201);
    const job = (await created.json()) as { id: string; publicSlug: string };
    // One request after the other: each process answers (and keeps) every other one.
    const titles = async () => {
      const seen: string[] = [];
      for (let round = 0; round < 4; round += 1) {
        const json = await fetch(`${stack.server.url}/api/v1/public/jobs/${job.publicSlug}`);
        seen.push(((await json.json()) as { title: string }).title);
        const html = await (await fetch(`${stack.server.url}/jobs/${job.publicSlug}`)).text();
        seen.push(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? 'no heading');
      }
      return [...new Set(seen)];
    };
    expect(await titles()).toEqual(['Store Keeper']);

    const edited = await page.request.patch(`/api/v1/jobs/${job.id}`, {
      data: { title: 'Head Store Keeper' },
    });
    expect(edited.status()).toBe(200);
    await expect.poll(titles, { timeout: 2_000 }).toEqual(['Head Store Keeper']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('count sign-in attempts together', async () => {
    const { page, context } = await stack.openPage();
    const { email } = await signUp(page);
    await context.close();
    const attempt = () =>
      fetch(`${stack.server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not the password' }),
      });
    // Three wrong passwords, through both processes: the fourth is refused by either.
    for (let tries = 0; tries < 3; tries += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    expect((await attempt()).status).toBe(429);
  });
});
