import {
  LOCKED_CARD_SKILLS,
  type AnonymousCandidateView,
  type ApplicationMatchView,
  type ApplicationDetailView,
  type ApplicationView,
  type CandidateView,
  type NoteView,
  type TimelineEventView,
} from '../../../shared/applications';
import type { AdminApplicationView, AdminPipelineCard } from '../../../shared/admin';
import type { ScorecardView } from '../../../shared/interviews';
import { REFUND_WINDOW_HOURS } from '../../../shared/rules';
import type {
  ApplicationRow,
  ContactApplicationRow,
  listEvents,
  searchAddedApplications,
  listInterviews,
  listNotes,
  listScorecards,
} from './applications.repository';
import { maskContactDetails } from './mask-contact';
import type { Revealed } from '../candidates/candidates.service';

/** An application as the views take it: its candidate's contact revealed (candidates module). */
export type ApplicationViewRow = Omit<ApplicationRow, 'candidate'> & {
  candidate: Revealed<ApplicationRow['candidate']>;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const HOUR_MS = 60 * 60_000;

export const resumeDownloadPath = (applicationId: string) =>
  `/api/v1/applications/${applicationId}/resume`;

/**
 * The only place that decides what of a candidate leaves the server (DESIGN.md 6):
 * built from an allow-list, the contact fields added only for an unlocked application.
 */
export function toCandidateView(row: ApplicationViewRow): CandidateView {
  const candidate = row.candidate;
  const isUnlocked = row.unlockStatus === 'UNLOCKED';
  const skills = isUnlocked ? candidate.skills : candidate.skills.slice(0, LOCKED_CARD_SKILLS);
  const anonymous: AnonymousCandidateView = {
    id: candidate.id,
    source: candidate.source,
    location: candidate.location,
    experienceContext: candidate.experienceContext,
    yearsExperienceInField: candidate.yearsExperienceInField,
    educationLevel: candidate.educationLevel,
    workAuthorization: candidate.workAuthorization,
    skills,
    hiddenSkillCount: candidate.skills.length - skills.length,
    hasResume: candidate.hasResume,
  };
  if (!isUnlocked) return { ...anonymous, isUnlocked: false };
  return {
    ...anonymous,
    isUnlocked: true,
    fullName: candidate.fullName,
    email: candidate.email,
    phone: candidate.phone,
    profileImageUrl: candidate.profileImageUrl,
    salaryExpectationMin: candidate.salaryExpectationMin,
    salaryExpectationMax: candidate.salaryExpectationMax,
    resumeUrl: candidate.hasResume ? resumeDownloadPath(row.id) : null,
    resumeSummary: candidate.resumeSummary,
  };
}

function refundableUntil(row: ApplicationViewRow): string | null {
  if (!row.unlockedAt || row.unlockRefundedAt || !row.unlockCreditsCharged) return null;
  return new Date(row.unlockedAt.getTime() + REFUND_WINDOW_HOURS * HOUR_MS).toISOString();
}

export function toApplicationView(row: ApplicationViewRow): ApplicationView {
  return {
    id: row.id,
    jobId: row.jobId,
    job: { id: row.jobId, title: row.jobTitle },
    stage: row.stage,
    unlockStatus: row.unlockStatus,
    createdAt: row.createdAt.toISOString(),
    unlockedAt: iso(row.unlockedAt),
    refundableUntil: refundableUntil(row),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    candidate: toCandidateView(row),
    match: toMatchView(row),
  };
}

/** The match score, with the reasons a locked card may show while it is locked. */
function toMatchView(row: ApplicationViewRow): ApplicationMatchView | null {
  if (row.matchScore === null) return null;
  const reasons = row.unlockStatus === 'UNLOCKED' ? row.matchReasons : row.matchLockedReasons;
  return { score: row.matchScore, reasons: reasons ?? [] };
}

/** The board's columns in the job's stage order, each in application order. */
export function toPipelineView(stages: string[], rows: ApplicationViewRow[]) {
  const board: Record<string, ApplicationView[]> = Object.fromEntries(
    stages.map((stage) => [stage, []]),
  );
  for (const row of rows) board[row.stage]?.push(toApplicationView(row));
  return board;
}

/** A candidate's contact as stored, or as submitted with one application. */
interface CoverNoteContact {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/**
 * A cover note is the candidate's own words and often signs off with their name
 * and number: while locked, those are masked out of it, with any address, link or
 * number, for every contact given (the stored candidate's and any submitted ones).
 */
export function maskCoverNote(
  note: string | null,
  candidate: CoverNoteContact,
  ...otherContacts: CoverNoteContact[]
): string | null {
  if (!note) return note;
  const contacts = [candidate, ...otherContacts];
  return maskContactDetails(note, {
    names: contacts.map((contact) => contact.fullName),
    emails: contacts.map((contact) => contact.email),
    phones: contacts.map((contact) => contact.phone),
  });
}

/**
 * The timeline's entries. While locked, their free text (an email's subject, a
 * reason) is masked like the cover note: a subject may carry the candidate's name.
 */
export function toTimelineView(
  rows: Awaited<ReturnType<typeof listEvents>>,
  maskLocked: ((text: string) => string) | null = null,
): TimelineEventView[] {
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    occurredAt: row.createdAt.toISOString(),
    actorName: row.actorName,
    ...(row.fromStage !== null ? { fromStage: row.fromStage } : {}),
    ...(row.toStage !== null ? { toStage: row.toStage } : {}),
    ...(row.reason !== null ? { reason: maskLocked ? maskLocked(row.reason) : row.reason } : {}),
    ...(row.credits !== null ? { credits: row.credits } : {}),
  }));
}

