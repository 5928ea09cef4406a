import { describe, expect, it } from 'vitest';
import { headerKey, mapHeaders } from './columns';
import { csvRows, detectSeparator } from './csv';
import { decodeText } from './decode';
import { readCandidateRow } from './rows';
import { normalizePhone, parseSpreadsheetDate, parseYears, splitSkills } from './values';

const rows = (text: string) => [...csvRows(text)].map((row) => row.cells);

describe('reading the file', () => {
  it('reads UTF-8 with or without its mark, and Windows-1252', () => {
    const withBom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('Name\nAma Kóbi'),
    ]);
    expect(decodeText(withBom)).toEqual({ text: 'Name\nAma Kóbi', encoding: 'utf-8' });
    expect(decodeText(new TextEncoder().encode('Ɔkomfo Anokye'))).toEqual({
      text: 'Ɔkomfo Anokye',
      encoding: 'utf-8',
    });
    // Excel on Windows: "é" is 0xE9 and the en dash 0x96, not valid UTF-8.
    const windows = new Uint8Array([0x41, 0x6d, 0xe9, 0x6c, 0x69, 0x65, 0x20, 0x96, 0x20, 0x41]);
    expect(decodeText(windows)).toEqual({ text: 'Amélie – A', encoding: 'windows-1252' });
  });

  it('finds the separator in the header line, outside quotes', () => {
    expect(detectSeparator('Name,Email\nA;B,c')).toBe(',');
    expect(detectSeparator('Name;Email;Phone\nA,B;c;d')).toBe(';');
    expect(detectSeparator('"Name, full";Email\n')).toBe(';');
    expect(detectSeparator('Name')).toBe(',');
  });

  it('reads quoted fields with separators, quotes and line breaks, CRLF or LF', () => {
    const text =
      'Name,Notes,Email\r\n"Mensah, Ama","Said ""hello""\r\nand left",ama@example.test\r\n\r\nKofi,,kofi@example.test';
    expect([...csvRows(text)]).toEqual([
      { line: 1, cells: ['Name', 'Notes', 'Email'] },
      { line: 2, cells: ['Mensah, Ama', 'Said "hello"\r\nand left', 'ama@example.test'] },
      { line: 5, cells: ['Kofi', '', 'kofi@example.test'] },
    ]);
    expect(rows('a;b\n"1;2";3\n')).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
  });
});

describe('the columns people really have', () => {
  it('matches headers whatever their case, spaces and punctuation', () => {
    expect(headerKey(' E-mail Address ')).toBe('emailaddress');
    const mapping = mapHeaders([
      'Candidate',
      'E-MAIL',
      'Mobile',
      'City',
      'Skills',
      'Years of Experience',
      'CV',
      'Stage',
      'Source',
      'Applied date',
      'Favourite colour',
    ]);
    expect(mapping.fields).toEqual([
      'fullName',
      'email',
      'phone',
      'location',
      'skills',
      'yearsExperience',
      'resumeFile',
      'stage',
      'source',
      'appliedDate',
      null,
    ]);
    expect(mapping.ignored).toEqual(['Favourite colour']);
    expect(mapping.missing).toEqual([]);
  });

  it('says when name or email has no column, and keeps the first of two', () => {
    expect(mapHeaders(['Phone', 'Telephone']).fields).toEqual(['phone', null]);
    expect(mapHeaders(['Phone']).missing).toEqual(['fullName', 'email']);
  });
});

describe('values', () => {
  it('writes Ghanaian numbers as +233', () => {
    for (const raw of [
      '024 123 4567',
      '0241234567',
      '233241234567',
      '+233 24 123 4567',
      '+233 (0)24 123 4567',
      '00233 24 123 4567',
      // As a spreadsheet keeps it, a number without its 0.
      '241234567',
    ]) {
      expect(normalizePhone(raw), raw).toEqual({ phone: '+233241234567' });
    }
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ phone: '+442079460958' });
    expect(normalizePhone('12345')).toHaveProperty('error');
    expect(normalizePhone('024 123')).toHaveProperty('error');
  });

  it('reads Excel serial days, ISO dates and day-first dates', () => {
    expect(parseSpreadsheetDate('45292')?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(parseSpreadsheetDate('45292.75')?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(parseSpreadsheetDate('2024-01-15')?.toISOString()).toBe('2024-01-15T00:00:00.000Z');
    expect(parseSpreadsheetDate('15/01/2024')?.toISOString()).toBe('2024-01-15T00:00:00.000Z');
    expect(parseSpreadsheetDate('5.3.2024')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseSpreadsheetDate('31/02/2024')).toBeNull();
    expect(parseSpreadsheetDate('12')).toBeNull();
    expect(parseSpreadsheetDate('soon')).toBeNull();
  });

  it('reads years and skills as people write them', () => {
    expect(parseYears('7')).toEqual({ years: 7 });
    expect(parseYears('7 years')).toEqual({ years: 7 });
    expect(parseYears('5+')).toEqual({ years: 5 });
    expect(parseYears('many')).toHaveProperty('error');
    expect(parseYears('99')).toHaveProperty('error');
    expect(splitSkills('React, TypeScript; react | SQL\nExcel')).toEqual([
      'React',
      'TypeScript',
      'SQL',
      'Excel',
    ]);
  });
});

describe('a row', () => {
  const headers = ['Full Name', 'Email', 'Phone', 'Years', 'Applied'];
  const { fields } = mapHeaders(headers);

  it('becomes a candidate, with the public form’s email rule', () => {
    const read = readCandidateRow(
      2,
      ['  Ama Kusi ', 'AMA@Example.Test', '0241234567', '6', '45292'],
      fields,
      headers,
    );
    expect(read).toEqual({
      candidate: expect.objectContaining({
        fullName: 'Ama Kusi',
        email: 'ama@example.test',
        phone: '+233241234567',
        yearsExperience: 6,
        appliedAt: new Date('2024-01-01T00:00:00.000Z'),
      }),
    });
  });

  it('is refused with its row, column and reason, every bad cell named', () => {
    expect(
      readCandidateRow(7, ['', 'not-an-email', '123', 'lots', 'someday'], fields, headers),
    ).toEqual({
      failures: [
        { row: 7, column: 'Full Name', reason: 'Full name is required' },
        { row: 7, column: 'Email', reason: 'Please enter a valid email' },
        { row: 7, column: 'Phone', reason: expect.stringContaining('Not a phone number') },
        {
          row: 7,
          column: 'Years',
          reason: 'Years of experience must be a whole number from 0 to 60',
        },
        { row: 7, column: 'Applied', reason: expect.stringContaining('Not a date') },
      ],
    });
  });
});
