import net from 'node:net';

/**
 * The bench's mail relay: an SMTP server that accepts every message and keeps only
 * how many arrived and the last one. It speaks the protocol the server's transport
 * speaks (EHLO, MAIL, RCPT, DATA with dot-stuffing, RSET, NOOP, QUIT, commands sent
 * ahead of their replies), and nothing more: no parsing of what it receives, no
 * events per line. In production the relay is another machine; the tests' full
 * fake (test/fakes/smtp-server.ts) cost the bench's two cores about a third of a
 * millisecond per message, which the bench then counted against the server
 * (decision 0050).
 */
export interface SmtpSink {
  port: number;
  /** Messages accepted so far. */
  readonly count: number;
  /** The last message accepted: its recipients and its data, dot-stuffing undone. */
  readonly last: { to: string[]; data: string } | null;
  close(): Promise<void>;
}

const END_OF_DATA = Buffer.from('\r\n.\r\n');
const EHLO_REPLY = '250-bench-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n';

export function startSmtpSink(): Promise<SmtpSink> {
  let count = 0;
  let last: SmtpSink['last'] = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending: Buffer = Buffer.alloc(0);
    /** In DATA: what arrived since "DATA", after a CRLF that stands for the command's own. */
    let data: Buffer | null = null;
    let to: string[] = [];

    const command = (line: string): string => {
      const verb = line.slice(0, 4).toUpperCase();
      switch (verb) {
        case 'EHLO':
          return EHLO_REPLY;
        case 'HELO':
          return '250 bench-sink\r\n';
        case 'MAIL':
          to = [];
          return '250 OK\r\n';
        case 'RCPT':
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          return '250 OK\r\n';
        case 'DATA':
          data = Buffer.from('\r\n');
          return '354 End data with <CR><LF>.<CR><LF>\r\n';
        case 'RSET':
          to = [];
          return '250 OK\r\n';
        case 'NOOP':
          return '250 OK\r\n';
        case 'QUIT':
          return '221 Bye\r\n';
        default:
          return '502 Command not implemented\r\n';
      }
    };

    socket.on('data', (chunk: Buffer) => {
      let replies = '';
      let input: Buffer = Buffer.concat([pending, chunk]);
      let isQuitting = false;
      while (input.length > 0) {
        if (data) {
          const searchFrom = Math.max(0, data.length - END_OF_DATA.length);
          data = Buffer.concat([data, input]);
          const end = data.indexOf(END_OF_DATA, searchFrom);
          if (end < 0) {
            input = Buffer.alloc(0);
            break;
          }
          const text = data
            .subarray(0, end + 2)
            .toString('utf8')
            .replaceAll('\r\n..', '\r\n.')
            .slice(2);
          input = data.subarray(end + END_OF_DATA.length);
          data = null;
          count += 1;
          last = { to, data: text };
          replies += '250 OK: queued\r\n';
          continue;
        }
        const lineEnd = input.indexOf('\r\n');
        if (lineEnd < 0) break;
        const line = input.subarray(0, lineEnd).toString('utf8');
        input = input.subarray(lineEnd + 2);
        replies += command(line);
        if (line.toUpperCase().startsWith('QUIT')) {
          isQuitting = true;
          break;
        }
      }
      pending = isQuitting ? Buffer.alloc(0) : Buffer.from(input);
      if (replies) socket.write(replies);
      if (isQuitting) socket.end();
    });
    socket.write('220 bench-sink ESMTP\r\n');
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        get count() {
          return count;
        },
        get last() {
          return last;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
