/**
 * Masking of a locked candidate's contact details out of free text: the cover note
 * they wrote, or an email subject or delivery error that names them (DESIGN.md 6).
 *
 * Two kinds of secrets are looked for:
 * - the known ones (every name, email and phone given, because an application may carry
 *   the contact as submitted besides the stored candidate's), matched loosely: any part
 *   of a name in any case, with or without accents, alone or joined to other parts;
 * - any contact data at all, known or not: email addresses, @handles, URLs and phone
 *   numbers, since a cover note may give a second number or a profile link.
 *
 * Every match is a range of the original text; overlapping and touching ranges become
 * one mask, so "Ama Owusu-Ansah" turns into a single "•••" rather than three.
 * When a rule has to choose between keeping an ordinary word and hiding a possible
 * contact detail, it hides it: a locked candidate must not be reachable.
 */

const MASK = '•••';

/** Contact details of one candidate; several of each may be given, empty ones are skipped. */
export interface ContactDetails {
  names?: readonly (string | null | undefined)[];
  emails?: readonly (string | null | undefined)[];
  phones?: readonly (string | null | undefined)[];
}

/** `text` with every name part, email, handle, URL and phone number replaced by "•••". */
export function maskContactDetails(text: string, contact: ContactDetails): string {
  const present = (values: ContactDetails['names']) =>
    (values ?? []).filter((value): value is string => Boolean(value?.trim()));
  const ranges = [
    ...findNameRanges(text, present(contact.names)),
    ...present(contact.emails).flatMap((email) => findKnownEmailRanges(text, email.trim())),
    ...present(contact.phones).flatMap((phone) => findKnownPhoneRanges(text, phone)),
    ...findMatches(text, EMAIL),
    ...findMatches(text, SPELLED_OUT_EMAIL),
    ...findMatches(text, HANDLE).map(withoutTrailingPunctuation(text)),
    ...findMatches(text, WEB_ADDRESS).map(withoutTrailingPunctuation(text)),
    ...findMatches(text, BARE_DOMAIN)
      .filter(({ match }) => isLikelyDomain(match))
      .map(withoutTrailingPunctuation(text)),
    ...findMatches(text, PHONE).filter(({ match }) => !isListOfYears(match[0])),
  ];
  return replaceRanges(text, ranges);
}

export interface Range {
  start: number;
  end: number;
}

interface Found extends Range {
  match: RegExpExecArray;
}

// Every pattern starts only where a word (or address, or number) starts, so that a long
// run of letters or digits is scanned once and not once per position (no ReDoS).
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}\\p{M}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{N}\\p{M}])';
const ADDRESS_CHAR = "[\\p{L}\\p{N}._%+'-]";

const EMAIL = new RegExp(
  `(?<!${ADDRESS_CHAR})${ADDRESS_CHAR}+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+`,
  'gu',
);

/** "ama.owusu [at] gmail [dot] com", a common way around address filters. */
const SPELLED_OUT_EMAIL = new RegExp(
  `(?<!${ADDRESS_CHAR})${ADDRESS_CHAR}+[ \\t]*[[(][ \\t]*at[ \\t]*[\\])][ \\t]*[\\p{L}\\p{N}-]+` +
    `(?:[ \\t]*(?:[[(][ \\t]*dot[ \\t]*[\\])]|\\.)[ \\t]*[\\p{L}\\p{N}-]+)+`,
  'giu',
);

/** A social handle such as "@ama_owusu" reaches the candidate as surely as an address. */
const HANDLE = new RegExp(`(?<!${ADDRESS_CHAR})@[\\p{L}\\p{N}_][\\p{L}\\p{N}_.]*`, 'gu');

const WEB_ADDRESS = new RegExp(`${NOT_AFTER_WORD}(?:https?:\\/\\/|www\\.)[^\\s<>"]+`, 'giu');

