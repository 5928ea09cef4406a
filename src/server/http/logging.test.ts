import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmployer, createPublishedJob } from '../../../test/factories';
import { createTestApp } from '../../../test/setup/test-app';

function captureLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logStream };
}

describe('request logs', () => {
  it('never contain a query string, where reset tokens travel', async () => {
    const { lines, logStream } = captureLog();
    const app = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
    try {
      await app.server.inject({ method: 'GET', url: '/api/v1/auth/me?token=secret-token-value' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/v1/auth/me');
    expect(log).not.toContain('secret-token-value');
  });

  it("never contain a candidate's name or email from a request that failed", async () => {
    const { lines, logStream } = captureLog();
    const app = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
    const name = 'Efua Owusu-Ansah';
    const email = 'efua.owusu@example.test';
    try {
      const employer = await createEmployer(app);
      const job = await createPublishedJob(employer.client);
      const apply = (fullName: string) =>
        app.server.inject({
          method: 'POST',
          url: `/api/v1/public/jobs/${job.id}/apply`,
          payload: { fullName, email },
        });
      // Bad input: refused before it reaches the database.
      expect((await apply(`${name}\u0000`)).statusCode).toBe(400);
      const nulSearch = `/api/v1/interviews?q=${encodeURIComponent(name)}%00`;
      expect((await employer.client.get(nulSearch)).statusCode).toBe(400);
      // An unexpected failure: every query on candidates now fails, and the database's
      // error (and the ORM's, which lists the query's parameters) would quote the input.
      await app.database.db.execute(sql`alter table candidates rename to candidates_gone`);
      expect((await apply(name)).statusCode).toBe(500);
      for (const q of [name, email]) {
        const url = `/api/v1/interviews?q=${encodeURIComponent(q)}`;
        expect((await employer.client.get(url)).statusCode).toBe(500);
      }
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('Unexpected error');
    expect(log).toContain('42P01');
    expect(log.toLowerCase()).not.toContain('owusu');
  });
});
