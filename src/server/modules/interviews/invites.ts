import type { InterviewerOption } from '../../../shared/interviews';
import type { SystemMessage } from '../email/email-messages.service';
import {
  interviewCandidateEmail,
  interviewTeamEmail,
  type InterviewEmailKind,
} from '../email/platform-emails';
import { buildInvite, type CalendarPerson } from './icalendar';

/** Everything an invite says about an interview. */
export interface InviteSubject {
  orgId: string;
  orgName: string;
  interviewId: string;
  sequence: number;
  type: string;
  start: Date;
  end: Date;
  timezone: string;
  location: string | null;
  meetingUrl: string | null;
  notes: string | null;
  applicationId: string;
  candidate: { id: string; name: string; email: string };
  jobTitle: string;
  organizer: { id: string; name: string; email: string };
  interviewers: InterviewerOption[];
}

type InviteKind = InterviewEmailKind;

/** The interview's calendar UID: the same for every version of its invite. */
export function interviewUid(interviewId: string): string {
  return `interview-${interviewId}@shortlist`;
}

function when(subject: InviteSubject): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: subject.timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(subject.start);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: subject.timezone,
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date}, ${time.format(subject.start)} to ${time.format(subject.end)} (${subject.timezone})`;
}

function details(subject: InviteSubject, forTeam: boolean): string[] {
  return [
    `When: ${when(subject)}`,
    ...(subject.location ? [`Where: ${subject.location}`] : []),
    ...(subject.meetingUrl ? [`Join: ${subject.meetingUrl}`] : []),
    ...(forTeam && subject.interviewers.length > 0
      ? [`Interviewers: ${subject.interviewers.map((person) => person.name).join(', ')}`]
      : []),
    ...(forTeam && subject.notes ? ['', `Notes: ${subject.notes}`] : []),
  ];
}

/**
 * The invite emails of one version of an interview: to the candidate and to the
 * given members, each with the same event (UID, SEQUENCE, times). The candidate's
 * copy leaves out the team's internal notes and the interviewers' names.
 */
export function inviteMessages(
  subject: InviteSubject,
  kind: InviteKind,
  recipients: { candidate: boolean; members: InterviewerOption[] },
  stamp: Date,
): SystemMessage[] {
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const candidate: CalendarPerson = {
    name: subject.candidate.name,
    email: subject.candidate.email,
  };
  // The candidate's copy names only them: the team's names and addresses stay inside.
  const attendees = (forTeam: boolean): CalendarPerson[] =>
    forTeam
      ? [
          candidate,
          ...subject.interviewers.map((person) => ({ name: person.name, email: person.email })),
        ]
      : [candidate];
  const summary = `${subject.type}: ${subject.candidate.name} for ${subject.jobTitle} (${subject.orgName})`;
  const calendar = (forTeam: boolean) => ({
    method: method as 'REQUEST' | 'CANCEL',
    content: buildInvite({
      method,
      uid: interviewUid(subject.interviewId),
      sequence: subject.sequence,
      start: subject.start,
      end: subject.end,
      timezone: subject.timezone,
      summary,
      description: details(subject, forTeam).join('\n'),
      location: subject.location ?? subject.meetingUrl,
      url: subject.meetingUrl,
      organizer: { name: subject.organizer.name, email: subject.organizer.email },
      attendees: attendees(forTeam),
      stamp,
    }),
  });
  const text = {
    kind,
    orgName: subject.orgName,
    jobTitle: subject.jobTitle,
    interviewType: subject.type,
    candidateName: subject.candidate.name,
    organizerName: subject.organizer.name,
  };
  const messages: SystemMessage[] = [];
  if (recipients.candidate) {
    messages.push({
      orgId: subject.orgId,
      kind: 'interview_invite',
      senderId: subject.organizer.id,
      toEmail: subject.candidate.email,
      ...interviewCandidateEmail({ ...text, details: details(subject, false) }),
      candidateId: subject.candidate.id,
      applicationId: subject.applicationId,
      interviewId: subject.interviewId,
      calendar: calendar(false),
    });
  }
  for (const member of recipients.members) {
    messages.push({
      orgId: subject.orgId,
      kind: 'interview_invite',
      senderId: subject.organizer.id,
      toEmail: member.email,
      ...interviewTeamEmail({ ...text, memberName: member.name, details: details(subject, true) }),
      candidateId: null,
      applicationId: null,
      interviewId: subject.interviewId,
      calendar: calendar(true),
    });
  }
  return messages;
}