export function toNotesView(rows: Awaited<ReturnType<typeof listNotes>>): NoteView[] {
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  }));
}

interface Contact {
  fullName: string;
  email: string;
  phone: string | null;
}

function isSameContact(a: Contact, b: Contact): boolean {
  const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');
  return (
    a.fullName.trim().toLowerCase() === b.fullName.trim().toLowerCase() &&
    a.email.toLowerCase() === b.email.toLowerCase() &&
    digits(a.phone) === digits(b.phone)
  );
}

export function toApplicationDetailView(
  row: ApplicationViewRow,
  extras: {
    coverNote: string | null;
    /** The contact as given with this application (a returning applicant's may differ). */
    submitted: Contact | null;
    stages: string[];
    interviews: Awaited<ReturnType<typeof listInterviews>>;
    scorecards: Awaited<ReturnType<typeof listScorecards>>;
    notes: Awaited<ReturnType<typeof listNotes>>;
    events: Awaited<ReturnType<typeof listEvents>>;
  },
): ApplicationDetailView {
  const view = toApplicationView(row);
  const isUnlocked = row.unlockStatus === 'UNLOCKED';
  const { submitted } = extras;
  const addedEntry = extras.events.find((event) => event.type === 'applied');
  return {
    ...view,
    job: { ...view.job, stages: extras.stages },
    coverNote: isUnlocked
      ? extras.coverNote
      : maskCoverNote(extras.coverNote, row.candidate, ...(submitted ? [submitted] : [])),
    submittedContact:
      isUnlocked && submitted && !isSameContact(submitted, row.candidate as Contact)
        ? submitted
        : null,
    interviews: extras.interviews.map((interview) => ({
      id: interview.id,
      type: interview.type,
      status: interview.status,
      scheduledStart: interview.scheduledStart.toISOString(),
      scheduledEnd: interview.scheduledEnd.toISOString(),
      timezone: interview.timezone,
      location: interview.location,
      meetingUrl: interview.meetingUrl,
    })),
    scorecards: extras.scorecards.map(toScorecardView),
    notes: toNotesView(extras.notes),
    // The application itself opens the timeline: the candidate did it, so no member is
    // named, unless the Shortlist team added it (its recorded 'applied' entry says so).
    timeline: [
      appliedEntry(row.id, view.createdAt, addedEntry),
      ...toTimelineView(
        extras.events.filter((event) => event !== addedEntry),
        isUnlocked
          ? null
          : (text) => maskCoverNote(text, row.candidate, ...(submitted ? [submitted] : [])) ?? '',
      ),
    ],
  };
}

export function toScorecardView(
  row: Awaited<ReturnType<typeof listScorecards>>[number],
): ScorecardView {
  return {
    id: row.id,
    applicationId: row.applicationId,
    interviewId: row.interviewId,
    interviewType: row.interviewType,
    overallRating: row.overallRating,
    criteria: row.criteria,
    notes: row.notes,
    recommendation: row.recommendation,
    submittedAt: row.submittedAt.toISOString(),
    submittedBy:
      row.submittedById && row.submittedByName
        ? { id: row.submittedById, name: row.submittedByName }
        : null,
  };
}

/** Who the timeline names for an application the Shortlist team added. */
export const SHORTLIST_TEAM_NAME = 'Shortlist team';

function appliedEntry(
  applicationId: string,
  createdAt: string,
  added: Awaited<ReturnType<typeof listEvents>>[number] | undefined,
): TimelineEventView {
  if (!added) {
    return {
      id: `applied-${applicationId}`,
      type: 'applied',
      occurredAt: createdAt,
      actorName: null,
    };
  }
  return {
    id: added.id,
    type: 'applied',
    occurredAt: createdAt,
    actorName: added.actorName ?? SHORTLIST_TEAM_NAME,
    ...(added.reason !== null ? { reason: added.reason } : {}),
  };
}

/**
 * A pipeline card for the platform admin, name and contact included whatever the
 * unlock status (see listJobApplicationsForPlatform for why).
 */
export function toPlatformPipelineCard(row: Revealed<ContactApplicationRow>): AdminPipelineCard {
  return {
    id: row.id,
    candidateId: row.candidateId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    unlockStatus: row.unlockStatus,
    isRejected: row.rejectedAt !== null,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPlatformApplicationView(
  row: Revealed<Awaited<ReturnType<typeof searchAddedApplications>>['rows'][number]>,
): AdminApplicationView {
  return {
    id: row.id,
    orgId: row.orgId,
    orgName: row.orgName,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    fullName: row.fullName,
    email: row.email,
    stage: row.stage,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
