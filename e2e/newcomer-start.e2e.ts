import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-newcomer-'));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // `npm start` exactly as the README says, on the embedded database; only the data
  // folder and port differ so the run cannot touch a developer's ./data or port 3000.
  const env: Record<string, string> = { PORT: '0', DATA_DIR: dataDir };
  for (const key of [
    'DATABASE_URL',
    'DATA_ENCRYPTION_KEY',
    'NODE_ENV',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
    // One process, as a newcomer's `npm start` is.
    'WEB_CONCURRENCY',
  ]) {
    env[key] = '';
  }
  server = await startServer('npm', ['start'], env, 300_000);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('prints the URL, creates the data folder and lets a newcomer sign up', async () => {
    expect(server.output()).toContain('embedded database');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    // The data key candidates' contact data is sealed with, made on this first start, and said.
    const keyFile = path.join(dataDir, 'data-encryption-key');
    expect(server.output()).toContain(`Generated a data encryption key in ${keyFile}`);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/signup');
    await page.getByLabel('Organization name').fill('Newcomer Ltd');
    await page.getByLabel('Your name').fill('Esi Newcomer');
    await page.getByLabel(/email/i).fill('esi@newcomer.test');
    await page.getByLabel('Password').fill('newcomer password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Overview of your hiring activity').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a bad configuration', () => {
  it('stops the server at boot with a message naming the value', () => {
    const result = spawnSync('node', ['dist/server/main.js'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT="eighty"');
  });
});
