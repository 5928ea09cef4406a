import { z } from 'zod';
import { emailField, optionalText, requiredText } from './fields';
import type { JobPosting } from './jobs';
import { RESUME_MAX_BYTES } from './rules';
import { errorCatalog } from './errors';

export const applySchema = z.object({
  fullName: requiredText('Full name is required', 120),
  email: emailField(),
  phone: optionalText(40),
  coverNote: optionalText(5000),
});
export type ApplyInput = z.input<typeof applySchema>;
export type ApplyData = z.output<typeof applySchema>;

export interface PublicJobView extends JobPosting {
  id: string;
  slug: string;
  organization: {
    name: string;
    /** Who applicants may ask about their data; null when the employer has not said. */
    dataProtectionContactName: string | null;
    dataProtectionContactEmail: string | null;
    /** How long it keeps applications after the job closes (its privacy notice says so). */
    applicationRetentionMonths: number;
  };
  postedAt: string;
}

export interface ApplyResponse {
  success: true;
  message: string;
}

export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const RESUME_TOO_LARGE_MESSAGE = errorCatalog.resume_too_large.message;
const RESUME_TYPE_MESSAGE = errorCatalog.resume_unsupported_type.message;

/**
 * The browser's early check of a chosen resume, by size and name; the server
 * decides again from the bytes themselves.
 */
export function checkResumeFile(file: { name: string; size: number }): string | null {
  if (!/\.(pdf|docx)$/i.test(file.name)) return RESUME_TYPE_MESSAGE;
  if (file.size === 0) return RESUME_TYPE_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE_MESSAGE;
  return null;
}
