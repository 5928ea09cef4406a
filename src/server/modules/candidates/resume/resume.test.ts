import { strToU8, zipSync } from 'fflate';
import { degrees, PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeResume, ResumeRejectedError, summarize } from './analyze-resume';
import { docxXmlToText, extractResumeText, ResumeExtractionError } from './extract-text';
import {
  detectResumeType,
  readZipEntries,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
} from './file-type';
import { ResumeWatermarkError, watermarkPdf } from './watermark';

const RESUME_LINE =
  'Senior Software Engineer, 8 years of experience with TypeScript, React and PostgreSQL';

interface PageSpec {
  lines: string[];
  size?: [number, number];
  rotation?: number;
  cropBox?: [number, number, number, number];
}

async function makePdf(pages: PageSpec[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const spec of pages) {
    const page = document.addPage(spec.size ?? [595, 842]);
    if (spec.rotation) page.setRotation(degrees(spec.rotation));
    if (spec.cropBox) page.setCropBox(...spec.cropBox);
    const { x, y, height } = page.getCropBox();
    spec.lines.forEach((line, i) => {
      page.drawText(line, { x: x + 40, y: y + height - 60 - i * 16, size: 11, font });
    });
  }
  return document.save();
}

/** A PDF whose trailer asks for a password we do not have (pdf-lib cannot encrypt). */
async function makeEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Confidential resume', { x: 40, y: 700, size: 12, font });
  const bytes = (count: number) => PDFHexString.of('ab'.repeat(count));
  const { context } = document;
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, O: bytes(32), U: bytes(32), P: -44 }),
  );
  context.trailerInfo.ID = context.obj([bytes(16), bytes(16)]);
  return document.save({ useObjectStreams: false });
}

const CONTENT_TYPES_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

function documentXml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
}

