import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary error (451). */
  isRefusing: boolean;
  /** Messages to these addresses are refused the same way, the others accepted. */
  refusedRecipients: Set<string>;
  /** Addresses that do not exist: refused for good at RCPT TO (550), as real servers do. */
  unknownRecipients: Set<string>;
  /** Messages to these addresses are refused for good after DATA (554), as a content filter does. */
  rejectedContent: Set<string>;
  close(): Promise<void>;
}

/** A local SMTP server: the real protocol, no network beyond loopback (DESIGN.md 7). */
export function startFakeSmtp(): Promise<FakeSmtp> {
  const fake = {
    received: [] as ReceivedMail[],
    isRefusing: false,
    refusedRecipients: new Set<string>(),
    unknownRecipients: new Set<string>(),
    rejectedContent: new Set<string>(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No DNS on loopback: a reverse lookup per connection would measure the resolver.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (fake.unknownRecipients.has(address.address)) {
        const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (to.some((address) => fake.rejectedContent.has(address))) {
          const error = Object.assign(new Error('5.7.1 Message content rejected'), {
            responseCode: 554,
          });
          return callback(error);
        }
        if (fake.isRefusing || to.some((address) => fake.refusedRecipients.has(address))) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          return callback(error);
        }
        fake.received.push({ to, data });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve(
        Object.assign(fake, {
          port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        }),
      );
    });
  });
}
