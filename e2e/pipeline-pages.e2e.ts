import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/server/db/client';
import { applications } from '../src/server/db/schema';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

/** Issue 20: a board of any size loads a page per column, then more as it scrolls. */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_APPLY_PER_IP: '100000' });
});
afterAll(() => stack?.stop());

const APPLICANTS = 130;

/** A published job with APPLICANTS applications through the public API, oldest first. */
async function publishBusyJob(page: Page): Promise<{ jobId: string; names: string[] }> {
  const response = await page.request.post('/api/v1/jobs', {
    data: { title: 'Warehouse Associate', location: 'Tema', status: 'PUBLISHED' },
  });
  expect(response.status()).toBe(201);
  const { id: jobId } = (await response.json()) as { id: string };
  const names: string[] = [];
  for (let index = 0; index < APPLICANTS; index++) {
    const fullName = `Applicant Number${String(index).padStart(3, '0')} Tetteh`;
    const applied = await fetch(`${stack.server.url}/api/v1/public/jobs/${jobId}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName, email: `applicant.${index}@pages.example` }),
    });
    expect(applied.status).toBe(201);
    names.push(fullName);
  }
  return { jobId, names };
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage });

describe('a pipeline of many applications', () => {
  it('loads a page per column with its true count, more on scroll, filters on the server and moves in place', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signUp(page);
    const { jobId } = await publishBusyJob(page);

    const boardRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/v1/jobs/${jobId}/board`)) boardRequests.push(request.url());
    });
    await page.goto(`/jobs/${jobId}/pipeline`);
    const applied = column(page, 'Applied');
    await applied.getByLabel(`${APPLICANTS} applications`).waitFor();
    const cards = applied.getByRole('article');
    expect(await cards.count()).toBe(50);
    expect(boardRequests).toHaveLength(1);

    // Scrolling to the end of the column fetches its next page.
    await applied
      .getByRole('button', { name: /Load more Applied applications/ })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBe(100);
    // The rest by pressing the button, as a keyboard user would.
    const more = applied.getByRole('button', { name: 'Load more Applied applications (30 more)' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(APPLICANTS);
    await applied.getByRole('button', { name: /Load more/ }).waitFor({ state: 'detached' });
    // None twice.
    const shown = await applied
      .locator('[data-card-open]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-card-open')));
    expect(new Set(shown).size).toBe(APPLICANTS);

    // Three of them unlocked (as paid unlocks leave them): the filter runs on the server.
    const rows = await queryRows<{ id: string }>(
      stack.database.db,
      sql`select id from applications where job_id = ${jobId} order by created_at, id`,
    );
    // The 10th, 70th and 120th to apply.
    const unlockedIds = [rows[9]!.id, rows[69]!.id, rows[119]!.id];
    await stack.database.db
      .update(applications)
      .set({ unlockStatus: 'UNLOCKED', unlockedAt: new Date() })
      .where(and(eq(applications.jobId, jobId), inArray(applications.id, unlockedIds)));
    await page.getByLabel('Unlocked only').check();
    await applied.getByLabel('3 applications').waitFor();
    expect(await cards.count()).toBe(3);
    expect(page.url()).toContain('unlocked=true');
    await expect.poll(() => applied.getByText('Number119').count()).toBe(1);

    // A move shows at once and is not followed by a reload of the board.
    const requestsBeforeMove = boardRequests.length;
    await applied
      .getByLabel('Move Applicant Number069 Tetteh to another stage')
      .selectOption('Screening');
    await column(page, 'Screening').getByLabel('1 application').waitFor();
    await applied.getByLabel('2 applications').waitFor();
    await page.getByText('Moved to Screening.').first().waitFor();
    await page.waitForTimeout(500);
    expect(boardRequests.length).toBe(requestsBeforeMove);

    // A search for an unlocked person's name, on top of the filter.
    await page.getByLabel('Search applications').fill('Number009');
    await applied.getByLabel('1 application').waitFor();
    expect(page.url()).toContain('q=Number009');
    await column(page, 'Screening').getByText('No matching applications').waitFor();

    await screenshot(page, 'pipeline-pages-filtered');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // The address keeps the filters: a reload shows the same board.
    await page.reload();
    await column(page, 'Applied').getByLabel('1 application').waitFor();
    expect(await page.getByLabel('Unlocked only').isChecked()).toBe(true);
    expect(await page.getByLabel('Search applications').inputValue()).toBe('Number009');

    expect(errors).toEqual([]);
    await context.close();
  });
});
