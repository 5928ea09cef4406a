/**
 * A bulk email to 1,000 unlocked candidates (issue 5): POST /send-email must
 * answer quickly because delivery is queued, and the queue worker must then
 * deliver to a real (local) SMTP server at EMAIL_MIN_MESSAGES_PER_SECOND or more.
 *
 * EMAIL_ROUNDS sends, one after the other, each to the same 1,000 candidates and
 * each waited out until every message is SENT, so one round's delivery never
 * slows the next round's answer.
 */
import type pg from 'pg';
import { MAX_RECIPIENTS } from '../../src/shared/email';
import { emailCost } from '../../src/shared/rules';
import type { SmtpSink } from './smtp-sink';
import type { Check } from './budgets';
import { seedEmployerWithApplications, setCreditBalance } from './bulk-seed';
import { median, roundMs } from './stats';

export const EMAIL_RECIPIENTS = MAX_RECIPIENTS;
const EMAIL_ROUNDS = 5;
export const EMAIL_MAX_ANSWER_MS = 1000;
export const EMAIL_MIN_MESSAGES_PER_SECOND = 100;
const DELIVERY_TIMEOUT_MS = 120_000;
const POLL_MS = 20;

export interface BulkEmailFixture {
  orgId: string;
  cookie: string;
  candidateIds: string[];
}

export async function seedBulkEmail(baseUrl: string, db: pg.Pool): Promise<BulkEmailFixture> {
  const { employer, ...member } = await seedEmployerWithApplications(baseUrl, db, {
    employer: {
      orgName: 'Kumasi Textile Works',
      name: 'Yaa Asantewaa Owusu',
      emailLocalPart: 'yaa.owusu',
    },
    jobTitles: ['Production Supervisor'],
    count: EMAIL_RECIPIENTS,
    unlockedShare: 1,
    rejectedShare: 0,
    seed: 0.57,
    emailDomain: 'textiles.example',
  });
  await setCreditBalance(db, member.orgId, EMAIL_ROUNDS * emailCost(EMAIL_RECIPIENTS));
  const { rows } = await db.query<{ id: string }>(
    "select candidate_id as id from applications where org_id = $1 and unlock_status = 'UNLOCKED'",
    [member.orgId],
  );
  if (rows.length !== EMAIL_RECIPIENTS) {
    throw new Error(`Expected ${EMAIL_RECIPIENTS} unlocked applications, found ${rows.length}`);
  }
  return { orgId: member.orgId, cookie: employer.cookie, candidateIds: rows.map((r) => r.id) };
}

export interface BulkEmailRound {
  answerMs: number;
  /** From the answer to the last message marked SENT. */
  deliveryMs: number;
  messagesPerSecond: number;
}

export interface BulkEmailResult {
  recipients: number;
  creditsPerSend: number;
  rounds: BulkEmailRound[];
  answerMedianMs: number;
  messagesPerSecondMedian: number;
  checks: Check[];
}

async function countByStatus(db: pg.Pool, orgId: string) {
  const { rows } = await db.query<{ sent: string; failed: string }>(
    `select count(*) filter (where status = 'SENT') as sent,
            count(*) filter (where status = 'FAILED') as failed
       from email_messages where org_id = $1`,
    [orgId],
  );
  return { sent: Number(rows[0]?.sent), failed: Number(rows[0]?.failed) };
}

