import type { ImportFailure } from '../../../shared/import';
import type { AppContext } from '../../context';
import { emailIndexesOf, emailIsAnyOf } from '../candidates/candidates.service';
import * as repo from './import.repository';
import type { ReadImportFile } from './parse/read-file';
import type { ImportedCandidate } from './parse/rows';

/** What an import would do with one row. */
export interface PlannedRow {
  row: number;
  candidate: ImportedCandidate;
  /**
   * 'create': a new application (or, without a job, a new candidate); 'update': the
   * same email in the same organization (and job) is there already.
   */
  action: 'create' | 'update';
  candidateId: string | null;
  applicationId: string | null;
}

export interface ImportPlan {
  rows: PlannedRow[];
  failures: ImportFailure[];
  created: number;
  updated: number;
}

/** Emails are looked up this many at a time. */
const LOOKUP_BATCH = 1_000;

/**
 * What importing a read file into an organization (and a job) would do, row by row,
 * without writing anything: the dry run's report, and the import's own plan. The
 * same email twice in one file is one person: the later row is refused, naming
 * the first.
 */
export async function planImport(
  ctx: Pick<AppContext, 'db' | 'vault'>,
  target: { orgId: string; jobId: string | null },
  read: ReadImportFile,
): Promise<ImportPlan> {
  const failures = [...read.failures];
  const firstRowOf = new Map<string, number>();
  const unique: ReadImportFile['candidates'] = [];
  for (const entry of read.candidates) {
    const first = firstRowOf.get(entry.candidate.email);
    if (first !== undefined) {
      failures.push({
        row: entry.row,
        column: 'Email',
        reason: `The same email is on row ${first}: one row per person`,
      });
      continue;
    }
    firstRowOf.set(entry.candidate.email, entry.row);
    unique.push(entry);
  }
  const rows: PlannedRow[] = [];
  for (let start = 0; start < unique.length; start += LOOKUP_BATCH) {
    const batch = unique.slice(start, start + LOOKUP_BATCH);
    const emails = batch.map((entry) => entry.candidate.email);
    const existing = await repo.findExistingPeople(
      ctx.db,
      target.orgId,
      emailIsAnyOf(ctx, emails),
      target.jobId,
    );
    // Found people come back by their email's blind index (under any configured key).
    const emailOf = new Map(
      emails.flatMap((email) => emailIndexesOf(ctx, email).map((index) => [index, email] as const)),
    );
    const byEmail = new Map(
      [...existing].map(([index, found]) => [emailOf.get(index) ?? '', found] as const),
    );
    for (const { row, candidate } of batch) {
      const found = byEmail.get(candidate.email);
      const isThere =
        found !== undefined && (target.jobId === null || found.applicationId !== null);
      rows.push({
        row,
        candidate,
        action: isThere ? 'update' : 'create',
        candidateId: found?.candidateId ?? null,
        applicationId: found?.applicationId ?? null,
      });
    }
  }
  failures.sort((a, b) => a.row - b.row);
  return {
    rows,
    failures,
    created: rows.filter((row) => row.action === 'create').length,
    updated: rows.filter((row) => row.action === 'update').length,
  };
}
