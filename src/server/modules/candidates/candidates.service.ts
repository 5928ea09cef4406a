import type { ErrorCode } from '../../../shared/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import {
  analyzeResume,
  ResumeRejectedError,
  type ResumeRejection,
  summarize,
} from './resume/analyze-resume';
import { RESUME_CONTENT_TYPES, type ResumeType } from './resume/file-type';
import { ResumeWatermarkError, watermarkPdf } from './resume/watermark';

import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ChainStep, InsertChain } from '../../db/insert-chain';
import * as repo from './candidates.repository';
import type { ScoredProfileRow } from './scored-profile';
import {
  sealContact,
  sealResumeText,
  sealSubmitted,
  textWithoutContact,
  type Contact,
} from './contact';

export {
  contactQuery,
  emailIndexOf,
  emailIndexesOf,
  emailIsAnyOf,
  reveal,
  revealContact,
  revealStored,
  openMessage,
  openOutbox,
  outboxSealer,
  outboxTo,
  sealContact,
  sealResumeText,
  textWithoutContact,
  sealMessage,
  sealedContactColumns,
  sealedSubmittedColumns,
  sealSubmitted,
  searchQuery,
  type Contact,
  type Revealed,
} from './contact';

/** A person to find or add in an organization: the contact they gave, and where they came from. */
export interface CandidateInput {
  contact: Contact;
  /** The contact sealed already (sealApplicant), so that no transaction waits for it. */
  sealed?: SealedApplicant;
  source: string;
  resume: StoredResume | null;
  externalCandidateId?: string | null;
}

/**
 * An applicant's contact sealed for both places it is kept (the candidate, and the
 * application's submitted_* copy) with its email's blind indexes: the CPU an
 * application spends on it, done before its transaction so that the others' wait
 * less (decision 0047).
 */
export function sealApplicant(ctx: Pick<AppContext, 'vault'>, contact: Contact) {
  return {
    candidate: sealContact(ctx, contact),
    emailIndexes: ctx.vault.emailIndexes(contact.email),
    submitted: sealSubmitted(ctx, contact),
  };
}
export type SealedApplicant = ReturnType<typeof sealApplicant>;

/**
 * The organization's candidate with this email, or a new one with this contact
 * (sealed), with the profile the matching engine scores. See candidates.repository
 * for what is and is not changed.
 */
export async function findOrCreateCandidate(
  ctx: Pick<AppContext, 'vault'>,
  db: DbOrTx,
  values: CandidateInput & { orgId: string },
) {
  const { orgId, ...input } = values;
  const [candidate] = await findOrCreateCandidates(ctx, db, orgId, [input]);
  return candidate!;
}

/** `findOrCreateCandidate` for many people of one organization at once: one answer each, in order. */
export function findOrCreateCandidates(
  ctx: Pick<AppContext, 'vault'>,
  db: DbOrTx,
  orgId: string,
  inputs: CandidateInput[],
) {
  return repo.findOrCreateCandidates(
    db,
    orgId,
    inputs.map(({ contact, sealed, resume, ...rest }) => ({
      values: {
        ...rest,
        orgId,
        resume: resume && {
          ...resume,
          resumeSummary: textWithoutContact(resume.resumeSummary, contact),
        },
        ...(sealed?.candidate ?? sealContact(ctx, contact)),
      },
      emailIndexes: sealed?.emailIndexes ?? ctx.vault.emailIndexes(contact.email),
    })),
  );
}

/** A new person as the matching engine scores them: what an application without a resume tells. */
export interface NewCandidate {
  id: string;
  profile: ScoredProfileRow;
}

/**
 * New people (no resume) as an insert of `chain` (decision 0056), each with its id and
 * profile: after the chain has run, `step`'s made ids are those who were new; someone
 * whose email the organization had is not made, and findOrCreateCandidates finds them.
 * An input is left out (null) when it must be looked for first: while data keys rotate,
 * a person may be known under an older key's blind index. Nobody is made unless `onlyIf`
 * (SQL) holds when the chain runs.
 */
