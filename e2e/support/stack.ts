import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mailOutbox } from '../../src/server/db/schema';
import { openOutbox, outboxTo } from '../../src/server/modules/candidates/candidates.service';
import { ContactVault, parseDataKey } from '../../src/server/modules/candidates/contact-vault';

type OpenedOutboxRow = ReturnType<typeof openOutbox<typeof mailOutbox.$inferSelect>>;
import { createTestDatabase, TEST_DATA_KEY, type TestDatabase } from '../../test/setup/test-app';
import { launchBrowser, screenshot, watchPageErrors } from './browser';
import { E2E_ADMIN_PASSWORD, startBuiltServer, type RunningServer } from './server';

/** The production build on its own PostgreSQL database, and a browser to drive it. */
export interface Stack {
  database: TestDatabase;
  /** Opens and finds what the server sealed: it runs with the tests' key. */
  vault: ContactVault;
  /** The outbox's mail (sealed at rest) opened, oldest first; to `email` only when given. */
  outboxMail(email?: string): Promise<OpenedOutboxRow[]>;
  server: RunningServer;
  browser: Browser;
  /**
   * A fresh browser context (its own cookies) with a page that records console errors.
   * `bypassCSP` lets a test inject its own script (axe-core); our CSP refuses it otherwise.
   */
  openPage(options?: {
    bypassCSP?: boolean;
    /** Off: the page as a browser without JavaScript sees it. */
    javaScriptEnabled?: boolean;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  stop(): Promise<void>;
}

/** `env`: more settings for the server, e.g. CAREERS_BOARD_SANDBOX. */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const database = await createTestDatabase();
  const server = await startBuiltServer(database.url, env);
  const browser = await launchBrowser();
  const vault = new ContactVault(parseDataKey(TEST_DATA_KEY));
  return {
    database,
    vault,
    async outboxMail(email) {
      const rows = await database.db
        .select()
        .from(mailOutbox)
        .where(email === undefined ? undefined : outboxTo({ vault }, email))
        .orderBy(mailOutbox.createdAt);
      return rows.map((row) => openOutbox({ vault }, row));
    },
    server,
    browser,
    async openPage(options = {}) {
      const context = await browser.newContext({ baseURL: server.url, ...options });
      const page = await context.newPage();
      return { context, page, errors: watchPageErrors(page) };
    },
    async stop() {
      await browser.close();
      await server.stop();
      await database.destroy();
    },
  };
}

let counter = 0;

/** Signs up through the form, as a person would, and waits for the dashboard. */
export async function signUp(page: Page, name = 'Abena Darko') {
  const email = `user-${process.pid}-${++counter}@example.test`;
  const password = 'a strong password';
  await page.goto('/signup');
  await page.getByLabel('Organization name').fill(`Org ${process.pid} ${counter}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  return { email, password };
}

/** The password gate, as a platform operator meets it. */
export async function signInPasswordConsole(page: Page) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Admin password').press('Enter');
  await page.getByText('Admin access granted. Session expires in 1h', { exact: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
}

export function tabList(page: Page, name: string) {
  return page.getByRole('tablist', { name });
}

export async function openTab(page: Page, list: string, name: string | RegExp) {
  await tabList(page, list).getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
}

/** Sign-in with a temporary password, then the forced change to one's own. */
export async function signInAndChangePassword(page: Page, email: string, temporary: string) {
  await page.goto('/signin');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel('Password').fill(temporary);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/change-password');
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await screenshot(page, 'admin-change-password');
  await page.getByLabel(/^Temporary password/).fill(temporary);
  await page.getByLabel(/^New password/).fill('my own strong password');
  await page.getByLabel(/^Confirm password/).fill('my own strong password');
  await page.getByRole('button', { name: 'Save New Password' }).click();
}
