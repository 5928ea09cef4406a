import type { InterviewView } from '../../../shared/interviews';
import type { InterviewRow } from './interviews.repository';

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
    candidate: { id: row.candidateId, fullName: row.candidateName },
    job: { id: row.jobId, title: row.jobTitle },
    interviewers: row.interviewers,
    scheduledByName: row.scheduledByName,
    hasMyScorecard: row.hasMyScorecard,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
  };
}
