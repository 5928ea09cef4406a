import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FORM_MESSAGES,
  RESUME_ZIP_MAX_BYTES,
  checkImportFile,
  checkResumeZip,
  importFormSchema,
  type ImportRunView,
  type ImportStartResponse,
} from '../../../shared/import';
import { StoredFileTooLarge } from '../../adapters/storage/file-storage';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { AppError, parseId, parseInput } from '../../http/app-error';
import * as imports from './import.service';

/** Platform routes: a SUPERADMIN or the password console's session (DESIGN.md 4). */
const PLATFORM = { config: { platform: true } } as const;
const FIELDS = ['orgId', 'jobId', 'stage', 'markUnlocked', 'dryRun'] as const;
const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional().default(10),
});

/** Bulk import of candidates (issue 18): start one, watch it, download its refused rows. */
export function importRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/admin/import/candidates', PLATFORM, async (request, reply) => {
    requirePlatformActor(request);
    reply.header('cache-control', 'private, no-store');
    const { limit } = parseInput(listQuerySchema, request.query);
    return { runs: await imports.listImportRuns(ctx, limit) };
  });

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/import/candidates/:id',
    PLATFORM,
    async (request, reply): Promise<ImportRunView> => {
      requirePlatformActor(request);
      reply.header('cache-control', 'private, no-store');
      return imports.getImportRun(ctx, parseId(request.params.id, 'import_run_not_found'));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/import/candidates/:id/refused.csv',
    PLATFORM,
    async (request, reply) => {
      requirePlatformActor(request);
      const csv = await imports.refusedRowsCsv(
        ctx,
        parseId(request.params.id, 'import_run_not_found'),
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="refused-rows.csv"; filename*=UTF-8''${encodeURIComponent(csv.fileName)}`,
        )
        .send(csv.body);
    },
  );

  // Its own scope, so multipart bodies are accepted on this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 2, fileSize: RESUME_ZIP_MAX_BYTES, fields: 10, fieldSize: 1_000, parts: 12 },
    });
    scope.post('/api/v1/admin/import/candidates', PLATFORM, async (request, reply) => {
      const actor = requirePlatformActor(request);
      if (!request.isMultipart()) {
        throw new AppError(
          'validation_failed',
          { fieldErrors: { file: [IMPORT_FORM_MESSAGES.fileRequired] } },
          IMPORT_FORM_MESSAGES.fileRequired,
        );
      }
      const { fields, file, zip } = await readImportForm(ctx, request);
      try {
        const form = parseInput(importFormSchema, fields);
        const problem = checkImportFile(file ? { name: file.name, size: file.bytes.length } : null);
        if (problem) {
          throw new AppError('validation_failed', { fieldErrors: { file: [problem] } }, problem);
        }
        const run = await imports.startImport(ctx, actor, form, { file: file!, zip });
        const response: ImportStartResponse = { run };
        return await reply.status(202).send(response);
      } catch (error) {
        if (zip) await ctx.storage.delete(zip.key);
        throw error;
      }
    });
  });
}

/**
 * Reads the import's form as it streams: the text fields, the candidates file (held
 * in memory, refused past 10 MB while it arrives) and the resumes ZIP (streamed
 * into storage, refused past 200 MB while it arrives). Nothing of a refused form is
 * kept.
 */
async function readImportForm(ctx: AppContext, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Uint8Array } | null = null;
  let zip: { name: string; key: string } | null = null;
  let zipProblem: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (
          (FIELDS as readonly string[]).includes(part.fieldname) &&
          typeof part.value === 'string'
        ) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      // An empty file input still sends a part, with no name and no bytes.
      if (part.fieldname === 'file' && part.filename) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= IMPORT_FILE_MAX_BYTES) chunks.push(chunk);
        }
        if (size > IMPORT_FILE_MAX_BYTES) throw new AppError('import_file_too_large');
        file = { name: part.filename, bytes: new Uint8Array(Buffer.concat(chunks)) };
      } else if (part.fieldname === 'zip' && part.filename) {
        const problem = checkResumeZip({ name: part.filename, size: 0 });
        if (problem) {
          // Read to its end, so the form's other parts still arrive; refused after.
          zipProblem = problem;
          part.file.resume();
          continue;
        }
        try {
          const stored = await ctx.storage.putStream(
            'imports',
            part.file,
            'zip',
            RESUME_ZIP_MAX_BYTES,
          );
          zip = { name: part.filename, key: stored.key };
        } catch (error) {
          if (error instanceof StoredFileTooLarge || isFileTooLarge(error)) {
            throw new AppError('import_zip_too_large');
          }
          throw error;
        }
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (zip) await ctx.storage.delete(zip.key);
    if (isFileTooLarge(error)) throw new AppError('import_zip_too_large');
    throw error;
  }
  if (zipProblem) {
    if (zip) await ctx.storage.delete(zip.key);
    throw new AppError('validation_failed', { fieldErrors: { zip: [zipProblem] } }, zipProblem);
  }
  return { fields, file, zip };
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}
