import { useQuery } from '@tanstack/react-query';
import type { ImportForm, ImportRunView, ImportStartResponse } from '../../../../shared/import';
import { adminPath, adminRequest } from './admin-request';
import { useAdminMutation } from './admin-query';
import { ADMIN_ROOT_KEY } from './keys';

/*
 * The bulk import of candidates (issue 18): POST the form with its files, then ask
 * for the run every second until it has finished; its refused rows download as CSV.
 */

/** The console asks for a running import's progress every second. */
export const IMPORT_POLL_MS = 1000;

/** Under ADMIN_ROOT_KEY, so an ended session forgets them with the rest of the console. */
export const importKeys = {
  all: () => [...ADMIN_ROOT_KEY, 'import', 'candidates'] as const,
  latest: () => [...ADMIN_ROOT_KEY, 'import', 'candidates', 'latest'] as const,
  run: (runId: string) => [...ADMIN_ROOT_KEY, 'import', 'candidates', 'run', runId] as const,
};

/** The files of an import: the candidates CSV or XLSX, and the optional resumes ZIP. */
export interface ImportFiles<FileLike extends Blob = File> {
  file: FileLike;
  zip: FileLike | null;
}

export function isImportActive(run: Pick<ImportRunView, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

export function importRunPath(runId: string): string {
  return adminPath('import', 'candidates', runId);
}

/** The refused rows as CSV (their columns and an "Import errors" column), for a plain link. */
export function refusedRowsPath(runId: string): string {
  return adminPath('import', 'candidates', runId, 'refused.csv');
}

/**
 * The multipart body of POST /admin/import/candidates. The text fields come before
 * the files: the server reads the body as it streams, and checks the form before it
 * stores a file. An empty job or stage is left out; the check boxes are 'true'/'false'.
 */
export function importFormData(
  form: ImportForm,
  files: ImportFiles<Blob & { name: string }>,
): FormData {
  const body = new FormData();
  body.append('orgId', form.orgId);
  if (form.jobId) body.append('jobId', form.jobId);
  if (form.jobId && form.stage) body.append('stage', form.stage);
  body.append('markUnlocked', String(form.markUnlocked));
  body.append('dryRun', String(form.dryRun));
  body.append('file', files.file, files.file.name);
  if (files.zip) body.append('zip', files.zip, files.zip.name);
  return body;
}

/** One run, asked for again every second while it is queued or running. */
export function useImportRun(runId: string | null) {
  return useQuery({
    queryKey: importKeys.run(runId ?? ''),
    queryFn: () => adminRequest<ImportRunView>('GET', importRunPath(runId!)),
    enabled: runId !== null,
    refetchInterval: (query) => {
      const run = query.state.data;
      return run && isImportActive(run) ? IMPORT_POLL_MS : false;
    },
  });
}

/** The latest run, newest first, or null when there has been none: shown as the tab opens. */
export function useLatestImportRun() {
  return useQuery({
    queryKey: importKeys.latest(),
    queryFn: async () => {
      const response = await adminRequest<{ runs: ImportRunView[] }>(
        'GET',
        `${adminPath('import', 'candidates')}?limit=1`,
      );
      return response.runs[0] ?? null;
    },
  });
}

/** Starts an import (202 with the queued run), put in the cache under its id to poll it. */
export function useStartImport() {
  return useAdminMutation({
    mutationFn: ({ form, files }: { form: ImportForm; files: ImportFiles }) =>
      adminRequest<ImportStartResponse>(
        'POST',
        adminPath('import', 'candidates'),
        importFormData(form, files),
      ),
    onSuccess: ({ run }, queryClient) => queryClient.setQueryData(importKeys.run(run.id), run),
  });
}
