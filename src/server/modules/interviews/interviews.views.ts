import type { InterviewView } from '../../../shared/interviews';
import type { Revealed } from '../candidates/candidates.service';
import type { InterviewRow as StoredInterviewRow } from './interviews.repository';

/** An interview row, its candidate's name revealed (candidates module). */
type InterviewRow = Revealed<StoredInterviewRow>;

const LOCKED_CANDIDATE_NAME = 'Locked candidate';

export function toInterviewView(row: InterviewRow): InterviewView {
  return {
    id: row.id,
    applicationId: row.applicationId,
    type: row.type,
    status: row.status,
    scheduledStart: row.scheduledStart.toISOString(),
    scheduledEnd: row.scheduledEnd.toISOString(),
    timezone: row.timezone,
    location: row.location,
    meetingUrl: row.meetingUrl,
    notes: row.notes,
    // Locked again after a refund: the name is hidden like everywhere else (DESIGN.md 6).
    candidate: {
      id: row.candidateId,
      fullName: row.isCandidateUnlocked ? row.candidateName : LOCKED_CANDIDATE_NAME,
    },
    job: { id: row.jobId, title: row.jobTitle },
    interviewers: row.interviewers,
    scheduledByName: row.scheduledByName,
    hasMyScorecard: row.hasMyScorecard,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
  };
}
