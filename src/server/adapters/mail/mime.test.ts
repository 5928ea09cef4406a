import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { addressOf, composeMessage, quotedPrintable } from './mime';

const FROM = 'Shortlist <no-reply@shortlist.example>';
const DATE = new Date('2026-11-29T16:13:56.000Z');

/** Every line of a message: CRLF only, at most 78 characters (RFC 5322 2.1.1). */
function expectWellFormed(raw: string) {
  expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
  for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
  expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
}

describe('composing a message', () => {
  it('keeps a short 7-bit text as it is, with the headers a relay expects', async () => {
    const raw = composeMessage(
      {
        from: FROM,
        to: 'esi@x.example',
        subject: 'Reset your Shortlist password',
        text: 'Hello Esi,\n\nOpen it.',
      },
      { date: DATE, messageId: 'm1@shortlist.example' },
    );
    expect(raw).toBe(
      [
        'From: Shortlist <no-reply@shortlist.example>',
        'To: esi@x.example',
        'Subject: Reset your Shortlist password',
        'Message-ID: <m1@shortlist.example>',
        'Date: Sun, 29 Nov 2026 16:13:56 +0000',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 7bit',
        '',
        'Hello Esi,',
        '',
        'Open it.',
      ].join('\r\n'),
    );
    const parsed = await simpleParser(raw);
    expect(parsed.text).toBe('Hello Esi,\n\nOpen it.');
    expect(parsed.messageId).toBe('<m1@shortlist.example>');
    expect(parsed.date?.toISOString()).toBe(DATE.toISOString());
  });

  it('encodes what is not 7-bit or too long, and reads back exactly what was given', async () => {
    const link = `https://shortlist.example/reset-password?token=${'a'.repeat(43)}`;
    const text =
      `Hello Ɔkyeame Ampofo-Nyarko,\r\n\nChoose a new password here within the next hour: ${link}\n` +
      `${'Accra — Kumasi = 250 km, '.repeat(12)}\nA line that ends with spaces   \n\tand a tab\t`;
    const subject = `Your application to Senior Backend Engineer at Ɔboɔ Logistics — ${'x'.repeat(60)}`;
    const raw = composeMessage({
      from: 'Ɔboɔ Recruiting <hr@oboo.example>',
      to: 'Ɛsi Quaye <esi@x.example>',
      subject,
      text,
      html: `<p>Hello Ɔkyeame,</p><p>${'<b>bold</b> '.repeat(20)}</p>`,
    });
    expectWellFormed(raw);
    // Links stay whole on one line, so that people and tests can still find them.
    expect(raw).toContain('reset-password?token=3D');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.value).toEqual([{ address: 'hr@oboo.example', name: 'Ɔboɔ Recruiting' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'esi@x.example', name: 'Ɛsi Quaye' }] });
    expect(parsed.text).toBe(text.replace(/\r\n/g, '\n'));
    expect(parsed.html).toBe(`<p>Hello Ɔkyeame,</p><p>${'<b>bold</b> '.repeat(20)}</p>`);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@oboo\.example>$/);
  });

  it('sends a message without HTML (none, empty or null as stored) as its text alone', () => {
    for (const html of [undefined, '', null]) {
      const raw = composeMessage({
        from: FROM,
        to: 'a@x.example',
        subject: 'Hi',
        text: 'Hello.',
        html: html as string | undefined,
      });
      expect(raw).toContain('Content-Type: text/plain; charset=utf-8\r\n');
      expect(raw).not.toContain('multipart');
    }
  });

  it('folds a long 7-bit subject at its spaces', async () => {
    const subject = `Interview invitation: ${'Warehouse Supervisor '.repeat(6)}(Tema)`;
    const raw = composeMessage({ from: FROM, to: 'a@x.example', subject, text: 'Hi' });
    expectWellFormed(raw);
    expect(raw).toContain('Subject: Interview invitation: Warehouse');
    expect((await simpleParser(raw)).subject).toBe(subject);
  });

  it('lays out an invite as nodemailer did: a calendar alternative and an invite.ics attachment', async () => {
    const calendar = [
      'BEGIN:VCALENDAR',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      `DESCRIPTION:${'Bring your ID. '.repeat(10)}`,
      'SUMMARY:Interview — Ɔkyeame',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const raw = composeMessage({
      from: FROM,
      to: 'esi@x.example',
      subject: 'Interview: Data Analyst',
      text: 'See you then.',
      html: '<p>See you then.</p>',
      calendar: { method: 'REQUEST', content: calendar },
    });
    expectWellFormed(raw);
    const parsed = await simpleParser(raw);
    expect(parsed.text).toBe('See you then.');
    expect(parsed.html).toBe('<p>See you then.</p>');
    const invite = parsed.attachments.find((part) => part.contentType === 'text/calendar');
    expect(invite?.content.toString('utf8')).toBe(calendar);
    expect(invite?.headers.get('content-type')).toMatchObject({
      params: { charset: 'utf-8', method: 'REQUEST' },
    });
    const file = parsed.attachments.find((part) => part.filename === 'invite.ics');
    expect(file?.contentType).toBe('application/ics');
    expect(file?.contentDisposition).toBe('attachment');
    expect(file?.content.toString('utf8')).toBe(calendar);
  });

  it('never leaves an escape split across a soft line break', () => {
    for (let offset = 0; offset < 80; offset += 1) {
      const encoded = quotedPrintable(`${'x'.repeat(offset)}${'Ɔ='.repeat(40)}`);
      for (const line of encoded.split('\r\n')) {
        expect(line.length).toBeLessThanOrEqual(76);
        expect(line.replace(/=$/, '')).toMatch(/^(?:[^=]|=[0-9A-F]{2})*$/);
      }
    }
  });

  it('finds the envelope address of a sender with or without a name', () => {
    expect(addressOf('Shortlist <no-reply@shortlist.example>')).toBe('no-reply@shortlist.example');
    expect(addressOf('"Shortlist, Ltd" <hr@x.example>')).toBe('hr@x.example');
    expect(addressOf('esi@x.example')).toBe('esi@x.example');
  });
});
