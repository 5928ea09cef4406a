import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../bench/lib/smtp-sink';
import { createSmtpTransport } from '../src/server/adapters/mail/smtp-transport';

let sink: SmtpSink | null = null;
afterEach(async () => {
  await sink?.close();
  sink = null;
});

/** Writes `input` at once and reads until the server closes the connection. */
function converse(port: number, input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let output = '';
    socket.on('data', (chunk) => {
      output += chunk.toString('utf8');
      // Everything after the greeting, sent in one write, as a pipelining client may.
      if (output.startsWith('220 ') && !socket.writableEnded && output.endsWith('\r\n')) {
        socket.write(input);
        socket.end();
      }
    });
    socket.on('close', () => resolve(output));
    socket.on('error', reject);
  });
}

describe('the bench SMTP sink', () => {
  it('accepts what the server sends over pooled connections, dot-stuffing undone', async () => {
    sink = await startSmtpSink();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`, { maxConnections: 2 });
    try {
      await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          transport.deliver({
            from: 'Shortlist <no-reply@shortlist.example>',
            to: `applicant-${n}@bench.example`,
            subject: `Application ${n} received`,
            text: `Dear applicant ${n},\n.\n..a line that starts with two dots\nThe end.`,
          }),
        ),
      );
    } finally {
      transport.close?.();
    }
    expect(sink.count).toBe(30);
    const last = sink.last!;
    expect(last.to).toHaveLength(1);
    expect(last.to[0]).toMatch(/^applicant-\d+@bench\.example$/);
    expect(last.data).toMatch(/^Subject: Application \d+ received\r$/m);
    expect(last.data).toContain('\r\n.\r\n..a line that starts with two dots\r\n');
    expect(last.data.endsWith('\r\n')).toBe(true);
  });

  it('answers commands sent ahead of their replies, one reply each, in order', async () => {
    sink = await startSmtpSink();
    const message = (to: string, body: string) =>
      `MAIL FROM:<a@x.example>\r\nRCPT TO:<${to}>\r\nRCPT TO:<cc@x.example>\r\nDATA\r\n${body}\r\n.\r\n`;
    const output = await converse(
      sink.port,
      `EHLO client\r\n${message('one@x.example', 'Subject: 1\r\n\r\nfirst')}RSET\r\n` +
        `${message('two@x.example', '..starts with a dot')}NOOP\r\nVRFY x\r\nQUIT\r\n`,
    );
    const codes = output
      .split('\r\n')
      .filter((line) => /^\d{3} /.test(line))
      .map((line) => line.slice(0, 3));
    expect(codes).toEqual([
      ...['220', '250'],
      ...['250', '250', '250', '354', '250', '250'],
      ...['250', '250', '250', '354', '250'],
      ...['250', '502', '221'],
    ]);
    expect(sink.count).toBe(2);
    expect(sink.last).toEqual({
      to: ['two@x.example', 'cc@x.example'],
      data: '.starts with a dot\r\n',
    });
  });
});
