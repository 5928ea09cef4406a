import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from '../../shared/rules';
import { AppError } from './app-error';

/**
 * @fastify/multipart limits for a form with one optional resume file: a larger file
 * is refused while it streams (resume_too_large), before anything is stored.
 */
export function resumeFormLimits({ fieldSize = 10_000 }: { fieldSize?: number } = {}) {
  return { files: 1, fileSize: RESUME_MAX_BYTES, fields: 10, fieldSize, parts: 11 };
}

interface ResumeForm {
  fields: Record<string, string>;
  resume: Uint8Array | null;
}

/**
 * The text fields and the optional `resume` file of a multipart form (the public
 * application, the admin's manual application). Other files are read and dropped.
 */
export async function readResumeForm(request: FastifyRequest): Promise<ResumeForm> {
  const { refusal, ...form } = await readResumeFormKeepingFields(request);
  if (refusal) throw refusal;
  return form;
}

/**
 * As readResumeForm, but a refused form (a file too large, too many parts) keeps the
 * fields read before the refusal: a page posted without JavaScript answers with them.
 */
export async function readResumeFormKeepingFields(
  request: FastifyRequest,
): Promise<ResumeForm & { refusal: AppError | null }> {
  const fields: Record<string, string> = {};
  let resume: Uint8Array | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume') {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        // An empty file input still sends a part, with no name and no bytes.
        if (bytes.length > 0) resume = new Uint8Array(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return { fields, resume: null, refusal: new AppError('resume_too_large') };
    }
    if (code?.startsWith('FST_')) {
      return { fields, resume: null, refusal: new AppError('validation_failed') };
    }
    throw error;
  }
  return { fields, resume, refusal: null };
}