/**
 * A domain written without scheme, "linkedin.com/in/ama-owusu-ansah" or "amaowusu.dev".
 * Groups: 1 the top-level label, 2 the path if any; `isLikelyDomain` decides.
 */
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}\p{M}@._%+/-])(?:[\p{L}\p{N}-]+\.)+(\p{L}{2,})(?![\p{L}\p{N}\p{M}-])(\/[^\s<>"]*)?/gu;

/** Top-level labels a candidate's own site or profile is likely on. */
const COMMON_TLDS = new Set(
  (
    'com org net io dev me gh co app info tech site online xyz africa page biz blog ' +
    'ng uk ly ee link live pro design studio ci bf tg sn fr'
  ).split(' '),
);

/** "Node.js/Express" and "report.pdf" look like domains with a path but are not. */
const FILE_SUFFIXES = new Set(
  (
    'js ts jsx tsx mjs cjs py rb php java kt cs cpp html css scss json yml yaml md txt ' +
    'pdf doc docx xls xlsx ppt pptx csv png jpg jpeg sql sh exe'
  ).split(' '),
);

/**
 * Whether a bare "word.word" is a web address rather than a skill or an abbreviation:
 * all-capitals endings ("ASP.NET", "Socket.IO") and file suffixes stay; with a path any
 * lower-case ending counts, without one only the usual top-level labels ("B.Sc" stays).
 */
function isLikelyDomain(match: RegExpExecArray): boolean {
  const tld = match[1]!;
  const hasPath = match[2] !== undefined;
  const lower = tld.toLowerCase();
  if (tld === tld.toUpperCase() || FILE_SUFFIXES.has(lower)) return false;
  return COMMON_TLDS.has(lower) || (hasPath && tld === lower);
}

const PHONE_SEPARATOR = '[ \\t\\u00A0.()\\-\\u2010\\u2011\\u2013\\u2014]';

/**
 * Nine digits or more, each group parted by at most three separators: every way a
 * Ghanaian number is written ("+233 24 412 3456", "024-412-3456", "0244123456",
 * "(024) 412 3456", "+233 (0) 24 412 3456") and foreign ones too. A year ("2019"), a
 * year range ("2019 - 2023", and any list of years: see `isListOfYears`), "5 years" and
 * an amount with commas ("GH₵ 4,500") stay.
 * Line breaks do not part groups, so a number never swallows the next line.
 */
const PHONE = new RegExp(
  `(?<!\\d)(?:\\(?\\+[ \\t]*)?\\(?\\d(?:${PHONE_SEPARATOR}{0,3}\\d){8,}`,
  'gu',
);

/** "2019 (2019 - 2023)" has the digits of a number but no number is only years. */
const isListOfYears = (digits: string) =>
  (digits.match(/\d+/g) ?? []).every((group) => /^(?:19|20)\d\d$/.test(group));

function findMatches(text: string, pattern: RegExp): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    match,
  }));
}

