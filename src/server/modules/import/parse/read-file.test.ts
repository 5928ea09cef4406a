import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../../shared/import';
import { ImportFileRefused, readImportFile } from './read-file';

const text = (value: string) => new TextEncoder().encode(value);

describe('a candidates file', () => {
  it('reads a CSV into candidates and refused rows, and names the columns it ignores', async () => {
    const csv = [
      'Name;E-mail;Mobile;Favourite colour',
      'Ama Kusi;AMA@example.test;024 123 4567;blue',
      ';kofi@example.test;;red',
      'Yaw Boateng;yaw@;;green',
    ].join('\r\n');
    const read = await readImportFile('applicants.CSV', text(csv));
    expect(read.rows).toBe(3);
    expect(read.candidates).toEqual([
      {
        row: 2,
        candidate: expect.objectContaining({
          fullName: 'Ama Kusi',
          email: 'ama@example.test',
          phone: '+233241234567',
        }),
      },
    ]);
    expect(read.failures).toEqual([
      { row: 3, column: 'Name', reason: 'Full name is required' },
      { row: 4, column: 'E-mail', reason: 'Please enter a valid email' },
    ]);
    expect(read.ignoredColumns).toEqual(['Favourite colour']);
  });

  it('reads an XLSX the same way', async () => {
    const xlsx = zipSync({
      'xl/worksheets/sheet1.xml': text(
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Full Name</t></is></c><c r="B1" t="inlineStr"><is><t>Email</t></is></c></row>' +
          '<row r="2"><c r="A2" t="inlineStr"><is><t>Esi Mensah</t></is></c><c r="B2" t="inlineStr"><is><t>esi@example.test</t></is></c></row></sheetData></worksheet>',
      ),
    });
    const read = await readImportFile('candidates.xlsx', xlsx);
    expect(read.candidates.map((entry) => entry.candidate.email)).toEqual(['esi@example.test']);
  });

  it('is refused whole past its limits or without its columns, with a clear message', async () => {
    const refusal = (name: string, content: string | Uint8Array) =>
      readImportFile(name, typeof content === 'string' ? text(content) : content).then(
        () => 'read',
        (error: unknown) => (error instanceof ImportFileRefused ? error.message : String(error)),
      );
    expect(await refusal('people.txt', 'Name,Email\n')).toBe('Choose a .csv or .xlsx file');
    expect(await refusal('people.csv', 'Phone,City\n024,Accra')).toBe(
      'The file needs a Full Name and an Email column (first row)',
    );
    expect(await refusal('people.csv', 'Name,Email\n')).toBe('The file holds no candidates');
    expect(await refusal('people.csv', new Uint8Array(10 * 1024 * 1024 + 1))).toBe(
      'The file is over 10 MB',
    );
    expect(await refusal('people.xlsx', 'not a zip')).toMatch(/^The file cannot be read/);
    const rows = (count: number) =>
      ['Name,Email', ...Array.from({ length: count }, (_, i) => `P ${i},p${i}@example.test`)].join(
        '\n',
      );
    expect(await refusal('many.csv', rows(IMPORT_MAX_ROWS + 1))).toBe(
      'The file holds more than 50,000 rows',
    );
    expect(await refusal('many.csv', rows(IMPORT_MAX_ROWS))).toBe('read');
  });
});