export function chainNewCandidates(
  ctx: Pick<AppContext, 'vault'>,
  chain: InsertChain,
  orgId: string,
  inputs: Array<Omit<CandidateInput, 'resume'>>,
  onlyIf: SQL,
): { step: ChainStep | null; candidates: Array<NewCandidate | null> } {
  const rows: Parameters<typeof repo.chainNewCandidates>[1] = [];
  const updatedAt = new Date();
  const made = inputs.map(({ contact, sealed, source, externalCandidateId }) => {
    const emailIndexes = sealed?.emailIndexes ?? ctx.vault.emailIndexes(contact.email);
    if (emailIndexes.length !== 1) return null;
    const id = randomUUID();
    const values = sealed?.candidate ?? sealContact(ctx, contact);
    rows.push({ id, orgId, source, externalCandidateId: externalCandidateId ?? null, ...values });
    return { id, profile: repo.profileWithoutResume(values.phone?.stored ?? null, updatedAt) };
  });
  return {
    step: rows.length > 0 ? repo.chainNewCandidates(chain, rows, onlyIf) : null,
    candidates: made,
  };
}

const REJECTION_ERRORS = {
  too_large: 'resume_too_large',
  unreadable: 'resume_unreadable',
  unsupported_type: 'resume_unsupported_type',
  empty: 'resume_unsupported_type',
} as const satisfies Record<ResumeRejection, ErrorCode>;

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
 * experience) and stores the file. A file without readable text (a scan) is
 * still stored; one that is not a PDF or DOCX, is too large, or is damaged or
 * password-protected, is refused with nothing kept.
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
      throw new AppError(REJECTION_ERRORS[error.reason]);
    }
    throw error;
  }
  const key = await storeResumeFile(ctx, orgId, bytes, analysis.type);
  return {
    resumeFileKey: key,
    resumeFileType: analysis.type,
    resumeFileSize: bytes.length,
    resumeText: sealResumeText(ctx, analysis.text),
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
  const key = await storeResumeFile(ctx, orgId, file.bytes, file.type);
  return {
    resumeFileKey: key,
    resumeFileType: file.type,
    resumeFileSize: file.bytes.length,
    resumeText: sealResumeText(ctx, file.text),
    resumeSummary: summarize(file.text),
  };
}

/** A resume file into storage, sealed (decision 0036); its storage key. */
export function storeResumeFile(
  ctx: Pick<AppContext, 'storage' | 'vault'>,
  orgId: string,
  bytes: Uint8Array,
  type: ResumeType,
): Promise<string> {
  return ctx.storage.put(`resumes/${orgId}`, ctx.vault.sealFile(bytes), type);
}

/** A stored resume file's bytes, opened; null when it is gone. */
export async function readResumeFile(
  ctx: Pick<AppContext, 'storage' | 'vault'>,
  key: string,
): Promise<Uint8Array | null> {
  const sealed = await ctx.storage.get(key);
  return sealed && ctx.vault.openFile(sealed);
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
 *
 * A PDF stored before uploads were checked may not take a watermark. Its
 * download answers resume_watermark_failed, pointing at `originalUrl`; asking
 * for the original (`isOriginal`) then serves the file as uploaded. A file that
 * can be watermarked is served watermarked even then, so the original is no way
 * around the watermark.
 */
export async function readResumeForDownload(
  ctx: AppContext,
  file: { key: string; type: ResumeType; candidateName: string; organizationName: string },
  options: { isOriginal: boolean; originalUrl: string },
) {
  const bytes = await readResumeFile(ctx, file.key);
  if (!bytes) throw new AppError('resume_not_found');
  let body = bytes;
  if (file.type === 'pdf') {
    try {
      body = await watermarkPdf(
        bytes,
        `Downloaded by ${file.organizationName} on ${DOWNLOAD_DATE.format(new Date())} via Shortlist`,
      );
    } catch (error) {
      if (!(error instanceof ResumeWatermarkError)) throw error;
      // The key and the reason only: never the file or its text.
      ctx.log.warn(
        { resumeFileKey: file.key, reason: error.reason, isOriginal: options.isOriginal },
        'Resume could not be watermarked',
      );
      if (!options.isOriginal) {
        throw new AppError('resume_watermark_failed', { originalUrl: options.originalUrl });
      }
    }
  }
  const safeName = file.candidateName.replace(/[^\p{L}\p{N} .-]+/gu, '').trim() || 'Candidate';
  return {
    body,
    contentType: RESUME_CONTENT_TYPES[file.type],
    fileName: `${safeName} resume.${file.type}`,
  };
}
