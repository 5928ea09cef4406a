import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** Unlocked resumes leave the server only with this (DESIGN.md section 6). */
export class ResumeWatermarkError extends Error {
  constructor(
    readonly reason: 'encrypted' | 'unreadable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ResumeWatermarkError';
  }
}

const GREY = rgb(0.5, 0.5, 0.5);
const DIAGONAL_OPACITY = 0.25;
const DIAGONAL_MAX_SIZE = 48;
const DIAGONAL_MIN_SIZE = 2;
const FOOTER_SIZE = 7;
const FOOTER_MIN_SIZE = 3;

/**
 * Every page gets the text twice: large across the diagonal, hard to crop
 * away, and small along the bottom edge, where it stays legible on a dense
 * page. Both are placed in the page as it is shown (CropBox, /Rotate), so a
 * landscape or rotated page is marked like a portrait one.
 */
export async function watermarkPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: false, updateMetadata: false });
  } catch (error) {
    // pdf-lib's errors are ES5 subclasses of Error, so `instanceof EncryptedPDFError` is false.
    if (error instanceof Error && /\bis encrypted\b/.test(error.message)) {
      throw new ResumeWatermarkError('encrypted', 'An encrypted PDF cannot be watermarked', {
        cause: error,
      });
    }
    throw new ResumeWatermarkError('unreadable', 'The PDF could not be read', { cause: error });
  }
  // A damaged file can load and still break later (a missing catalog throws a TypeError).
  try {
    const pages = document.getPages();
    if (pages.length === 0) throw new ResumeWatermarkError('unreadable', 'The PDF has no pages');
    const font = await document.embedFont(StandardFonts.Helvetica);
    const line = toWinAnsi(text, font);
    for (const page of pages) drawWatermark(page, font, line);
    return await document.save();
  } catch (error) {
    if (error instanceof ResumeWatermarkError) throw error;
    throw new ResumeWatermarkError('unreadable', 'The PDF could not be watermarked', {
      cause: error,
    });
  }
}

/** As long as a real watermark, so that a file passing the check is marked the same way later. */
const SAMPLE_WATERMARK = 'Downloaded by Shortlist Organization on 30 September 2025 via Shortlist';

/**
 * Why a PDF could not be watermarked on download, or null when it can: the
 * upload refuses such a file, since nobody could ever download it marked.
 */
export async function findWatermarkProblem(
  bytes: Uint8Array,
): Promise<ResumeWatermarkError['reason'] | null> {
  try {
    await watermarkPdf(bytes, SAMPLE_WATERMARK);
    return null;
  } catch (error) {
    if (error instanceof ResumeWatermarkError) return error.reason;
    throw error;
  }
}

/** Letters of Ghanaian languages with no WinAnsi form, and the letter read closest. */
const NEAREST_LATIN: Record<string, string> = {
  ɔ: 'o',
  Ɔ: 'O',
  ɛ: 'e',
  Ɛ: 'E',
  ŋ: 'n',
  Ŋ: 'N',
};

/**
 * Standard fonts only encode WinAnsi (Latin-1 plus a few signs), and pdf-lib
 * throws on anything else: a letter outside it is written as its base letter
 * ("Ọba Ltd" as "Oba Ltd", "Ɔsɛe" as "Osee"), anything else as "?".
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const isSupported = (char: string) => supported.has(char.codePointAt(0) ?? 0);
  let result = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    const base = NEAREST_LATIN[char] ?? char.normalize('NFKD').charAt(0);
    result += isSupported(char) ? char : isSupported(base) ? base : '?';
  }
  return result;
}

interface ShownBox {
  width: number;
  height: number;
  /** Page-space point of a point given from the bottom-left of the page as shown. */
  toPage(x: number, y: number): { x: number; y: number };
  rotation: number;
}

/**
 * A viewer shows the CropBox turned clockwise by /Rotate; text drawn at angle
 * a in page space is seen at a - rotation, so we draw at a + rotation.
 */
function shownBox(page: PDFPage): ShownBox {
  const box = page.getCropBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const isSideways = rotation === 90 || rotation === 270;
  const toPage = (x: number, y: number) => {
    switch (rotation) {
      case 90:
        return { x: box.x + box.width - y, y: box.y + x };
      case 180:
        return { x: box.x + box.width - x, y: box.y + box.height - y };
      case 270:
        return { x: box.x + y, y: box.y + box.height - x };
      default:
        return { x: box.x + x, y: box.y + y };
    }
  };
  return {
    width: isSideways ? box.height : box.width,
    height: isSideways ? box.width : box.height,
    toPage,
    rotation,
  };
}

function drawWatermark(page: PDFPage, font: PDFFont, text: string): void {
  const shown = shownBox(page);
  const { width, height } = shown;
  if (text === '' || width <= 0 || height <= 0) return;
  const widthAtOne = font.widthOfTextAtSize(text, 1);

  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  const size = Math.max(
    DIAGONAL_MIN_SIZE,
    Math.min(DIAGONAL_MAX_SIZE, (diagonal * 0.8) / widthAtOne, height / 8),
  );
  const textWidth = widthAtOne * size;
  const capHeight = font.heightAtSize(size, { descender: false });
  // Start so that the middle of the line sits on the middle of the page.
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const start = shown.toPage(
    width / 2 - (textWidth / 2) * cos + (capHeight / 2) * sin,
    height / 2 - (textWidth / 2) * sin - (capHeight / 2) * cos,
  );
  page.drawText(text, {
    ...start,
    font,
    size,
    color: GREY,
    opacity: DIAGONAL_OPACITY,
    rotate: degrees((angle * 180) / Math.PI + shown.rotation),
  });

  const margin = Math.min(18, width / 20, height / 20);
  const footerSize = Math.max(
    FOOTER_MIN_SIZE,
    Math.min(FOOTER_SIZE, (width - 2 * margin) / widthAtOne),
  );
  page.drawText(text, {
    ...shown.toPage(margin, margin),
    font,
    size: footerSize,
    color: GREY,
    opacity: 0.8,
    rotate: degrees(shown.rotation),
  });
}
