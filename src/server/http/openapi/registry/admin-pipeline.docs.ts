import {
  addToPipelineSchema,
  adminJobSearchSchema,
  manualApplicationSchema,
  pageQuerySchema,
} from '../../../../shared/admin';
import { docsOf } from '../route-doc';

const ADMIN_PIPELINES = {
  name: 'Admin: pipelines',
  description: 'Jobs and pipelines of every organization, and adding candidates to them.',
};

export const adminPipelineDocs = docsOf(ADMIN_PIPELINES, [
  {
    method: 'GET',
    path: '/api/v1/admin/jobs/search',
    operationId: 'searchJobsAsAdmin',
    summary: 'Find jobs across organizations',
    access: 'platform',
    query: adminJobSearchSchema,
    response: { description: 'The jobs found', type: '{ jobs: AdminJobView[] }' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/jobs/:jobId',
    operationId: 'getJobAsAdmin',
    summary: 'A job of any organization',
    access: 'platform',
    response: { description: 'The job', type: '{ job: AdminJobView }' },
    errors: ['job_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/jobs/:jobId/pipeline',
    operationId: 'getPipelineAsAdmin',
    summary: "A job's pipeline, with every candidate's contact details",
    access: 'platform',
    response: { description: 'The pipeline', type: 'AdminPipelineView' },
    errors: ['job_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/jobs/:jobId/pipeline/export',
    operationId: 'exportPipeline',
    summary: "A job's pipeline as CSV (recorded in the audit log)",
    access: 'platform',
    response: { description: 'The CSV file, as an attachment', contentType: 'text/csv' },
    errors: ['job_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/candidates/add-to-pipeline',
    operationId: 'addToPipeline',
    summary: "Add a candidate (from the careers board or typed in) to a job's pipeline",
    access: 'platform',
    body: addToPipelineSchema,
    response: { status: 201, description: 'The application', type: 'AddedApplicationResponse' },
    errors: ['job_not_found', 'unknown_stage', 'already_in_pipeline'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/applications',
    operationId: 'listAddedApplications',
    summary: 'Applications added by platform admins, a page at a time',
    access: 'platform',
    query: pageQuerySchema,
    response: { description: 'A page of applications', type: 'AdminApplicationsPage' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/applications/manual',
    operationId: 'addManualApplication',
    summary: "Add a candidate with a resume to a job's pipeline",
    access: 'platform',
    body: {
      schema: manualApplicationSchema,
      description:
        'A multipart form (the payload as JSON, and the resume), or the payload alone as JSON.',
      form: {
        jsonField: 'payload',
        files: {
          resume: { description: 'Optional resume: a PDF or Word (DOCX) file of at most 5 MB' },
        },
        isJsonAccepted: true,
      },
    },
    response: { status: 201, description: 'The application', type: 'AddedApplicationResponse' },
    errors: [
      'job_not_found',
      'unknown_stage',
      'already_in_pipeline',
      'resume_too_large',
      'resume_unsupported_type',
      'resume_unreadable',
    ],
  },
]);
