import { describe, expect, it } from 'vitest';
import { toCsv, toCsvField, toCsvFileName } from './csv';

describe('toCsv', () => {
  it('writes plain fields as they are, each record ending with CRLF', () => {
    expect(
      toCsv([
        ['Stage', 'Applications'],
        ['Applied', 4],
      ]),
    ).toBe('Stage,Applications\r\nApplied,4\r\n');
  });

  it('quotes fields holding a comma, a double quote or a line break, doubling the quotes', () => {
    expect(toCsvField('Accra, Ghana')).toBe('"Accra, Ghana"');
    expect(toCsvField('The "best" role')).toBe('"The ""best"" role"');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
    expect(toCsvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('makes text that a spreadsheet would run as a formula into text', () => {
    expect(toCsvField('=1+1')).toBe("'=1+1");
    expect(toCsvField('+233 20 000 0000')).toBe("'+233 20 000 0000");
    expect(toCsvField('-Senior')).toBe("'-Senior");
    expect(toCsvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(toCsvField('\t=1+1')).toBe("'\t=1+1");
    expect(toCsvField('\r=1+1')).toBe(`"'\r=1+1"`);
    // Escaped first, then quoted: the quote mark stays inside the field.
    expect(toCsvField('=HYPERLINK("http://x.test","Click")')).toBe(
      `"'=HYPERLINK(""http://x.test"",""Click"")"`,
    );
  });

  it('leaves text that only contains those characters later alone', () => {
    expect(toCsvField('Back-end Engineer')).toBe('Back-end Engineer');
    expect(toCsvField('a=b')).toBe('a=b');
    expect(toCsvField('ama@example.test')).toBe('ama@example.test');
  });

  it('writes numbers as numbers, negative ones too, and nothing for missing values', () => {
    expect(toCsv([[-3, 0.25, null, undefined, Number.NaN, '']])).toBe('-3,0.25,,,,\r\n');
  });

  it('writes no records for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});

describe('toCsvFileName', () => {
  it('keeps lower-case ASCII letters, digits and hyphens of the text', () => {
    expect(toCsvFileName('Backend Engineer (Accra)', 'pipeline')).toBe(
      'backend-engineer-accra-pipeline.csv',
    );
    expect(toCsvFileName('Café Manager', 'pipeline')).toBe('cafe-manager-pipeline.csv');
  });

  it('drops quotes, slashes and line breaks, and falls back when nothing is left', () => {
    expect(toCsvFileName('a"; filename=../../x\r\n', 'pipeline')).toBe('a-filename-x-pipeline.csv');
    expect(toCsvFileName('"\n/', 'pipeline', 'job')).toBe('job-pipeline.csv');
  });
});
