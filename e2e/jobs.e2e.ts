import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('jobs in the browser', () => {
  it('creates a draft with an edited pipeline, edits it, publishes it and closes it', async () => {
    const { page, context, errors } = await stack.openPage();
    await signUp(page);

    await page.goto('/jobs');
    await page.getByText('No jobs yet').waitFor();
    await screenshot(page, 'jobs-empty');

    await page.getByRole('link', { name: 'Create Job' }).first().click();
    await page.waitForURL('**/jobs/new');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Job title is required').waitFor();

    await page.getByLabel('Job title').fill('Field Sales Officer');
    await page.getByLabel('Department').fill('Sales');
    await page.getByLabel('Location').fill('Takoradi');
    await page.getByLabel('Stage 4 name').fill('Offer');
    await page.getByPlaceholder(/New stage/).fill('Assessment');
    await page.getByRole('button', { name: 'Add Stage' }).click();
    await page.getByRole('button', { name: 'Move Assessment up' }).click();
    await page.getByRole('button', { name: 'Remove Interview' }).click();
    await screenshot(page, 'create-job-filled');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}\/pipeline$/);
    await page.getByText('Job Draft Saved').first().waitFor();
    // The board's columns load after the toast: wait for them.
    await expect
      .poll(() => page.getByRole('region').locator('h2').allTextContents())
      .toEqual(['Applied', 'Screening', 'Assessment', 'Offer']);

    const settingsUrl = page.url().replace(/pipeline$/, 'settings');
    await page.goto(settingsUrl);
    await expect.poll(() => page.getByRole('link', { name: /View Public Page/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Close Job' }).count()).toBe(0);
    await page.getByLabel('Job title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByLabel('Job title').fill('Senior Field Sales Officer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Job updated').first().waitFor();

    await page.getByRole('button', { name: 'Publish Job' }).click();
    await page.getByText('Job published').first().waitFor();
    const publicLink = page.getByRole('link', { name: /View Public Page/ });
    await publicLink.waitFor();
    expect(await publicLink.getAttribute('href')).toBe('/jobs/field-sales-officer');
    expect(await publicLink.getAttribute('target')).toBe('_blank');
    await expect.poll(() => page.getByRole('button', { name: 'Publish Job' }).count()).toBe(0);
    await screenshot(page, 'job-settings-published');

    await page.getByRole('button', { name: 'Close Job' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close Job' }).click();
    await page.getByText('Job closed').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: /View Public Page/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches and filters the job list, and deletes after confirmation', async () => {
    const { page, context, errors } = await stack.openPage();
    await signUp(page);
    for (const [title, location] of [
      ['Nurse', 'Tamale'],
      ['Driver', 'Tema'],
    ]) {
      await page.goto('/jobs/new');
      await page.getByLabel('Job title').fill(title!);
      await page.getByLabel('Location').fill(location!);
      await page
        .getByRole('button', { name: title === 'Driver' ? 'Publish Job' : 'Save as Draft' })
        .click();
      await page.waitForURL(/\/pipeline$/);
    }

    await page.goto('/jobs');
    await page
      .getByText('Showing', { exact: false })
      .or(page.getByText('2 jobs'))
      .first()
      .waitFor();
    await page.getByLabel('Search jobs').fill('tamale');
    await page.getByText('Showing 1 of 2 jobs').waitFor();
    await page.getByLabel('Search jobs').fill('');
    await page.getByLabel('Status').selectOption('PUBLISHED');
    await page.getByText('Showing 1 of 2 jobs').waitFor();
    await page.getByLabel('Search jobs').fill('nurse');
    await page.getByText('No jobs match your filters').waitFor();
    await screenshot(page, 'jobs-no-match');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('2 jobs').waitFor();
    await screenshot(page, 'jobs-list');

    await page.getByRole('button', { name: 'Delete Nurse' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete this job?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Nurse' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Job' }).click();
    await page.getByText('Job deleted').first().waitFor();
    await page.getByText('1 job').first().waitFor();
    expect(await page.getByRole('button', { name: 'Delete Driver' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows HTML typed into a job as text, on the board and on the public page', async () => {
    const { page, context } = await stack.openPage();
    await signUp(page);
    const title = `<img src=x onerror="window.__xss=1">Chef`;
    await page.goto('/jobs/new');
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Department').fill(`'; drop table jobs; --`);
    await page.getByRole('button', { name: 'Publish Job' }).click();
    await page.waitForURL(/\/pipeline$/);
    await page.getByRole('heading', { name: `Pipeline: ${title}` }).waitFor();
    await page.getByText(`'; drop table jobs; --`).first().waitFor();

    await page.goto('/jobs/img-src-x-onerror-window-xss-1-chef');
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });

  it('says the job cannot be found for another organization’s pipeline', async () => {
    const owner = await stack.openPage();
    await signUp(owner.page);
    await owner.page.goto('/jobs/new');
    await owner.page.getByLabel('Job title').fill('Private Role');
    await owner.page.getByRole('button', { name: 'Save as Draft' }).click();
    await owner.page.waitForURL(/\/pipeline$/);
    const pipelinePath = new URL(owner.page.url()).pathname;
    await owner.context.close();

    const { page, context } = await stack.openPage();
    await signUp(page);
    await page.goto(pipelinePath);
    await page.getByText("Job not found or you don't have access to it.").waitFor();
    expect(await page.content()).not.toContain('Private Role');
    await context.close();
  });
});
