import { z } from 'zod';
import { myDataLinkSchema } from '../../../../shared/my-data-link';
import { applySchema } from '../../../../shared/public';
import { docsOf } from '../route-doc';

const PUBLIC_JOBS = {
  name: 'Public jobs',
  description: 'Published jobs as anyone sees them, and applying to them (no account needed).',
};

const PUBLIC_JOB_PAGE = {
  name: 'Public job page',
  description:
    "The job's page rendered on the server, and its two forms posted without JavaScript: they answer with the page again.",
};

const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/)
  .describe("The job's public slug");

const resumeFile = {
  resume: { description: 'Optional resume: a PDF or Word (DOCX) file of at most 5 MB' },
};

const RESUME_ERRORS = ['resume_too_large', 'resume_unsupported_type', 'resume_unreadable'] as const;

const apiDocs = docsOf(PUBLIC_JOBS, [
  {
    method: 'GET',
    path: '/api/v1/public/jobs/:slug',
    operationId: 'getPublicJob',
    summary: 'A published job, as the public sees it',
    description: 'Shared caches may keep it for a minute.',
    access: 'public',
    params: { slug },
    response: { description: 'The job', type: 'PublicJobView' },
    errors: ['public_job_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/public/jobs/:id/apply',
    operationId: 'applyToJob',
    summary: 'Apply to a published job',
    description:
      'Also called by the partner careers board from its servers (no cookie, any origin). A repeated application answers 201 too: the answer never tells whether an email applied before.',
    access: 'public',
    body: { schema: applySchema, form: { files: resumeFile, isJsonAccepted: true } },
    response: { status: 201, description: 'Received', type: 'ApplyResponse' },
    errors: [
      'public_job_not_found',
      'job_not_published_yet',
      'job_closed',
      ...RESUME_ERRORS,
      'rate_limited',
    ],
  },
]);

const pageDocs = docsOf(PUBLIC_JOB_PAGE, [
  {
    method: 'GET',
    path: '/jobs/:slug',
    operationId: 'getPublicJobPage',
    summary: "A published job's page",
    description:
      'Complete HTML that works without JavaScript; the "Job Not Found" page answers 404.',
    access: 'public',
    params: { slug },
    response: [
      { description: "The job's page", contentType: 'text/html' },
      { status: 404, description: 'The "Job Not Found" page', contentType: 'text/html' },
    ],
  },
  {
    method: 'POST',
    path: '/jobs/:slug',
    operationId: 'submitPublicJobApplicationForm',
    summary: "Apply through the page's form, without JavaScript",
    description:
      'The same service, messages, rate limits and statuses as POST /api/v1/public/jobs/{id}/apply.',
    access: 'public',
    params: { slug },
    body: { schema: applySchema, form: { files: resumeFile } },
    response: [
      { description: 'The "application sent" page', contentType: 'text/html' },
      {
        status: 400,
        description:
          "The form again with what was typed and the fields' messages; the status is the API's (400, 409, 413, 415 or 429)",
        contentType: 'text/html',
      },
    ],
  },
  {
    method: 'POST',
    path: '/jobs/:slug/my-data-link',
    operationId: 'submitMyDataLinkForm',
    summary: "Ask for the private link to one's data through the page's form",
    description: 'The same service and statuses as POST /api/v1/my-data/link.',
    access: 'public',
    params: { slug },
    body: { schema: myDataLinkSchema, form: { files: {} } },
    response: [
      { description: 'The page, saying the link was sent', contentType: 'text/html' },
      {
        status: 400,
        description: "The page with the email typed and its message; the status is the API's",
        contentType: 'text/html',
      },
    ],
  },
]);

export const publicJobsDocs = [...apiDocs, ...pageDocs];
