/** How an uploaded text file was written. */
export type TextEncoding = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * A spreadsheet export as text: UTF-8 with or without its byte-order mark, else
 * Windows-1252 (what Excel on Windows writes by default: "Adwoa Mensah–Boateng"
 * arrives as the byte 0x96). A file that is valid UTF-8 is read as UTF-8.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

/**
 * Windows-1252 by hand: Node's decoder of that name reads 0x80-0x9F as Latin-1
 * control characters, where Windows has the euro sign, curly quotes and dashes.
 */
const WINDOWS_1252_HIGH: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  bytes.forEach((byte, index) => {
    codes[index] = WINDOWS_1252_HIGH[byte] ?? byte;
  });
  let text = '';
  // In slices: a call's arguments are limited in number.
  for (let start = 0; start < codes.length; start += 8192) {
    text += String.fromCharCode(...codes.subarray(start, start + 8192));
  }
  return text;
}
