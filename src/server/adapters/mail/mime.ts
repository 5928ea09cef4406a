import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { MailMessage } from './mailer';

/**
 * The messages Shortlist sends as MIME (RFC 2045, 2046, 2047, 5322), built as one
 * string: a text part, an HTML alternative when there is one, and an iCalendar
 * invite (RFC 6047) as nodemailer's `icalEvent` lays it out (a text/calendar
 * alternative and an invite.ics attachment). Nodemailer's composer built the same
 * messages through a tree of streams at about 0.3 ms of CPU each, more than the rest
 * of an application's confirmation together (decision 0050); this takes a few
 * microseconds, and smtp-connection.ts speaks SMTP.
 */
export function composeMessage(
  message: MailMessage & { from: string },
  { date = new Date(), messageId }: { date?: Date; messageId?: string } = {},
): string {
  const headers = [
    addressHeader('From', message.from),
    addressHeader('To', message.to),
    header('Subject', message.subject),
    `Message-ID: <${messageId ?? `${randomUUID()}@${domainOf(message.from)}`}>`,
    `Date: ${dateHeader(date)}`,
    'MIME-Version: 1.0',
  ];
  const text = textPart('text/plain; charset=utf-8', message.text);
  const alternatives = [text];
  if (message.html) alternatives.push(textPart('text/html; charset=utf-8', message.html));
  if (message.calendar) {
    alternatives.push(
      textPart(
        `text/calendar; charset=utf-8; method=${message.calendar.method}`,
        message.calendar.content,
      ),
    );
  }
  let body = alternatives.length === 1 ? text : multipart('alternative', alternatives);
  if (message.calendar) {
    body = multipart('mixed', [
      body,
      {
        headers: [
          'Content-Type: application/ics; name=invite.ics',
          'Content-Disposition: attachment; filename=invite.ics',
          'Content-Transfer-Encoding: base64',
        ],
        content: base64Lines(Buffer.from(message.calendar.content, 'utf8')),
      },
    ]);
  }
  return `${[...headers, ...body.headers].join('\r\n')}\r\n\r\n${body.content}`;
}

/** A MIME entity: its own header lines and its encoded content (CRLF line ends). */
interface Part {
  headers: string[];
  content: string;
}

function textPart(contentType: string, value: string): Part {
  const text = value.replace(/\r?\n|\r/g, '\r\n');
  // 7bit when it is 7-bit and its lines are short (RFC 5322 2.1.1): kept as written.
  const encoding = isAscii(text) && !hasLongLine(text) ? '7bit' : 'quoted-printable';
  return {
    headers: [`Content-Type: ${contentType}`, `Content-Transfer-Encoding: ${encoding}`],
    content: encoding === '7bit' ? text : quotedPrintable(text),
  };
}

function multipart(subtype: 'alternative' | 'mixed', parts: Part[]): Part {
  const boundary = `--_SL-${randomUUID()}`;
  const content = parts
    .map((part) => `--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n${part.content}\r\n`)
    .join('');
  return {
    headers: [`Content-Type: multipart/${subtype};\r\n boundary="${boundary}"`],
    content: `${content}--${boundary}--\r\n`,
  };
}

const isAscii = (value: string) => /^[\x20-\x7e\r\n\t]*$/.test(value);
/** Lines longer than 76 characters are folded as nodemailer folded them (RFC 2045 6.7). */
const hasLongLine = (text: string) => text.split('\r\n').some((line) => line.length > 76);

/**
 * Quoted-printable (RFC 2045 6.7): UTF-8 bytes, lines of at most 76 characters, a long
 * line broken after its last space when there is one (so that words and the start of
 * a link stay whole for whoever reads the source), never inside an escape.
 */
