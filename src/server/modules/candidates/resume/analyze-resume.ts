import { detectSkills } from './detect-skills';
import { deriveExperience, type Experience } from './experience';
import { extractResumeText, ResumeExtractionError } from './extract-text';
import { detectResumeType, RESUME_MAX_BYTES, type ResumeType } from './file-type';
import { findWatermarkProblem } from './watermark';

export interface ResumeAnalysis {
  type: ResumeType;
  /** Null when the file has no text pdf.js can read (a scan, say): it is stored anyway. */
  text: string | null;
  skills: string[];
  experience: Experience;
  /** The first lines of the resume, which name the person: shown once unlocked only. */
  summary: string | null;
}

/** `unreadable`: damaged or password-protected, so it could never be downloaded watermarked. */
export type ResumeRejection = 'too_large' | 'unsupported_type' | 'empty' | 'unreadable';

/** The upload is refused outright: nothing is stored. */
export class ResumeRejectedError extends Error {
  constructor(readonly reason: ResumeRejection) {
    super(`Resume rejected: ${reason}`);
    this.name = 'ResumeRejectedError';
  }
}

const SUMMARY_MAX_CHARS = 300;

export async function analyzeResume(
  bytes: Uint8Array,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<ResumeAnalysis> {
  if (bytes.length === 0) throw new ResumeRejectedError('empty');
  if (bytes.length > RESUME_MAX_BYTES) throw new ResumeRejectedError('too_large');
  const type = detectResumeType(bytes);
  if (!type) throw new ResumeRejectedError('unsupported_type');
  // An unlocked PDF is only ever served watermarked (DESIGN.md 6): one that cannot be is refused now.
  if (type === 'pdf' && (await findWatermarkProblem(bytes))) {
    throw new ResumeRejectedError('unreadable');
  }

  let text: string | null = null;
  try {
    text = (await extractResumeText(bytes, type, { timeoutMs: options.timeoutMs })) || null;
  } catch (error) {
    if (!(error instanceof ResumeExtractionError)) throw error;
    // A DOCX whose document part cannot be inflated (damaged, or a zip bomb) is no Word file.
    if (type === 'docx') throw new ResumeRejectedError('unreadable');
  }
  if (text === null) {
    return {
      type,
      text: null,
      skills: [],
      experience: { label: 'Not specified', years: null },
      summary: null,
    };
  }
  return {
    type,
    text,
    skills: detectSkills(text),
    experience: deriveExperience(text, options.now),
    summary: summarize(text),
  };
}

/** Headings that say nothing about the person. */
const TITLE_LINE = /^(?:curriculum\s+vitae|r[eé]sum[eé]|cv)$/i;

/**
 * The opening of the resume as one paragraph, cut at a word boundary near
 * SUMMARY_MAX_CHARS. Lines without a word of three letters (rules, page
 * numbers, lone symbols) and a "Curriculum Vitae" title are skipped.
 */
export function summarize(text: string): string | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => /\p{L}{3}/u.test(line) && !TITLE_LINE.test(line.replace(/[^\p{L}\s]/gu, '').trim()),
    );
  let summary = '';
  for (const line of lines) {
    summary = summary === '' ? line : `${summary} ${line}`;
    if (summary.length >= SUMMARY_MAX_CHARS) break;
  }
  summary = summary.replace(/\s+/g, ' ').trim();
  if (summary === '') return null;
  if (summary.length <= SUMMARY_MAX_CHARS) return summary;
  const cut = summary.slice(0, SUMMARY_MAX_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}