function paragraph(text: string): string {
  return `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

function makeDocx(documentPart: string | Uint8Array): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES_XML),
      '_rels/.rels': strToU8('<Relationships/>'),
      'word/document.xml': typeof documentPart === 'string' ? strToU8(documentPart) : documentPart,
    },
    { level: 9 },
  );
}

/** Rewrites the uncompressed size an archive declares for one entry, as a zip bomb would. */
function forgeUncompressedSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  const nameBytes = strToU8(name);
  for (let at = 0; at + 46 < forged.length; at++) {
    const signature = view.getUint32(at, true);
    const isCentral = signature === 0x02014b50;
    if (!isCentral && signature !== 0x04034b50) continue;
    const nameAt = at + (isCentral ? 46 : 30);
    const nameLength = view.getUint16(at + (isCentral ? 28 : 26), true);
    const entryName = forged.subarray(nameAt, nameAt + nameLength);
    if (nameLength === nameBytes.length && entryName.every((byte, i) => byte === nameBytes[i])) {
      view.setUint32(at + (isCentral ? 24 : 22), size, true);
    }
  }
  return forged;
}

/** Deterministic noise: a failure can be replayed. */
function noise(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

interface ShownText {
  text: string;
  /** Position of each text run in the page as shown: origin top-left, y down. */
  runs: { str: string; x: number; y: number }[];
  width: number;
  height: number;
}

/** What a reader sees on each page, read independently of the code under test. */
async function readPdfPages(bytes: Uint8Array): Promise<ShownText[]> {
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: ShownText[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs = content.items.flatMap((item) => {
        if (!('str' in item)) return [];
        const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
        return [{ str: item.str, x, y }];
      });
      pages.push({
        text: runs.map((run) => run.str).join(' '),
        runs,
        width: viewport.width,
        height: viewport.height,
      });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

let resumePdf: Uint8Array;
let tenPagePdf: Uint8Array;
/** document.xml of 30 MB of zeros, about 30 kB compressed. */
let zipBomb: Uint8Array;

beforeAll(async () => {
  zipBomb = makeDocx(new Uint8Array(30 * 1024 * 1024));
  resumePdf = await makePdf([
    { lines: ['Ama Owusu', 'Accra, Ghana', RESUME_LINE] },
    { lines: ['EXPERIENCE', 'Lead Developer, Hubtel, Jan 2018 - Present', 'Node.js and Docker'] },
    { lines: ['EDUCATION', 'BSc Computer Science, KNUST 2010 - 2014'] },
  ]);
  tenPagePdf = await makePdf(
    Array.from({ length: 10 }, (_, i) => ({ lines: [`Page ${i + 1} of the resume`] })),
  );
});

describe('detectResumeType', () => {
  it('reads PDF and DOCX from the bytes', async () => {
    expect(detectResumeType(resumePdf)).toBe('pdf');
    expect(detectResumeType(makeDocx(documentXml(paragraph('Hello'))))).toBe('docx');
    expect(RESUME_CONTENT_TYPES).toEqual({
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('accepts junk before the PDF header only within the first 1024 bytes', () => {
    expect(detectResumeType(concat(noise(1000), resumePdf))).toBe('pdf');
    expect(detectResumeType(concat(noise(1020), resumePdf))).toBeNull();
  });

  it('refuses a ZIP that is not a Word document, and anything else', () => {
    const workbook = zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES_XML),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    const plainZip = zipSync({ 'word/document.xml': strToU8(documentXml('')) });
    expect(detectResumeType(workbook)).toBeNull();
    expect(detectResumeType(plainZip)).toBeNull();
    expect(detectResumeType(noise(4096))).toBeNull();
    expect(detectResumeType(new Uint8Array())).toBeNull();
    expect(detectResumeType(strToU8('PK\x03\x04 but not a zip at all'))).toBeNull();
    expect(detectResumeType(strToU8('%PD'))).toBeNull();
    // A cut archive loses its central directory.
    const docx = makeDocx(documentXml(paragraph('Hello')));
    expect(detectResumeType(docx.subarray(0, docx.length - 10))).toBeNull();
  });

  it('reads a Node Buffer and a view into a larger buffer', () => {
    const docx = makeDocx(documentXml(paragraph('Hello')));
    expect(detectResumeType(Buffer.from(docx))).toBe('docx');
    const padded = concat(noise(13), docx);
    expect(detectResumeType(padded.subarray(13))).toBe('docx');
  });
});

describe('extractResumeText', () => {
  it('reads the text of every page of a PDF', async () => {
    const text = await extractResumeText(resumePdf, 'pdf');
    expect(text).toContain(RESUME_LINE);
    expect(text).toContain('Lead Developer, Hubtel, Jan 2018 - Present');
    expect(text).toContain('BSc Computer Science, KNUST 2010 - 2014');
    expect(text.indexOf('Ama Owusu')).toBeLessThan(text.indexOf('EDUCATION'));
  });

  it('reads at most 30 pages of a PDF', async () => {
    const pdf = await makePdf(
      Array.from({ length: 32 }, (_, i) => ({ lines: [`Marker page ${i + 1} end`] })),
    );
    const text = await extractResumeText(pdf, 'pdf');
    expect(text).toContain('Marker page 30 end');
    expect(text).not.toContain('Marker page 31 end');
  });

  it('reads paragraphs, tabs, breaks and entities of a DOCX and leaves out field codes', async () => {
    const body = [
      paragraph('Kwame Boateng'),
      '<w:p><w:r><w:t>Skills:</w:t></w:r><w:r><w:tab/><w:t>Sage &amp; QuickBooks</w:t></w:r></w:p>',
      '<w:p><w:r><w:t>Line one</w:t><w:br/><w:t>Line two &lt;b&gt; &#x20AC;5 &#233;</w:t></w:r></w:p>',
      '<w:p><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.com" </w:instrText></w:r><w:r><w:t>My site</w:t></w:r></w:p>',
      '<w:p/>',
      paragraph(RESUME_LINE),
    ].join('');
    const text = await extractResumeText(makeDocx(documentXml(body)), 'docx');
    expect(text).toBe(
      [
        'Kwame Boateng',
        'Skills:\tSage & QuickBooks',
        'Line one',
        'Line two <b> €5 é',
        'My site',
        '',
        RESUME_LINE,
      ].join('\n'),
    );
  });

  it('reads a DOCX stored without compression', async () => {
    const stored = zipSync(
      {
        '[Content_Types].xml': strToU8(CONTENT_TYPES_XML),
        'word/document.xml': strToU8(documentXml(paragraph('Stored text'))),
      },
      { level: 0 },
    );
    expect(await extractResumeText(stored, 'docx')).toBe('Stored text');
  });

  it('refuses a zip bomb from its declared size and while inflating when the size lies', async () => {
    expect(zipBomb.length).toBeLessThan(100_000);
    await expect(extractResumeText(zipBomb, 'docx')).rejects.toMatchObject({
      name: 'ResumeExtractionError',
      reason: 'too_large',
    });
    const lyingBomb = forgeUncompressedSize(zipBomb, 'word/document.xml', 1000);
    expect(detectResumeType(lyingBomb)).toBe('docx');
    await expect(extractResumeText(lyingBomb, 'docx')).rejects.toMatchObject({
      reason: 'too_large',
    });
  });

  it('rejects damaged, encrypted and slow files with a ResumeExtractionError', async () => {
    const truncated = resumePdf.subarray(0, Math.floor(resumePdf.length / 2));
    await expect(extractResumeText(truncated, 'pdf')).rejects.toBeInstanceOf(ResumeExtractionError);
    await expect(extractResumeText(await makeEncryptedPdf(), 'pdf')).rejects.toMatchObject({
      reason: 'encrypted',
    });
    await expect(extractResumeText(tenPagePdf, 'pdf', { timeoutMs: 1 })).rejects.toMatchObject({
      reason: 'timeout',
    });
    const docx = makeDocx(documentXml(paragraph('x'.repeat(5000))));
    const entry = readZipEntries(docx)!.find(
      (candidate) => candidate.name === 'word/document.xml',
    )!;
    const corrupted = docx.slice();
    // 0xff makes the first deflate block one of the reserved type.
    corrupted.fill(0xff, entry.dataOffset, entry.dataOffset + 40);
    await expect(extractResumeText(corrupted, 'docx')).rejects.toBeInstanceOf(
      ResumeExtractionError,
    );
  });

  it('caps the text at 100,000 characters and normalises whitespace', async () => {
    const long = Array.from({ length: 3000 }, (_, i) =>
      paragraph(`Line ${i}    with   spaces ${'word '.repeat(8)}`),
    );
    const text = await extractResumeText(makeDocx(documentXml(long.join(''))), 'docx');
    expect(text).toHaveLength(100_000);
    expect(text).toMatch(/^Line 0 with spaces word/);
    expect(text).not.toMatch(/ {2}/);
    expect(docxXmlToText('<w:p><w:r><w:t>ﬁnance</w:t></w:r></w:p>')).toBe('ﬁnance\n');
    const normalized = await extractResumeText(
      makeDocx(documentXml(paragraph('ﬁnance') + '<w:p/><w:p/><w:p/>' + paragraph('end'))),
      'docx',
    );
    expect(normalized).toBe('finance\n\nend');
  });
});

describe('watermarkPdf', () => {
  const WATERMARK = 'Downloaded by Acme Ghana Ltd on 2025-06-15 · Shortlist';

  it('marks every page, and the result loads again with the same pages', async () => {
    const marked = await watermarkPdf(tenPagePdf, WATERMARK);
    const reloaded = await PDFDocument.load(marked);
    expect(reloaded.getPageCount()).toBe(10);
    const pages = await readPdfPages(marked);
    expect(pages).toHaveLength(10);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of the resume`);
      // Once across the diagonal, once in the footer.
      expect(page.runs.filter((run) => run.str === WATERMARK)).toHaveLength(2);
    });
  });

  it('puts the footer at the bottom of the page as shown, whatever the rotation and box', async () => {
    const pdf = await makePdf([
      { lines: ['Portrait'] },
      { lines: ['Rotated 90'], rotation: 90 },
      { lines: ['Rotated 180'], rotation: 180 },
      { lines: ['Rotated 270'], rotation: -90 },
      { lines: ['Landscape letter'], size: [792, 612] },
      { lines: ['Cropped'], size: [600, 900], cropBox: [100, 200, 300, 400] },
      { lines: ['Tiny'], size: [100, 60] },
    ]);
    const pages = await readPdfPages(await watermarkPdf(pdf, WATERMARK));
    expect(pages).toHaveLength(7);
    for (const page of pages) {
      const marks = page.runs.filter((run) => run.str === WATERMARK);
      expect(marks).toHaveLength(2);
      const footer = marks.reduce((lowest, run) => (run.y > lowest.y ? run : lowest));
      // Footer baseline near the bottom-left corner of what the reader sees.
      expect(footer.y).toBeGreaterThan(page.height * 0.9);
      expect(footer.y).toBeLessThanOrEqual(page.height);
      expect(footer.x).toBeGreaterThanOrEqual(0);
      expect(footer.x).toBeLessThan(page.width * 0.1);
      // The diagonal line starts left of and below the middle of the shown page.
      const diagonal = marks.find((run) => run !== footer)!;
      expect(diagonal.x).toBeLessThan(page.width / 2);
      expect(diagonal.y).toBeGreaterThan(page.height / 2);
    }
  });

  it('writes characters a standard font cannot encode as their base letter, or ?', async () => {
    const marked = await watermarkPdf(
      resumePdf,
      'Downloaded by Ọba Ltd 😀 on 2025-06-15 · Shortlist',
    );
    const [first] = await readPdfPages(marked);
    expect(first!.text).toContain('Downloaded by Oba Ltd ? on 2025-06-15 · Shortlist');
  });

  it('refuses encrypted and unreadable PDFs', async () => {
    await expect(watermarkPdf(await makeEncryptedPdf(), WATERMARK)).rejects.toMatchObject({
      name: 'ResumeWatermarkError',
      reason: 'encrypted',
    });
    await expect(watermarkPdf(noise(2000), WATERMARK)).rejects.toBeInstanceOf(ResumeWatermarkError);
    // pdf-lib loads this one, then finds no catalog: still a ResumeWatermarkError, not a TypeError.
    await expect(
      watermarkPdf(concat(strToU8('%PDF-1.4\n'), noise(3000)), WATERMARK),
    ).rejects.toMatchObject({ name: 'ResumeWatermarkError', reason: 'unreadable' });
  });
});

