/*
 * Query keys of the admin console, built from the API paths. Every key starts
 * with ADMIN_ROOT_KEY, so an ended session forgets everything the console loaded.
 */
export const ADMIN_ROOT_KEY = ['/api/v1/admin'] as const;

export const adminKeys = {
  console: () => [...ADMIN_ROOT_KEY, 'console'] as const,
  session: () => [...ADMIN_ROOT_KEY, 'session'] as const,
  integrations: () => [...ADMIN_ROOT_KEY, 'integrations', 'status'] as const,
  auditLog: (params: object) => [...ADMIN_ROOT_KEY, 'audit-log', params] as const,
  organizations: () => [...ADMIN_ROOT_KEY, 'orgs'] as const,
  organizationsPage: (params: object) => [...ADMIN_ROOT_KEY, 'orgs', 'page', params] as const,
  organization: (orgId: string) => [...ADMIN_ROOT_KEY, 'orgs', orgId] as const,
  organizationOverview: (orgId: string) => [...ADMIN_ROOT_KEY, 'orgs', orgId, 'overview'] as const,
  organizationOptions: () => [...ADMIN_ROOT_KEY, 'orgs', 'all'] as const,
  users: () => [...ADMIN_ROOT_KEY, 'users'] as const,
  usersPage: (params: object) => [...ADMIN_ROOT_KEY, 'users', params] as const,
  credits: () => [...ADMIN_ROOT_KEY, 'credits'] as const,
  creditsPage: (params: object) => [...ADMIN_ROOT_KEY, 'credits', params] as const,
  analytics: () => [...ADMIN_ROOT_KEY, 'analytics'] as const,
  jobs: () => [...ADMIN_ROOT_KEY, 'jobs'] as const,
  jobsOf: (orgId: string) => [...ADMIN_ROOT_KEY, 'jobs', 'search', orgId] as const,
  jobSearch: (params: object) => [...ADMIN_ROOT_KEY, 'jobs', 'search', params] as const,
  pipeline: (jobId: string) => [...ADMIN_ROOT_KEY, 'jobs', jobId, 'pipeline'] as const,
  applications: () => [...ADMIN_ROOT_KEY, 'applications'] as const,
  applicationsPage: (params: object) => [...ADMIN_ROOT_KEY, 'applications', params] as const,
  emailTemplates: () => [...ADMIN_ROOT_KEY, 'email-templates'] as const,
  emailConfig: () => [...ADMIN_ROOT_KEY, 'email-templates', 'config'] as const,
  boardJobs: () => [...ADMIN_ROOT_KEY, 'careers-board', 'jobs'] as const,
  boardJobsWith: (status: string) => [...ADMIN_ROOT_KEY, 'careers-board', 'jobs', status] as const,
  employerSyncs: () => [...ADMIN_ROOT_KEY, 'sync-employer-accounts'] as const,
  /** One employer sync run by its id, or 'latest'. */
  employerSync: (runId: string) => [...ADMIN_ROOT_KEY, 'sync-employer-accounts', runId] as const,
  employers: () => [...ADMIN_ROOT_KEY, 'employers'] as const,
  externalCandidates: (q: string) => [...ADMIN_ROOT_KEY, 'candidates', 'external', q] as const,
};

/** Admin lists are pages of 20 (the API's default). */
export const ADMIN_PAGE_SIZE = 20;
