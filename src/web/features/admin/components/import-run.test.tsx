import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ImportRunView } from '../../../../shared/import';
import { CandidateImportForm } from './import-form';
import { ImportRunPanel, ImportRunProgress, ImportRunReport } from './import-run';

const run: ImportRunView = {
  id: 'run-1',
  status: 'running',
  phase: 'writing',
  isDryRun: false,
  markUnlocked: true,
  orgId: 'org-1',
  orgName: 'Akwaaba Foods',
  jobId: 'job-1',
  jobTitle: 'Sales Lead',
  stage: null,
  fileName: 'applicants.csv',
  zipName: 'cvs.zip',
  totalRows: 50_000,
  rowsRead: 1_234,
  created: 1_000,
  updated: 200,
  failed: [
    { row: 0, column: 'Resume', reason: 'The resumes ZIP is over 200 MB' },
    { row: 7, column: 'Email', reason: 'Valid email is required' },
  ],
  failedCount: 2,
  resumes: {
    found: 3,
    matched: 2,
    unmatched: ['unknown.pdf'],
    skipped: [{ path: '../evil.exe', reason: 'Not a PDF or Word document' }],
  },
  creditsGranted: 5,
  error: null,
  result: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
};

const completed: ImportRunView = {
  ...run,
  status: 'completed',
  phase: 'done',
  rowsRead: 50_000,
  finishedAt: '2026-11-25T10:05:00.000Z',
};

describe('an import’s progress', () => {
  it('is a progress bar with its values and the phase as its text', () => {
    const html = renderToStaticMarkup(<ImportRunProgress run={run} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Import progress"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('aria-valuenow="2"');
    expect(html).toContain('aria-valuetext="2%: Importing rows: 1,234 of 50,000"');
    expect(html).toContain('Importing rows: 1,234 of 50,000');
  });

  it('says the phase in a live region', () => {
    const html = renderToStaticMarkup(<ImportRunPanel run={run} isSending={false} statusId="s" />);
    expect(html).toContain('<p id="s" role="status" class="sr-only">Importing rows…</p>');
  });
});

/** Rendered outside a browser: the router is told where it is. */
const html = (node: ReactNode) => renderToStaticMarkup(<Router ssrPath="/admin">{node}</Router>);

describe('an import’s report', () => {
  it('shows the counts, credits, refused rows, their CSV, the resumes and the pipeline', () => {
    const page = html(<ImportRunReport run={completed} />);
    expect(page).toContain('Import report');
    expect(page).toContain('<dt class="text-slate-500">Created</dt>');
    expect(page).toContain('5 credits granted and spent');
    expect(page).toMatch(/<th scope="col"[^>]*>Row<\/th>/);
    expect(page).toMatch(/<th scope="col"[^>]*>Column<\/th>/);
    expect(page).toMatch(/<th scope="col"[^>]*>Reason<\/th>/);
    expect(page).toContain('Valid email is required');
    expect(page).toMatch(
      /<a href="\/api\/v1\/admin\/import\/candidates\/run-1\/refused.csv" download=""[^>]*>.*Download refused rows \(CSV\)<\/a>/,
    );
    expect(page).toContain('Found 3 resumes in the ZIP, matched 2 to rows.');
    expect(page).toContain('unknown.pdf');
    expect(page).toContain('../evil.exe');
    expect(page).toContain('href="/admin/organizations/org-1/jobs/job-1/pipeline"');
  });

  it('says a dry run wrote nothing, and links to no pipeline', () => {
    const page = html(<ImportRunReport run={{ ...completed, isDryRun: true }} />);
    expect(page).toContain('Dry run report');
    expect(page).toContain('Would be created');
    expect(page).toContain('Would be updated');
    expect(page).toContain('nothing was written');
    expect(page).not.toContain('/pipeline');
  });

  it('shows why a failed import stopped', () => {
    const page = html(
      <ImportRunReport
        run={{ ...completed, status: 'failed', error: 'The file holds no candidates' }}
      />,
    );
    expect(page).toContain('The import failed:</span> The file holds no candidates');
  });
});

describe('the import form', () => {
  const render = (variant: 'candidates' | 'applications') =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <CandidateImportForm
          variant={variant}
          onStart={async () => undefined}
          isSending={false}
          isRunning={false}
        />
      </QueryClientProvider>,
    );

  it('is the spec’s Import tab form, UNLOCKED ticked by default', () => {
    const html = render('candidates');
    for (const label of [
      'Organization',
      'Job (optional)',
      'Candidates CSV',
      'Resumes ZIP (optional)',
    ]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain('No job: candidates only');
    expect(html).toMatch(
      /<input[^>]*type="checkbox"[^>]*checked=""[^>]*\/>Mark applications as UNLOCKED \(grant 1 credit per application\)/,
    );
    expect(html).toContain('accept=".csv,.xlsx');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Import Candidates<\/button>/);
    expect(html).not.toContain('Dry run');
  });

  it('is the Sync tab’s bulk import of applications, with a dry run', () => {
    const html = render('applications');
    expect(html).toContain('>Applications CSV or XLSX<');
    expect(html).toContain('Dry run (check the file, write nothing)');
    expect(html).not.toContain('Resumes ZIP');
    expect(html).toMatch(/<button type="submit"[^>]*>.*Import Applications<\/button>/);
  });
});
