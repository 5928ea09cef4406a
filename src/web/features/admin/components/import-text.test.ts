import { describe, expect, it } from 'vitest';
import type { ImportRunView } from '../../../../shared/import';
import {
  IMPORT_LABELS,
  IMPORT_VARIANTS,
  creditsGrantedText,
  defaultStageText,
  failureRowText,
  failuresListedText,
  importAnnouncement,
  importCountsText,
  importOutcomeToast,
  importPhaseText,
  importPipelinePath,
  importReportCounts,
  importReportTitle,
  importStagesOf,
  importTargetText,
  resumesSummaryText,
} from './import-text';

const ORG_ID = '3f0e4b8e-2d7c-4c39-9a55-8a7f3c0d2e11';
const JOB_ID = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';

const run: ImportRunView = {
  id: 'run-1',
  status: 'running',
  phase: 'writing',
  isDryRun: false,
  markUnlocked: true,
  orgId: ORG_ID,
  orgName: 'Akwaaba Foods',
  jobId: JOB_ID,
  jobTitle: 'Sales Lead',
  stage: null,
  fileName: 'applicants.csv',
  zipName: null,
  totalRows: 50_000,
  rowsRead: 1_234,
  created: 1_000,
  updated: 200,
  failed: [{ row: 7, column: 'Email', reason: 'Valid email is required' }],
  failedCount: 34,
  resumes: { found: 0, matched: 0, unmatched: [], skipped: [] },
  creditsGranted: 0,
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

describe('an import’s progress in words', () => {
  it('says each phase, with the rows so far while it writes', () => {
    expect(importPhaseText({ ...run, status: 'queued', phase: 'queued' })).toBe(
      'Waiting to start…',
    );
    expect(importPhaseText({ ...run, phase: 'queued' })).toBe('Waiting to start…');
    expect(importPhaseText({ ...run, phase: 'reading' })).toBe('Reading the file…');
    expect(importPhaseText({ ...run, phase: 'resumes' })).toBe('Reading the resumes ZIP…');
    expect(importPhaseText(run)).toBe('Importing rows: 1,234 of 50,000');
    expect(importPhaseText({ ...run, isDryRun: true })).toBe('Checking rows: 1,234 of 50,000');
    expect(importPhaseText(completed)).toBe('Import completed');
    expect(importPhaseText({ ...completed, isDryRun: true })).toBe('Dry run completed');
    expect(importPhaseText({ ...run, status: 'failed' })).toBe('The import failed');
  });

  it('announces phases, not every row, and how the run ended', () => {
    expect(importAnnouncement(run)).toBe('Importing rows…');
    expect(importAnnouncement({ ...run, phase: 'reading' })).toBe('Reading the file…');
    expect(importAnnouncement(completed)).toBe('Import completed');
    expect(
      importAnnouncement({
        ...run,
        status: 'failed',
        error: 'The job was deleted: choose another',
      }),
    ).toBe('The import failed: The job was deleted: choose another');
  });
});

describe('an import’s outcome', () => {
  it('ends with the spec’s toasts: completed with its counts, or failed with the reason', () => {
    expect(importOutcomeToast(completed)).toEqual({
      variant: 'default',
      title: 'Import completed',
      description: 'Created 1,000, updated 200, failed 34.',
    });
    expect(importOutcomeToast({ ...completed, failedCount: 0 })).toMatchObject({
      variant: 'success',
      description: 'Created 1,000, updated 200, failed 0.',
    });
    expect(
      importOutcomeToast({ ...run, status: 'failed', error: 'The file holds no candidates' }),
    ).toEqual({
      variant: 'destructive',
      title: 'Import failed',
      description: 'The file holds no candidates',
    });
    expect(importOutcomeToast({ ...run, status: 'failed' }).description).toBe(
      'The import stopped before it finished.',
    );
  });

  it('says what a dry run would do, and that it wrote nothing', () => {
    expect(importCountsText({ ...completed, isDryRun: true })).toBe(
      'Dry run: would create 1,000, would update 200, failed 34. Nothing was written.',
    );
    expect(importReportCounts({ ...completed, isDryRun: true })).toEqual([
      { label: 'Would be created', value: '1,000' },
      { label: 'Would be updated', value: '200' },
      { label: 'Refused', value: '34' },
    ]);
    expect(importReportCounts(completed).map((count) => count.label)).toEqual([
      'Created',
      'Updated',
      'Refused',
    ]);
    expect(importReportTitle(completed)).toBe('Import report');
    expect(importReportTitle({ ...completed, isDryRun: true })).toBe('Dry run report');
    expect(importReportTitle({ ...completed, status: 'failed' })).toBe('Import failed');
  });

  it('names the file, the organization, the job and its stage', () => {
    expect(importTargetText({ ...completed, zipName: 'cvs.zip', stage: 'Screening' })).toBe(
      'applicants.csv (with cvs.zip) into Akwaaba Foods, job Sales Lead (stage Screening)',
    );
    expect(importTargetText({ ...completed, jobTitle: null })).toBe(
      'applicants.csv into Akwaaba Foods, no job',
    );
  });

  it('states the credits granted only when some were', () => {
    expect(creditsGrantedText(completed)).toBeNull();
    expect(creditsGrantedText({ creditsGranted: 12 })).toBe(
      '12 credits granted and spent: 1 per application marked UNLOCKED.',
    );
  });

  it('lists refused rows by number, the file itself as File, and says when only the first are listed', () => {
    expect(failureRowText({ row: 12_345 })).toBe('12,345');
    expect(failureRowText({ row: 0 })).toBe('File');
    expect(failuresListedText({ failed: completed.failed, failedCount: 1 })).toBeNull();
    const failed = Array.from({ length: 1_000 }, (_, index) => ({
      row: index + 2,
      column: 'Email',
      reason: 'Valid email is required',
    }));
    expect(failuresListedText({ failed, failedCount: 2_345 })).toBe(
      'Only the first 1,000 of 2,345 refused rows are listed here; the CSV holds them all.',
    );
  });

  it('sums up the resumes ZIP', () => {
    expect(resumesSummaryText({ found: 12, matched: 10 })).toBe(
      'Found 12 resumes in the ZIP, matched 10 to rows.',
    );
    expect(resumesSummaryText({ found: 1, matched: 0 })).toBe(
      'Found 1 resume in the ZIP, matched 0 to rows.',
    );
  });

  it('links to the job’s admin pipeline once rows were written to it', () => {
    expect(importPipelinePath(completed)).toBe(
      `/admin/organizations/${ORG_ID}/jobs/${JOB_ID}/pipeline`,
    );
    expect(importPipelinePath({ ...completed, isDryRun: true })).toBeNull();
    expect(importPipelinePath({ ...completed, jobId: null })).toBeNull();
    expect(importPipelinePath(run)).toBeNull();
    expect(importPipelinePath({ ...run, status: 'failed' })).not.toBeNull();
    expect(importPipelinePath({ ...run, status: 'failed', created: 0, updated: 0 })).toBeNull();
  });
});

describe('the import form’s words', () => {
  it('keeps the spec’s labels word for word', () => {
    expect(IMPORT_VARIANTS.candidates.fileLabel).toBe('Candidates CSV');
    expect(IMPORT_VARIANTS.candidates.submitLabel).toBe('Import Candidates');
    expect(IMPORT_LABELS.resumeZip).toBe('Resumes ZIP (optional)');
    expect(IMPORT_LABELS.noJob).toBe('No job: candidates only');
    expect(IMPORT_LABELS.markUnlocked).toBe(
      'Mark applications as UNLOCKED (grant 1 credit per application)',
    );
    expect(IMPORT_LABELS.dryRun).toBe('Dry run (check the file, write nothing)');
  });

  it('offers the job’s own stages, else the default ones', () => {
    expect(importStagesOf(undefined)).toEqual([]);
    expect(importStagesOf({ stages: ['New', 'Offer'] })).toEqual(['New', 'Offer']);
    expect(importStagesOf({ stages: [] })).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'Decision',
    ]);
    expect(defaultStageText(['Applied', 'Screening'])).toBe('Each row’s Stage, else Applied');
  });
});
