import { createJobSchema, jobListQuerySchema, updateJobSchema } from '../../../../shared/jobs';
import { docsOf, type RouteDoc } from '../route-doc';

const JOBS = { name: 'Jobs', description: "The organization's job postings." };

const updateJob = {
  summary: 'Change a job (its pipeline stages too)',
  access: 'session',
  capability: 'editJobs',
  body: updateJobSchema,
  response: { description: 'The job as changed', type: 'JobView' },
  errors: ['job_not_found', 'stage_in_use'],
} satisfies Partial<RouteDoc>;

export const jobsDocs = docsOf(JOBS, [
  {
    method: 'GET',
    path: '/api/v1/jobs',
    operationId: 'listJobs',
    summary: "The organization's jobs",
    access: 'session',
    query: jobListQuerySchema,
    response: { description: 'The jobs, newest first', type: 'JobView[]' },
  },
  {
    method: 'POST',
    path: '/api/v1/jobs',
    operationId: 'createJob',
    summary: 'Create a job (a draft unless published at once)',
    access: 'session',
    capability: 'editJobs',
    body: createJobSchema,
    response: { status: 201, description: 'The job', type: 'JobView' },
    errors: ['job_post_limit_reached'],
  },
  {
    method: 'GET',
    path: '/api/v1/jobs/:id',
    operationId: 'getJob',
    summary: 'A job',
    access: 'session',
    response: { description: 'The job', type: 'JobView' },
    errors: ['job_not_found'],
  },
  { method: 'PATCH', path: '/api/v1/jobs/:id', operationId: 'updateJob', ...updateJob },
  {
    method: 'PUT',
    path: '/api/v1/jobs/:id',
    operationId: 'updateJobByPut',
    ...updateJob,
    description: 'The same as PATCH, accepted as an alias.',
  },
  {
    method: 'POST',
    path: '/api/v1/jobs/:id/publish',
    operationId: 'publishJob',
    summary: 'Publish a draft job: its public page opens',
    access: 'session',
    capability: 'editJobs',
    response: { description: 'The published job', type: 'JobView' },
    errors: ['job_not_found', 'job_not_draft', 'job_post_limit_reached'],
  },
  {
    method: 'POST',
    path: '/api/v1/jobs/:id/close',
    operationId: 'closeJob',
    summary: 'Close a published job: it takes no more applications',
    access: 'session',
    capability: 'editJobs',
    response: { description: 'The closed job', type: 'JobView' },
    errors: ['job_not_found', 'job_not_published'],
  },
  {
    method: 'DELETE',
    path: '/api/v1/jobs/:id',
    operationId: 'deleteJob',
    summary: 'Delete a job and its applications',
    access: 'session',
    capability: 'deleteJobs',
    response: { status: 204, description: 'Deleted' },
    errors: ['job_not_found'],
  },
]);
