import type { ResumeLine } from './demo-data';

/**
 * A demo candidate's resume as a small, valid PDF, written out directly: each demo
 * has its own addresses on the resumes, and a PDF library takes about 8 ms a
 * document, against well under 0.1 ms here (the whole demo has a 300 ms budget).
 * Text only, in the PDF standard fonts Helvetica and Helvetica-Bold, so nothing is
 * embedded; the upload checks, text extraction and watermark read it like any PDF.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
/** Helvetica at 10 pt averages about 5 pt a character: this many fit between the margins. */
const WRAP_AT = 92;

const STYLES: Record<ResumeLine['kind'], { font: 'F1' | 'F2'; size: number; height: number }> = {
  name: { font: 'F2', size: 20, height: 26 },
  headline: { font: 'F1', size: 12, height: 17 },
  heading: { font: 'F2', size: 12, height: 18 },
  body: { font: 'F1', size: 10, height: 14 },
  bullet: { font: 'F1', size: 10, height: 14 },
  gap: { font: 'F1', size: 10, height: 8 },
};

/** Printable ASCII only: the standard fonts' encoding, and nothing to escape but three characters. */
function pdfString(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The content stream of each page: one text object per line, top to bottom. */
function layOut(lines: ResumeLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const style = STYLES[line.kind];
    const indent = line.kind === 'bullet' ? 10 : 0;
    const parts = line.kind === 'gap' ? [''] : wrap(line.text, WRAP_AT - indent / 5);
    for (const [index, part] of parts.entries()) {
      y -= style.height;
      if (y < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN - style.height;
      }
      if (part === '') continue;
      const x = MARGIN + indent + (index > 0 && line.kind === 'bullet' ? 8 : 0);
      pages
        .at(-1)!
        .push(`BT /${style.font} ${style.size} Tf ${x} ${y} Td ${pdfString(part)} Tj ET`);
    }
  }
  return pages.map((operations) => operations.join('\n'));
}

export function renderResumePdf(title: string, lines: ResumeLine[]): Uint8Array {
  const contents = layOut(lines);
  // 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content per page.
  const pageIds = contents.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Shortlist demo) >>`,
  ];
  for (const [index, content] of contents.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  // Every character is ASCII, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
