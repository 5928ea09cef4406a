import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipRefused } from './zip-stream';
import { readXlsxRows, XlsxUnreadable } from './xlsx';

const text = (value: string) => new TextEncoder().encode(value);

function workbook(sheetXml: string, extra: Record<string, Uint8Array> = {}) {
  return zipSync({
    '[Content_Types].xml': text('<Types/>'),
    'xl/workbook.xml': text(
      '<workbook xmlns:r="r"><sheets><sheet name="Candidates" sheetId="1" r:id="rId7"/><sheet name="Other" sheetId="2" r:id="rId8"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': text(
      '<Relationships><Relationship Id="rId8" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Target="worksheets/sheet2.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': text(
      '<sst><si><t>Full Name</t></si><si><t>Email</t></si><si><r><t>Ama </t></r><r><t xml:space="preserve">Kusi &amp; Co</t></r><rPh><t>アマ</t></rPh></si><si><t>ama@example.test</t></si></sst>',
    ),
    'xl/worksheets/sheet1.xml': text(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Not this sheet</t></is></c></row></sheetData></worksheet>',
    ),
    'xl/worksheets/sheet2.xml': text(sheetXml),
    ...extra,
  });
}

describe('an XLSX', () => {
  it('gives the first sheet’s rows as text: shared, inline, numbers, booleans, sparse cells', async () => {
    const sheet =
      '<worksheet><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="inlineStr"><is><t>Applied date</t></is></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" s="3"><v>45292</v></c></row>' +
      '<row r="3"/>' +
      '<row r="5"><c r="B5" t="str"><f>A2&amp;"@evil.test"</f><v>cached@example.test</v></c></row>' +
      '</sheetData></worksheet>';
    expect(await readXlsxRows(workbook(sheet))).toEqual([
      { line: 1, cells: ['Full Name', 'Email', '', 'Applied date'] },
      { line: 2, cells: ['Ama Kusi & Co', 'ama@example.test', 'TRUE', '45292'] },
      // A formula's cached value, never the formula, and nothing is evaluated.
      { line: 5, cells: ['', 'cached@example.test'] },
    ]);
  });

  it('follows no external link and reads nothing but the sheets it needs', async () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="A1"><f>[1]Sheet1!A1</f><v>7</v></c></row></sheetData></worksheet>';
    const rows = await readXlsxRows(
      workbook(sheet, {
        'xl/externalLinks/externalLink1.xml': text(
          '<externalLink><externalBook r:id="rId1"/></externalLink>',
        ),
        'xl/externalLinks/_rels/externalLink1.xml.rels': text(
          '<Relationships><Relationship Id="rId1" Target="http://attacker.example/book.xlsx" TargetMode="External"/></Relationships>',
        ),
      }),
    );
    expect(rows).toEqual([{ line: 1, cells: ['7'] }]);
  });

  it('refuses a workbook without a sheet, and a sheet that is a ZIP bomb', async () => {
    await expect(readXlsxRows(zipSync({ 'hello.txt': text('hi') }))).rejects.toThrow(
      XlsxUnreadable,
    );
    const bomb = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(80 * 1024 * 1024).fill(0x20) },
      { level: 9 },
    );
    await expect(readXlsxRows(bomb)).rejects.toThrow(ZipRefused);
  });
});