/** A URL or handle at the end of a sentence does not take the full stop with it. */
const withoutTrailingPunctuation =
  (text: string) =>
  ({ start, end }: Range): Range => {
    const trimmed = text.slice(start, end).replace(/[.,;:!?'"’”)\]}>]+$/u, '');
    return { start, end: start + trimmed.length };
  };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The address itself, and its local part on its own ("kwabz_dev" as a GitHub name)
 * when it is long enough not to be an ordinary word.
 */
function findKnownEmailRanges(text: string, email: string): Range[] {
  const localPart = email.split('@')[0] ?? '';
  // Both patterns hold the local part as it is written: a text without it (in any case)
  // has neither, and the patterns, costly to compile and new for each person, are not built.
  if (!new RegExp(escapeRegExp(localPart), 'iu').test(text)) return [];
  const patterns = [new RegExp(escapeRegExp(email), 'giu')];
  if (localPart.length >= 4 && localPart !== email) {
    patterns.push(
      new RegExp(
        `(?<!${ADDRESS_CHAR})${escapeRegExp(localPart)}(?![\\p{L}\\p{N}_%+'-]|\\.[\\p{L}\\p{N}])`,
        'giu',
      ),
    );
  }
  return patterns.flatMap((pattern) => findMatches(text, pattern));
}

/** What may stand between a number's digits: up to three of anything but a letter, a digit or a new line. */
const PHONE_GAP = '[^\\p{L}\\p{N}\\n]{0,3}';
/** Digits with such gaps between them: where a known number can be. */
const DIGIT_RUN = new RegExp(`\\d(?:${PHONE_GAP}\\d)*`, 'gu');
/** What may stand before a number's last nine digits: +233, 00233 or 233, then (0) or 0; or (0) or 0. */
const NUMBER_PREFIX = new RegExp(
  `^(?:(?:\\+|00)?233${PHONE_GAP}(?:\\(?0\\)?${PHONE_GAP})?|\\(?0\\)?${PHONE_GAP})$`,
  'u',
);
/** The longest NUMBER_PREFIX: 00233, a gap, (0), a gap. */
const NUMBER_PREFIX_MAX = 14;
const isDigit = (character: string | undefined) =>
  character !== undefined && character >= '0' && character <= '9';

/**
 * The known number by its last nine digits (the number without +233 or the leading 0),
 * whatever stands between them: "024/412/3456" escapes the general pattern, not this one.
 * Each run of digits is searched for them, and a match takes in the prefix before it
 * (+233, 0...) when there is one. All with patterns built once: a pattern built for each
 * number (with Unicode classes between its digits) cost 3 ms to compile, for each
 * locked card or imported resume that named its number.
 */
export function findKnownPhoneRanges(text: string, phone: string): Range[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return [];
  const wanted = digits.slice(-9);
  // Between the number's digits stand no other digits: without its last nine in a row
  // among the text's digits, there is no match to look for.
  if (!text.replace(/\D/g, '').includes(wanted)) return [];
  const ranges: Range[] = [];
  for (const run of text.matchAll(DIGIT_RUN)) {
    const positions: number[] = [];
    for (let i = run.index; i < run.index + run[0].length; i++) {
      if (isDigit(text[i])) positions.push(i);
    }
    const runDigits = positions.map((position) => text[position]).join('');
    let from = 0;
    for (let at = runDigits.indexOf(wanted); at >= 0; at = runDigits.indexOf(wanted, from)) {
      const first = positions[at]!;
      const end = positions[at + wanted.length - 1]! + 1;
      const start = numberStart(text, first);
      if (start !== null && !isDigit(text[end])) {
        ranges.push({ start, end });
        from = at + wanted.length;
      } else {
        from = at + 1;
      }
    }
  }
  return ranges;
}

/** Where a number whose last nine digits start at `first` starts: at its prefix, if any; null if a digit stands before it. */
function numberStart(text: string, first: number): number | null {
  for (let start = Math.max(0, first - NUMBER_PREFIX_MAX); start < first; start++) {
    if (!isDigit(text[start - 1]) && NUMBER_PREFIX.test(text.slice(start, first))) return start;
  }
  return isDigit(text[first - 1]) ? null : first;
}

/**
 * Letters of the Ghanaian languages that Unicode does not decompose, so that "Kɔfi
 * Gbɛdɛmah" also masks "Kofi Gbedemah"; plus a few Latin ones for West-African French.
 */
const LETTER_FOLDS: Record<string, string> = {
  ɔ: 'o',
  ɛ: 'e',
  ŋ: 'n',
  ɖ: 'd',
  ƒ: 'f',
  ʋ: 'v',
  ɣ: 'g',
  ƙ: 'k',
  ɗ: 'd',
  ɓ: 'b',
  ƴ: 'y',
  ı: 'i',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
};

/** One character in lower case, without accents: "É" → "e", "ɔ" → "o". */
function foldCharacter(character: string): string {
  const base = character.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  return [...base].map((letter) => LETTER_FOLDS[letter] ?? letter).join('');
}

/**
 * The folded text, and for each of its UTF-16 units the range of the original character
 * it came from, so that a match in the folded text masks the right original characters.
 */
function foldText(text: string): { folded: string; origins: Range[] } {
  let folded = '';
  const origins: Range[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldCharacter(character);
    const origin = { start: index, end: index + character.length };
    if (piece.length === 0 && origins.length > 0) {
      // A lone combining accent goes with the letter before it, masked or kept together.
      const previous = origins[origins.length - 1]!;
      for (const unit of origins.filter((unit) => unit.start === previous.start)) {
        unit.end = origin.end;
      }
    }
    for (let unit = 0; unit < piece.length; unit++) origins.push({ ...origin });
    folded += piece;
    index = origin.end;
  }
  return { folded, origins };
}

/** What parts a name besides spaces: hyphens and dashes, apostrophes, dots, underscores. */
const NAME_PUNCTUATION = "\\-\\u2010\\u2011\\u2013\\u2014_.'’‘ʼ`";

/**
 * Every name as a sequence of its parts, in any order and with any separators (but not
 * across a line break): "Boateng-Mensah", "Mr. Boateng", "mensah_kwabena", "N’Guessan"
 * for "N'Guessan". Parts written together count too ("BoatengMensah", "nguessan").
 *
 * A part must stand as a word: "Ama" is masked, "Amazing" and "Tamale" are not. A part
 * of one letter ("N" of N'Guessan, "O" of O’Neil) is masked only next to a longer part,
 * so the article "a" of a sentence stays.
 */
function findNameRanges(text: string, names: string[]): Range[] {
  const longParts = new Set<string>();
  const shortParts = new Set<string>();
  for (const name of names) {
    const parts = [...name]
      .map(foldCharacter)
      .join('')
      .split(new RegExp(`[\\s${NAME_PUNCTUATION}]+`, 'u'))
      .filter((part) => /^[\p{L}\p{N}]+$/u.test(part));
    for (const part of parts) (part.length >= 2 ? longParts : shortParts).add(part);
    for (let first = 0; first < parts.length; first++) {
      for (let last = first + 1; last < parts.length; last++) {
        longParts.add(parts.slice(first, last + 1).join(''));
      }
    }
  }
  if (longParts.size === 0) return [];
  // Every match holds a long part as it is written: without one in the text, the
  // pattern (costly to compile, new for each person) is not built.
  const { folded, origins } = foldText(text);
  if (![...longParts].some((part) => folded.includes(part))) return [];

  // Longest first, so that "boatengmensah" wins over "boateng" at the same place.
  const tokens = [...longParts, ...shortParts]
    .sort((one, other) => other.length - one.length)
    .map(escapeRegExp)
    .join('|');
  const separator = `[ \\t\\u00A0${NAME_PUNCTUATION}]`;
  const sequence = new RegExp(
    `${NOT_AFTER_WORD}(?:${tokens})(?:${separator}{1,3}(?:${tokens}))*${NOT_BEFORE_WORD}`,
    'gu',
  );
  return findMatches(folded, sequence)
    .filter(({ match }) =>
      match[0].split(new RegExp(`${separator}+`, 'u')).some((part) => longParts.has(part)),
    )
    .map(({ start, end }) => ({ start: origins[start]!.start, end: origins[end - 1]!.end }));
}

/** The text with each range, once overlapping and touching ones are merged, as one mask. */
function replaceRanges(text: string, ranges: Range[]): string {
  const merged: Range[] = [];
  for (const range of [...ranges].sort((one, other) => one.start - other.start)) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else if (range.end > range.start) merged.push({ start: range.start, end: range.end });
  }
  let masked = '';
  let kept = 0;
  for (const { start, end } of merged) {
    masked += text.slice(kept, start) + MASK;
    kept = end;
  }
  return masked + text.slice(kept);
}
