/** The public application load every scenario measures, and the wait for its emails. */
import type pg from 'pg';
import type { LoadTest } from './http';
import type { SeededJob } from './seed';

/** Issue 20: the apply load comes from this many client addresses. */
export const APPLY_CLIENT_IPS = 50;

/** New applicants to `job`, each request a candidate and an application of its own. */
export function applyLoadTest(job: Pick<SeededJob, 'id'>, name = 'apply'): LoadTest {
  return {
    name,
    method: 'POST',
    path: `/api/v1/public/jobs/${job.id}/apply`,
    // 201 only: a distinct email per request, so each one creates a candidate and
    // an application instead of taking the cheaper "already applied" path.
    expectedStatus: 201,
    // Candidates from 50 addresses, each counted by the per-IP rate limit.
    clientIps: APPLY_CLIENT_IPS,
    uniqueBody: JSON.stringify({
      fullName: 'Kwame Asante {n}',
      email: 'applicant-{n}@bench.example',
      phone: '+233 24 123 4567',
      coverNote:
        'I have six years of backend experience in Accra, most recently building mobile money ' +
        'payouts for a logistics start-up. I would love to help your drivers get paid on time.',
    }),
  };
}

/**
 * Until the emails queued so far are delivered (or a minute has passed): an apply
 * round's confirmations are its work, delivered after its answers (decision 0054); left
 * undelivered, they would be sent during the next round, charged to it.
 */
export async function emailsDelivered(db: pg.Pool): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const { rows } = await db.query<{ queued: number }>(
      `select count(*)::int as queued from email_messages where status = 'QUEUED'`,
    );
    if (rows[0]!.queued === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
