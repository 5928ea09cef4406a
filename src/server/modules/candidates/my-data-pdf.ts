import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { MyDataView } from '../../../shared/my-data';
import { toWinAnsi } from './resume/watermark';

const PAGE = { width: 595.28, height: 841.89 }; // A4, in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes lines top to bottom, wrapping words and turning pages as they fill. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  gap(points: number) {
    this.y -= points;
  }

  text(text: string, { size = 10, bold = false, muted = false } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.4;
    const lines = text
      .split(/\r?\n/)
      .flatMap((paragraph) => wrap(toWinAnsi(paragraph, font), font, size));
    for (const line of lines) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size,
        font,
        color: muted ? MUTED : INK,
      });
    }
  }

  /** One "Label: value" line (wrapped when long). */
  field(label: string, value: string) {
    this.text(`${label}: ${value}`);
  }
}

/** Words into lines no wider than the text column (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= TEXT_WIDTH) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > TEXT_WIDTH) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > TEXT_WIDTH) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

const dateOf = (iso: string) => iso.slice(0, 10);

/**
 * The candidate's export as a PDF (issue 19): the same records as the JSON export, for
 * reading and keeping: each organization, what it holds of them, their applications.
 */
export async function myDataPdf(data: MyDataView, exportedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Your data at Shortlist');
  pdf.setCreator('Shortlist');
  pdf.setCreationDate(exportedAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const out = new Writer(pdf, fonts);

  out.text('Your data at Shortlist', { size: 18, bold: true });
  out.text(`Exported ${exportedAt.toISOString()} for ${data.email}`, { muted: true });
  out.text(
    'What each organization you applied to holds about you. Your private link can correct, withdraw or erase it.',
    { muted: true },
  );
  if (data.organizations.length === 0) {
    out.gap(12);
    out.text('No organization holds applications under this email.');
  }
  for (const organization of data.organizations) {
    out.gap(16);
    out.text(organization.organizationName, { size: 14, bold: true });
    const contact = organization.dataProtectionContact;
    if (contact) {
      out.field(
        'Data-protection contact',
        contact.name ? `${contact.name} <${contact.email}>` : contact.email,
      );
    }
    const { profile } = organization;
    out.gap(6);
    out.text('Your contact details', { bold: true });
    out.field('Name', profile.fullName);
    out.field('Email', profile.email);
    out.field('Phone', profile.phone ?? 'Not given');
    out.field('Location', profile.location ?? 'Not given');
    for (const application of organization.applications) {
      out.gap(8);
      out.text(application.jobTitle, { bold: true });
      out.field('Applied', dateOf(application.appliedAt));
      out.field('Stage', application.stage);
      out.field('Status', application.status);
      out.field(
        'Resume',
        application.resume
          ? `${application.resume.type.toUpperCase()} file, ${Math.ceil(application.resume.bytes / 1024)} KB`
          : 'None sent',
      );
      out.field('Cover note', application.coverNote ?? 'None');
    }
  }
  return pdf.save();
}
