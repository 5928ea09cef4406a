/**
 * Ghanaian numbers in the international form, "+233" and nine digits ("024 123
 * 4567", "0241234567", "233241234567" and "+233 (0)24 123 4567" are all
 * "+233241234567"). Other international numbers ("+44 20 7946 0958") are kept with
 * their digits only. Anything else is refused.
 */
export function normalizePhone(raw: string): { phone: string } | { error: string } {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  const ghana = digits.replace(/^233(0)?/, '').replace(/^0/, '');
  const isGhanaian =
    /^(\+|00)?233/.test(text.replace(/[\s().-]/g, '')) ||
    (/^0\d{9}$/.test(digits) && !text.startsWith('+')) ||
    // A spreadsheet keeps "0244 123 456" as the number 244123456: its 0 is lost.
    (/^[235]\d{8}$/.test(digits) && !text.startsWith('+'));
  if (isGhanaian) {
    if (/^[235]\d{8}$/.test(ghana)) return { phone: `+233${ghana}` };
    return { error: 'Not a Ghanaian phone number (0XX XXX XXXX or +233 XX XXX XXXX)' };
  }
  if (text.startsWith('+') && digits.length >= 8 && digits.length <= 15)
    return { phone: `+${digits}` };
  return { error: 'Not a phone number (0XX XXX XXXX, or +country code)' };
}

/** Excel counts days from 1899-12-30 (its 1900 leap-year slip included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A date as spreadsheets give it: an Excel serial day ("45292" is 2024-01-01), an
 * ISO date ("2024-01-15"), or day first as written in Ghana ("15/01/2024",
 * "15-01-2024", "15.01.2024"). Null when it is none of them or not a real day.
 */
export function parseSpreadsheetDate(raw: string): Date | null {
  const text = raw.trim();
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    // 1982 to 2064: a serial outside that is a number, not an application date.
    if (serial < 30_000 || serial > 60_000) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date : null;
}

/** "7", "7 years", "7+" -> 7; a number from 0 to 60, or null with a reason. */
export function parseYears(raw: string): { years: number } | { error: string } {
  const match = /^(\d{1,2})(?:\.\d+)?\s*\+?\s*(?:years?|yrs?)?$/i.exec(raw.trim());
  const years = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(years) || years > 60) {
    return { error: 'Years of experience must be a whole number from 0 to 60' };
  }
  return { years };
}

/** "React, TypeScript; Node.js | SQL" -> the skills, each once, as written. */
export function splitSkills(raw: string): string[] {
  const seen = new Map<string, string>();
  for (const skill of raw.split(/[,;|\n]+/)) {
    const trimmed = skill.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}