async function waitForDelivery(db: pg.Pool, orgId: string, expectedSent: number): Promise<void> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const { sent, failed } = await countByStatus(db, orgId);
    if (failed > 0) throw new Error(`${failed} bench emails failed to deliver`);
    if (sent >= expectedSent) return;
    if (Date.now() > deadline) {
      throw new Error(`Only ${sent} of ${expectedSent} emails delivered within the time limit`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function runBulkEmail(
  baseUrl: string,
  db: pg.Pool,
  smtp: SmtpSink,
  fixture: BulkEmailFixture,
): Promise<BulkEmailResult> {
  const creditsPerSend = emailCost(EMAIL_RECIPIENTS);
  const rounds: BulkEmailRound[] = [];
  const receivedBefore = smtp.count;
  for (let round = 1; round <= EMAIL_ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie: fixture.cookie },
      body: JSON.stringify({
        candidateIds: fixture.candidateIds,
        subject: 'Your application for {{jobTitle}} at {{companyName}}',
        content:
          'Dear {{candidateName}},\n\nThank you for applying for {{jobTitle}}. We would like to ' +
          'invite you to an assessment day at our Kaase factory on {{assessmentDate}}.\n\n' +
          '{{senderName}}, {{companyName}}',
        variables: { assessmentDate: 'Monday 7 December' },
      }),
    });
    const body = await response.text();
    const answered = performance.now();
    if (response.status !== 200) {
      throw new Error(`POST /send-email answered ${response.status}: ${body}`);
    }
    const answer = JSON.parse(body) as { sent: number; totalCreditsCharged: number };
    if (answer.sent !== EMAIL_RECIPIENTS || answer.totalCreditsCharged !== creditsPerSend) {
      throw new Error(`Unexpected answer to POST /send-email: ${body}`);
    }
    await waitForDelivery(db, fixture.orgId, round * EMAIL_RECIPIENTS);
    const deliveryMs = performance.now() - answered;
    rounds.push({
      answerMs: roundMs(answered - started),
      deliveryMs: roundMs(deliveryMs),
      messagesPerSecond: Math.round(EMAIL_RECIPIENTS / (deliveryMs / 1000)),
    });
  }

  const delivered = smtp.count - receivedBefore;
  const sample = smtp.last?.data ?? '';
  const answerMedianMs = roundMs(median(rounds.map((r) => r.answerMs)));
  const messagesPerSecondMedian = Math.round(median(rounds.map((r) => r.messagesPerSecond)));
  const checks: Check[] = [
    {
      name: `send-email to ${EMAIL_RECIPIENTS}: answer, median of ${EMAIL_ROUNDS}`,
      isPassed: answerMedianMs < EMAIL_MAX_ANSWER_MS,
      actual: `${answerMedianMs} ms`,
      limit: `< ${EMAIL_MAX_ANSWER_MS} ms`,
    },
    {
      name: 'email worker: delivery to SMTP, median',
      isPassed: messagesPerSecondMedian >= EMAIL_MIN_MESSAGES_PER_SECOND,
      actual: `${messagesPerSecondMedian} messages/s`,
      limit: `>= ${EMAIL_MIN_MESSAGES_PER_SECOND} messages/s`,
    },
    {
      name: 'email worker: every message reached the SMTP server once, rendered',
      isPassed:
        delivered === EMAIL_ROUNDS * EMAIL_RECIPIENTS &&
        sample.includes('Monday 7 December') &&
        !sample.includes('{{'),
      actual: `${delivered} received`,
      limit: `${EMAIL_ROUNDS * EMAIL_RECIPIENTS}, variables filled in`,
    },
  ];
  return {
    recipients: EMAIL_RECIPIENTS,
    creditsPerSend,
    rounds,
    answerMedianMs,
    messagesPerSecondMedian,
    checks,
  };
}

export function formatBulkEmail(result: BulkEmailResult): string {
  const lines = [
    `Bulk email: ${result.recipients} unlocked candidates, ${result.creditsPerSend} credits a send`,
    'round  answer ms  delivery ms  messages/s',
    ...result.rounds.map(
      (round, index) =>
        `${String(index + 1).padStart(5)}  ${String(round.answerMs).padStart(9)}  ${String(round.deliveryMs).padStart(11)}  ${String(round.messagesPerSecond).padStart(10)}`,
    ),
    `median answer ${result.answerMedianMs} ms, median delivery ${result.messagesPerSecondMedian} messages/s`,
  ];
  return lines.join('\n');
}
