import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkImportForm, importErrorsOf, initialImportValues } from './import-form-values';

const ORG_ID = '3f0e4b8e-2d7c-4c39-9a55-8a7f3c0d2e11';
const JOB_ID = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';
const csv = { name: 'Applicants.CSV', size: 2_048 };

describe('the import form, checked as the server checks it', () => {
  it('starts with UNLOCKED on, and the dry run as its console wants it', () => {
    expect(initialImportValues(false)).toMatchObject({ markUnlocked: true, dryRun: false });
    expect(initialImportValues(true)).toMatchObject({ markUnlocked: true, dryRun: true });
  });

  it('asks for an organization and a candidates file', () => {
    expect(checkImportForm(initialImportValues(false))).toEqual({
      isValid: false,
      errors: {
        orgId: 'Organization is required',
        file: 'Choose a candidates CSV or XLSX file',
      },
    });
  });

  it('refuses files of the wrong type or size with the shared messages', () => {
    const values = { ...initialImportValues(false), orgId: ORG_ID };
    expect(checkImportForm({ ...values, file: { name: 'people.txt', size: 10 } })).toEqual({
      isValid: false,
      errors: { file: 'Choose a .csv or .xlsx file' },
    });
    expect(
      checkImportForm({ ...values, file: { name: 'people.xlsx', size: 11 * 1024 * 1024 } }),
    ).toEqual({ isValid: false, errors: { file: 'The file is over 10 MB' } });
    expect(
      checkImportForm({ ...values, file: csv, zip: { name: 'resumes.rar', size: 10 } }),
    ).toEqual({ isValid: false, errors: { zip: 'The resumes must be a .zip file' } });
    expect(
      checkImportForm({ ...values, file: csv, zip: { name: 'cvs.zip', size: 201 * 1024 * 1024 } }),
    ).toEqual({ isValid: false, errors: { zip: 'The resumes ZIP is over 200 MB' } });
  });

  it('gives the checked form and its files; a stage counts only with a job', () => {
    const zip = { name: 'cvs.zip', size: 4_096 };
    const values = { ...initialImportValues(false), orgId: ORG_ID, file: csv, zip };
    expect(checkImportForm({ ...values, stage: 'Screening' })).toEqual({
      isValid: true,
      form: {
        orgId: ORG_ID,
        jobId: undefined,
        stage: undefined,
        markUnlocked: true,
        dryRun: false,
      },
      files: { file: csv, zip },
    });
    const withJob = checkImportForm({
      ...values,
      jobId: JOB_ID,
      stage: 'Screening',
      markUnlocked: false,
      dryRun: true,
    });
    expect(withJob).toMatchObject({
      isValid: true,
      form: { jobId: JOB_ID, stage: 'Screening', markUnlocked: false, dryRun: true },
    });
  });

  it('puts a refused start’s messages on their fields', () => {
    const validation = new ApiError(400, 'validation_failed', 'Choose a .csv or .xlsx file', {
      file: ['Choose a .csv or .xlsx file'],
      orgId: ['Organization is required'],
      somethingElse: ['ignored'],
    });
    expect(importErrorsOf(validation)).toEqual({
      file: 'Choose a .csv or .xlsx file',
      orgId: 'Organization is required',
    });
    expect(
      importErrorsOf(
        new ApiError(
          403,
          'import_disabled',
          'CSV import is turned off for this organization (Provisioning: Enable CSV Import).',
        ),
      ),
    ).toEqual({
      orgId: 'CSV import is turned off for this organization (Provisioning: Enable CSV Import).',
    });
    expect(
      importErrorsOf(new ApiError(413, 'import_zip_too_large', 'The resumes ZIP is over 200 MB')),
    ).toEqual({ zip: 'The resumes ZIP is over 200 MB' });
    expect(importErrorsOf(new ApiError(500, 'internal_error', 'Something went wrong'))).toEqual({});
    expect(importErrorsOf(new Error('offline'))).toEqual({});
  });
});
