import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleInterviewResponse } from '../../../shared/interviews';
import {
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  grantCredits,
  unique,
  waitUntil,
} from '../../../../test/factories';
import type { FakeSmtp } from '../../../../test/fakes/smtp-server';
import { createSmtpTestApp, json, type SmtpTestApp } from '../../../../test/setup/test-app';

let smtp: FakeSmtp;
let app: SmtpTestApp;

beforeAll(async () => {
  app = await createSmtpTestApp();
  smtp = app.smtp;
});
afterAll(() => app.close());

/** The mails to an address whose calendar has this SEQUENCE, parsed, with their event. */
async function invitesTo(address: string, interviewId: string) {
  const parsed: { mail: ParsedMail; calendar: ICAL.Component; text: string }[] = [];
  for (const received of smtp.received.filter((mail) => mail.to.includes(address))) {
    const mail = await simpleParser(received.data);
    const part = mail.attachments.find((attachment) =>
      attachment.contentType.startsWith('text/calendar'),
    );
    if (!part) continue;
    const text = part.content.toString('utf8');
    if (!text.includes(`UID:interview-${interviewId}@shortlist`)) continue;
    parsed.push({ mail, calendar: new ICAL.Component(ICAL.parse(text)), text });
  }
  return parsed;
}

describe('interview invites over SMTP', () => {
  it('delivers a parseable REQUEST to the candidate and the interviewer, then an update and a cancellation', async () => {
    const employer = await createEmployer(app, { name: 'Yaa Asantewaa' });
    await grantCredits(app, employer.orgId, 10);
    const interviewer = await createMember(app, employer.orgId, 'HM');
    const job = await createPublishedJob(employer.client, { title: 'Data Analyst' });
    const candidateEmail = `${unique('esi')}@smtp.example`;
    const applicant = await createApplication(app, job, {
      fullName: 'Esi Quaye',
      email: candidateEmail,
    });
    await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);

    const scheduled = await employer.client.post('/api/v1/interviews/schedule', {
      applicationId: applicant.id,
      type: 'Video Interview',
      scheduledStart: '2026-12-07T15:00:00Z',
      timezone: 'America/New_York',
      meetingUrl: 'https://meet.example/esi',
      interviewerIds: [interviewer.user.id],
    });
    expect(scheduled.statusCode).toBe(201);
    const { interview } = json<ScheduleInterviewResponse>(scheduled);

    await waitUntil(
      async () => (await invitesTo(candidateEmail, interview.id)).length === 1,
      20_000,
    );
    await waitUntil(
      async () => (await invitesTo(interviewer.email, interview.id)).length === 1,
      20_000,
    );
    const [toCandidate] = await invitesTo(candidateEmail, interview.id);
    expect(toCandidate!.mail.subject).toBe(
      `Interview invitation: Data Analyst at ${employer.user.organization!.name}`,
    );
    expect(toCandidate!.mail.text).toContain('Dear Esi Quaye');
    expect(toCandidate!.mail.text).toContain('Join: https://meet.example/esi');
    const calendar = toCandidate!.calendar;
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-07T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-07T16:00:00.000Z');
    expect(toCandidate!.text).toContain('DTSTART;TZID=America/New_York:20261207T100000');
    expect(event.organizer).toBe(`mailto:${employer.email}`);
    // The candidate's copy names only them; the team's names and addresses stay inside.
    expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
      `mailto:${candidateEmail}`,
    ]);

    const moved = await employer.client.patch(`/api/v1/interviews/${interview.id}`, {
      scheduledStart: '2026-12-08T15:00:00Z',
    });
    expect(moved.statusCode).toBe(200);
    await waitUntil(
      async () => (await invitesTo(candidateEmail, interview.id)).length === 2,
      20_000,
    );
    const update = (await invitesTo(candidateEmail, interview.id)).find(({ text }) =>
      text.includes('SEQUENCE:1'),
    )!;
    expect(update.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(update.mail.subject).toMatch(/^Updated interview:/);

    const cancelled = await employer.client.post(`/api/v1/interviews/${interview.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    await waitUntil(
      async () => (await invitesTo(interviewer.email, interview.id)).length === 3,
      20_000,
    );
    const cancel = (await invitesTo(interviewer.email, interview.id)).find(({ text }) =>
      text.includes('SEQUENCE:2'),
    )!;
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.mail.subject).toMatch(/^Cancelled interview:/);
  });
});