describe('analyzeResume', () => {
  it('reads type, text, skills, experience and summary of a PDF', async () => {
    const analysis = await analyzeResume(resumePdf, { now: new Date('2025-06-15') });
    expect(analysis.type).toBe('pdf');
    expect(analysis.text).toContain(RESUME_LINE);
    expect(analysis.skills).toEqual(['TypeScript', 'React', 'PostgreSQL', 'Node.js', 'Docker']);
    expect(analysis.experience).toEqual({ label: 'Senior', years: 8 });
    expect(analysis.summary).toBe(
      `Ama Owusu Accra, Ghana ${RESUME_LINE} EXPERIENCE Lead Developer, Hubtel, Jan 2018 - Present Node.js and Docker EDUCATION BSc Computer Science, KNUST 2010 - 2014`,
    );
  });

  it('reads a DOCX', async () => {
    const docx = makeDocx(
      documentXml(
        [
          'Curriculum Vitae',
          'Efua Asante',
          'Accountant with IFRS, Sage and Excel',
          'EXPERIENCE',
          'Accountant, GCB Bank 2016 – 2019',
          'Senior Accountant, Ecobank 2019 – 2022',
        ]
          .map(paragraph)
          .join(''),
      ),
    );
    const analysis = await analyzeResume(docx, { now: new Date('2025-06-15') });
    expect(analysis).toMatchObject({
      type: 'docx',
      skills: ['IFRS', 'Sage', 'Excel'],
      experience: { label: 'Senior', years: 6 },
    });
    expect(analysis.summary).toMatch(/^Efua Asante Accountant with IFRS/);
  });

  it('keeps a PDF without readable text (a scan), without text', async () => {
    const scan = await makePdf([{ lines: [] }]);
    expect(await analyzeResume(scan)).toEqual({
      type: 'pdf',
      text: null,
      skills: [],
      experience: { label: 'Not specified', years: null },
      summary: null,
    });
  });

  it('refuses damaged and encrypted files, which could never be downloaded watermarked', async () => {
    const unreadable = [
      zipBomb,
      forgeUncompressedSize(zipBomb, 'word/document.xml', 10),
      resumePdf.subarray(0, resumePdf.length >> 1),
      resumePdf.subarray(0, 300),
      concat(strToU8('%PDF-1.4\n'), noise(3000)),
      await makeEncryptedPdf(),
    ];
    for (const bytes of unreadable) {
      const error = await analyzeResume(bytes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResumeRejectedError);
      expect((error as ResumeRejectedError).reason).toBe('unreadable');
    }
  });

  it('refuses empty, oversized and unsupported files', async () => {
    const reasons = async (bytes: Uint8Array) => {
      const error = await analyzeResume(bytes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResumeRejectedError);
      return (error as ResumeRejectedError).reason;
    };
    expect(await reasons(new Uint8Array())).toBe('empty');
    const oversized = concat(resumePdf, new Uint8Array(RESUME_MAX_BYTES + 1 - resumePdf.length));
    expect(oversized.length).toBe(RESUME_MAX_BYTES + 1);
    expect(await reasons(oversized)).toBe('too_large');
    expect(await reasons(noise(1000))).toBe('unsupported_type');
    expect(await reasons(zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES_XML) }))).toBe(
      'unsupported_type',
    );
    // Exactly the limit is still accepted.
    const atLimit = concat(resumePdf, new Uint8Array(RESUME_MAX_BYTES - resumePdf.length));
    expect((await analyzeResume(atLimit)).type).toBe('pdf');
  });
});

describe('summarize', () => {
  it('skips title and symbol lines and cuts long text at a word', () => {
    expect(summarize('CURRICULUM VITAE\n— 1 —\nYaw Mensah\nAccra')).toBe('Yaw Mensah Accra');
    expect(summarize('\n\n12\n--')).toBeNull();
    const long = summarize(`Profile\n${'experienced banker '.repeat(40)}`)!;
    expect(long.length).toBeLessThanOrEqual(301);
    expect(long).toMatch(/^Profile experienced banker .* banker…$/);
  });
});
