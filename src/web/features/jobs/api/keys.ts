/*
 * Query keys of the jobs feature, built from the API paths. Every key starts
 * with JOBS_ROOT_KEY, so invalidating it refreshes lists, jobs and pipelines.
 */
export const JOBS_ROOT_KEY = ['/api/v1/jobs'] as const;

export const jobQueryKey = (id: string) => [...JOBS_ROOT_KEY, id] as const;

export const pipelineQueryKey = (id: string) => [...JOBS_ROOT_KEY, id, 'pipeline'] as const;
