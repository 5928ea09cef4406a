import { describe, expect, it } from 'vitest';
import { importFormData, importRunPath, refusedRowsPath } from './imports';

const ORG_ID = '3f0e4b8e-2d7c-4c39-9a55-8a7f3c0d2e11';
const JOB_ID = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';

const csv = new File(['Full Name,Email\nAma Kusi,ama@example.com\n'], 'applicants.csv', {
  type: 'text/csv',
});
const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'cvs.zip', {
  type: 'application/zip',
});

describe('the import’s multipart body', () => {
  it('sends the text fields before the files, check boxes as true/false', () => {
    const body = importFormData(
      { orgId: ORG_ID, jobId: JOB_ID, stage: 'Screening', markUnlocked: true, dryRun: false },
      { file: csv, zip },
    );
    expect([...body.keys()]).toEqual([
      'orgId',
      'jobId',
      'stage',
      'markUnlocked',
      'dryRun',
      'file',
      'zip',
    ]);
    expect(body.get('orgId')).toBe(ORG_ID);
    expect(body.get('stage')).toBe('Screening');
    expect(body.get('markUnlocked')).toBe('true');
    expect(body.get('dryRun')).toBe('false');
    expect((body.get('file') as File).name).toBe('applicants.csv');
    expect((body.get('zip') as File).name).toBe('cvs.zip');
  });

  it('leaves out an empty job, a stage without a job and a missing ZIP', () => {
    const body = importFormData(
      { orgId: ORG_ID, jobId: undefined, stage: 'Screening', markUnlocked: false, dryRun: true },
      { file: csv, zip: null },
    );
    expect([...body.keys()]).toEqual(['orgId', 'markUnlocked', 'dryRun', 'file']);
    expect(body.get('markUnlocked')).toBe('false');
    expect(body.get('dryRun')).toBe('true');
  });

  it('asks for a run and its refused rows under the admin API', () => {
    expect(importRunPath('run-1')).toBe('/api/v1/admin/import/candidates/run-1');
    expect(refusedRowsPath('run-1')).toBe('/api/v1/admin/import/candidates/run-1/refused.csv');
  });
});
