import type { JobView } from '../../../../shared/jobs';
import { DEFAULT_STAGES } from '../../../../shared/rules';

/**
 * What the job form holds while a person edits it: text inputs are strings
 * ('' for "not stated"), lists are arrays. The shared zod schemas turn these
 * into the API payload (blank -> null, salary text -> number).
 */
export interface JobFormValues {
  title: string;
  department: string;
  location: string;
  employmentType: string;
  compensationRange: string;
  descriptionMd: string;
  seniority: string;
  workMode: string;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
  salaryMinGhs: string;
  salaryMaxGhs: string;
  pipeline: PipelineFormValue;
}

export interface PipelineFormValue {
  stages: string[];
  /** Saved name -> new name, for stages renamed since the job was loaded. */
  renamedStages?: Record<string, string>;
}

export function emptyJobFormValues(): JobFormValues {
  return {
    title: '',
    department: '',
    location: '',
    employmentType: 'FULL_TIME',
    compensationRange: '',
    descriptionMd: '',
    seniority: '',
    workMode: '',
    responsibilities: [],
    requirements: [],
    skills: [],
    salaryMinGhs: '',
    salaryMaxGhs: '',
    pipeline: { stages: [...DEFAULT_STAGES] },
  };
}

export function jobToFormValues(job: JobView): JobFormValues {
  return {
    title: job.title,
    department: job.department ?? '',
    location: job.location ?? '',
    employmentType: job.employmentType ?? '',
    compensationRange: job.compensationRange ?? '',
    descriptionMd: job.descriptionMd ?? '',
    seniority: job.seniority ?? '',
    workMode: job.workMode ?? '',
    responsibilities: [...job.responsibilities],
    requirements: [...job.requirements],
    skills: [...job.skills],
    salaryMinGhs: job.salaryMinGhs === null ? '' : String(job.salaryMinGhs),
    salaryMaxGhs: job.salaryMaxGhs === null ? '' : String(job.salaryMaxGhs),
    pipeline: { stages: [...job.pipeline.stages] },
  };
}
