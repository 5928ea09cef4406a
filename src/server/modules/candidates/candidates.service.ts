import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { analyzeResume, ResumeRejectedError, summarize } from './resume/analyze-resume';
import { RESUME_CONTENT_TYPES, type ResumeType } from './resume/file-type';
import { watermarkPdf } from './resume/watermark';

/** What a stored resume adds to its candidate's record. */
export interface StoredResume {
  resumeFileKey: string;
  resumeFileType: ResumeType;
  resumeFileSize: number;
  resumeText: string | null;
  resumeSummary: string | null;
  skills: string[];
  experienceContext: 'Senior' | 'Mid-Level' | 'Junior' | 'Not specified';
  yearsExperienceInField: number | null;
}

/**
 * Checks an uploaded resume from its bytes, reads what it can (text, skills,
 * experience) and stores the file. A file that cannot be read is still stored;
 * one that is not a PDF or DOCX, or is too large, is refused with nothing kept.
 */
export async function storeResume(
  ctx: AppContext,
  orgId: string,
  bytes: Uint8Array,
): Promise<StoredResume> {
  let analysis;
  try {
    analysis = await analyzeResume(bytes);
  } catch (error) {
    if (error instanceof ResumeRejectedError) {
      throw new AppError(
        error.reason === 'too_large' ? 'resume_too_large' : 'resume_unsupported_type',
      );
    }
    throw error;
  }
  const key = await ctx.storage.put(`resumes/${orgId}`, bytes, analysis.type);
  return {
    resumeFileKey: key,
    resumeFileType: analysis.type,
    resumeFileSize: bytes.length,
    resumeText: analysis.text,
    resumeSummary: analysis.summary,
    skills: analysis.skills,
    experienceContext: analysis.experience.label,
    yearsExperienceInField: analysis.experience.years,
  };
}

/**
 * Stores a resume whose text is known already (the demo's, generated from it), so
 * nothing is read from the bytes: an upload's slowest step. The caller vouches for
 * the bytes being a valid file of `type`.
 */
export async function storeKnownResume(
  ctx: AppContext,
  orgId: string,
  file: { bytes: Uint8Array; type: ResumeType; text: string },
): Promise<Omit<StoredResume, 'skills' | 'experienceContext' | 'yearsExperienceInField'>> {
  const key = await ctx.storage.put(`resumes/${orgId}`, file.bytes, file.type);
  return {
    resumeFileKey: key,
    resumeFileType: file.type,
    resumeFileSize: file.bytes.length,
    resumeText: file.text,
    resumeSummary: summarize(file.text),
  };
}

/** Removes a stored resume that its application did not keep (a refused or repeated one). */
export async function discardResume(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage.delete(key);
}

const DOWNLOAD_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Accra',
});

/**
 * The resume file for an unlocked application: a PDF carries, on every page,
 * the organization that downloaded it and the date, so a leaked copy says where
 * it came from (DESIGN.md 6). The caller has checked the unlock.
 */
export async function readResumeForDownload(
  ctx: AppContext,
  file: { key: string; type: ResumeType; candidateName: string; organizationName: string },
) {
  const bytes = await ctx.storage.get(file.key);
  if (!bytes) throw new AppError('resume_not_found');
  const body =
    file.type === 'pdf'
      ? await watermarkPdf(
          bytes,
          `Downloaded by ${file.organizationName} on ${DOWNLOAD_DATE.format(new Date())} via Shortlist`,
        )
      : bytes;
  const safeName = file.candidateName.replace(/[^\p{L}\p{N} .-]+/gu, '').trim() || 'Candidate';
  return {
    body,
    contentType: RESUME_CONTENT_TYPES[file.type],
    fileName: `${safeName} resume.${file.type}`,
  };
}
