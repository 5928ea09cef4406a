import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/setup/test-app';

describe('request logs', () => {
  it('never contain a query string, where reset tokens travel', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
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
});
