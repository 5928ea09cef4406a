import {
  checkImportFile,
  checkResumeZip,
  importFormSchema,
  type ImportForm,
} from '../../../../shared/import';
import { isApiError } from '../../../lib/api-client';

/*
 * The import form's values as its controls hold them, checked with the shared schema
 * and file checks the server uses, so a refusal reads the same on both sides.
 */

export const IMPORT_FIELDS = ['orgId', 'jobId', 'stage', 'file', 'zip'] as const;
export type ImportFieldName = (typeof IMPORT_FIELDS)[number];
export type ImportFieldErrors = Partial<Record<ImportFieldName, string>>;

/** A chosen file: a File in the browser, its name and size in tests. */
interface FileLike {
  name: string;
  size: number;
}

export interface ImportFormValues<File extends FileLike = FileLike> {
  orgId: string;
  /** '' for no job. */
  jobId: string;
  /** '' for each row's own Stage, else the job's first stage. */
  stage: string;
  markUnlocked: boolean;
  dryRun: boolean;
  file: File | null;
  zip: File | null;
}

export function initialImportValues(isDryRun: boolean): ImportFormValues<never> {
  return {
    orgId: '',
    jobId: '',
    stage: '',
    markUnlocked: true,
    dryRun: isDryRun,
    file: null,
    zip: null,
  };
}

export type CheckedImport<File extends FileLike> =
  | { isValid: true; form: ImportForm; files: { file: File; zip: File | null } }
  | { isValid: false; errors: ImportFieldErrors };

function isImportField(name: unknown): name is ImportFieldName {
  return typeof name === 'string' && (IMPORT_FIELDS as readonly string[]).includes(name);
}

/** The form checked as the server will: its fields by importFormSchema, its files by the shared checks. */
export function checkImportForm<File extends FileLike>(
  values: ImportFormValues<File>,
): CheckedImport<File> {
  const errors: ImportFieldErrors = {};
  const parsed = importFormSchema.safeParse({
    orgId: values.orgId,
    jobId: values.jobId,
    // A stage means something only with a job.
    stage: values.jobId ? values.stage : '',
    markUnlocked: values.markUnlocked,
    dryRun: values.dryRun,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (isImportField(name) && !errors[name]) errors[name] = issue.message;
    }
  }
  const fileProblem = checkImportFile(values.file);
  if (fileProblem) errors.file = fileProblem;
  const zipProblem = checkResumeZip(values.zip);
  if (zipProblem) errors.zip = zipProblem;
  if (!parsed.success || Object.keys(errors).length > 0) return { isValid: false, errors };
  return { isValid: true, form: parsed.data, files: { file: values.file!, zip: values.zip } };
}

/** The field a refusal without field messages is about, by its error code. */
const FIELD_OF_CODE: Record<string, ImportFieldName> = {
  organization_not_found: 'orgId',
  import_disabled: 'orgId',
  csv_import_disabled: 'orgId',
  job_not_found: 'jobId',
  unknown_stage: 'stage',
  import_file_too_large: 'file',
  import_zip_too_large: 'zip',
};

/** A refused start's messages, on the fields they are about (a 400's field messages, or its code's field). */
export function importErrorsOf(error: unknown): ImportFieldErrors {
  if (!isApiError(error)) return {};
  const errors: ImportFieldErrors = {};
  for (const [name, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (isImportField(name) && messages[0]) errors[name] = messages[0];
  }
  const field = FIELD_OF_CODE[error.code];
  if (field && !errors[field]) errors[field] = error.message;
  return errors;
}
