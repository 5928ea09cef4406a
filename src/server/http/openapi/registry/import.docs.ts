import { z } from 'zod';
import { importFormSchema } from '../../../../shared/import';
import { docsOf } from '../route-doc';

const IMPORT = {
  name: 'Import',
  description: 'Bulk import of candidates from a CSV or Excel file, with their resumes in a ZIP.',
};

export const importDocs = docsOf(IMPORT, [
  {
    method: 'GET',
    path: '/api/v1/admin/import/candidates',
    operationId: 'listImportRuns',
    summary: 'The latest imports',
    access: 'platform',
    // The route's own schema (import.routes.ts), written again here.
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).optional().default(10) }),
    response: { description: 'The imports, newest first', type: '{ runs: ImportRunView[] }' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/import/candidates',
    operationId: 'startImport',
    summary: 'Start an import (or a dry run)',
    description:
      'The file is read and checked as it arrives; the rows are written in the background.',
    access: 'platform',
    body: {
      schema: importFormSchema,
      form: {
        files: {
          file: {
            description: 'The candidates: a CSV or Excel file of at most 10 MB',
            isRequired: true,
          },
          zip: { description: 'Optional: their resumes, in a ZIP of at most 200 MB' },
        },
      },
    },
    response: { status: 202, description: 'The import, started', type: 'ImportStartResponse' },
    errors: [
      'import_disabled',
      'import_file_too_large',
      'import_zip_too_large',
      'organization_not_found',
      'job_not_found',
      'unknown_stage',
    ],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/import/candidates/:id',
    operationId: 'getImportRun',
    summary: 'An import and its progress',
    access: 'platform',
    response: { description: 'The import', type: 'ImportRunView' },
    errors: ['import_run_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/import/candidates/:id/refused.csv',
    operationId: 'downloadRefusedRows',
    summary: "An import's refused rows, with the reasons, as CSV",
    access: 'platform',
    response: { description: 'The CSV file, as an attachment', contentType: 'text/csv' },
    errors: ['import_run_not_found'],
  },
]);