export function quotedPrintable(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      let rest = encodeQuotedLine(line);
      const lines: string[] = [];
      while (rest.length > 76) {
        const window = rest.slice(0, 75);
        const breakAt = window.slice(20).search(/[ \t][^ \t]*$/);
        let cut = breakAt >= 0 ? 20 + breakAt + 1 : 75;
        const escape = window.lastIndexOf('=');
        if (breakAt < 0 && escape > cut - 3) cut = escape;
        lines.push(`${rest.slice(0, cut)}=`);
        rest = rest.slice(cut);
      }
      lines.push(rest);
      return lines.join('\r\n');
    })
    .join('\r\n');
}

function encodeQuotedLine(line: string): string {
  // Printable ASCII but "=" is kept; every other character as the =XX of its UTF-8 bytes.
  let encoded = line.replace(/[^\t\x20-\x3c\x3e-\x7e]+/g, (run) => {
    let escaped = '';
    for (const byte of Buffer.from(run, 'utf8')) {
      escaped += `=${byte < 16 ? '0' : ''}${byte.toString(16).toUpperCase()}`;
    }
    return escaped;
  });
  // A space or tab that ends a line would be lost in transport (RFC 2045 6.7, rule 3).
  const last = encoded.at(-1);
  if (last === ' ' || last === '\t') {
    encoded = `${encoded.slice(0, -1)}=${last === ' ' ? '20' : '09'}`;
  }
  return encoded;
}

const base64Lines = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}(?=.)/g, '$&\r\n');

/** A header as it goes on the wire: 7-bit as it is, folded; otherwise RFC 2047 encoded words. */
function header(name: string, value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (isAscii(clean)) return fold(`${name}: ${clean}`);
  return `${name}: ${encodedWords(clean).join('\r\n ')}`;
}

/** An address header: a display name that is not 7-bit goes as encoded words. */
function addressHeader(name: string, value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (isAscii(clean)) return fold(`${name}: ${clean}`);
  const [parsed] = addressparser(clean);
  if (!parsed || !('address' in parsed) || !parsed.name) return `${name}: ${clean}`;
  const words = encodedWords(parsed.name);
  const angled = `<${parsed.address}>`;
  const fits = words.at(-1)!.length + 1 + angled.length <= 76;
  return `${name}: ${words.join('\r\n ')}${fits ? ' ' : '\r\n '}${angled}`;
}

/** "Name <address>" and a bare address, the usual forms, without a full parse. */
const SIMPLE_ADDRESS = /^(?:[^<>",@]*<)?([^<>",@\s]+@[^<>",@\s]+)>?$/;

/** The bare address of "Name <address>" (or of an address alone), for the SMTP envelope. */
export function addressOf(value: string): string {
  const simple = SIMPLE_ADDRESS.exec(value.trim());
  if (simple && value.includes('<') === value.trim().endsWith('>')) return simple[1]!;
  const [parsed] = addressparser(value);
  return (parsed && 'address' in parsed && parsed.address) || value.trim();
}

/** The domain of the sender's address, for the Message-ID. */
const domainOf = (from: string) => addressOf(from).split('@')[1] || 'shortlist.local';

/** UTF-8 base64 encoded words (RFC 2047) of 64 characters at most, never splitting a character. */
function encodedWords(value: string): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    const next = chunk + char;
    // 39 bytes make 52 characters of base64, a word of 64: room for "Subject: " before it.
    if (Buffer.byteLength(next, 'utf8') > 39) {
      words.push(`=?UTF-8?B?${Buffer.from(chunk, 'utf8').toString('base64')}?=`);
      chunk = char;
    } else {
      chunk = next;
    }
  }
  if (chunk) words.push(`=?UTF-8?B?${Buffer.from(chunk, 'utf8').toString('base64')}?=`);
  return words;
}

/** Folds a header line longer than 76 characters at its spaces (RFC 5322 2.2.3). */
function fold(line: string): string {
  if (line.length <= 76) return line;
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > 76) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** RFC 5322 3.3: "Sun, 29 Nov 2026 16:13:56 +0000". */
const dateHeader = (date: Date) => date.toUTCString().replace('GMT', '+0000');
