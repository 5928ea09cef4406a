import { EXPERIENCE_LEVELS, type ExperienceLevel } from '../../../../shared/applications';

/** The same labels the candidate views carry (spec section 9). */
export const EXPERIENCE_LABELS = EXPERIENCE_LEVELS;
export type ExperienceLabel = ExperienceLevel;

export interface Experience {
  label: ExperienceLabel;
  /** Whole years; null when the text gives no evidence. */
  years: number | null;
}

const MAX_YEARS = 50;
const SENIOR_YEARS = 6;
const MID_LEVEL_YEARS = 3;

/**
 * How experienced the resume says its author is. Years come from an explicit
 * statement ("7 years of experience", "over ten years") when there is one,
 * the largest if several; otherwise from the date ranges of the text, merged
 * so overlapping jobs count once. Ranges under an education heading, or on a
 * line (or just below a line) that names a school or degree, are left out.
 * A senior job title lifts the label to Senior unless the years say under 3;
 * an intern or graduate title means Junior when there are no years.
 */
export function deriveExperience(text: string, now = new Date()): Experience {
  const lines = classifyLines(text);
  const years = statedYears(text) ?? yearsFromDateRanges(lines, now);
  const titles = lines
    .filter((line) => line.section !== 'education' && line.section !== 'references')
    .map((line) => line.text)
    .join('\n');
  const isSenior = hasSeniorTitle(titles);
  if (years !== null) {
    const label =
      years >= SENIOR_YEARS || (isSenior && years >= MID_LEVEL_YEARS)
        ? 'Senior'
        : years >= MID_LEVEL_YEARS
          ? 'Mid-Level'
          : 'Junior';
    return { label, years };
  }
  if (isSenior) return { label: 'Senior', years: null };
  if (JUNIOR_TITLE.test(titles)) return { label: 'Junior', years: null };
  return { label: 'Not specified', years: null };
}

const ROLE =
  '(?:engineer|developer|programmer|architect|designer|analyst|scientist|consultant|accountant|auditor|manager|officer|nurse|midwife|teacher|tutor|lecturer|associate|specialist|executive|administrator|adviser|advisor|technician|editor|writer|researcher|pharmacist|economist|planner|coordinator|supervisor|partner|counsel|buyer|surveyor|banker|agronomist|marketer|strategist|director|secretary|representative)s?';

/** Words that show a "lead" or "senior" is prose, not a title: "Lead a team of developers". */
const PROSE_WORDS = new Set(
  'a an the of to with and for in on my our their team teams group'.split(' '),
);
/** "Senior High School Teacher" is not senior, "Junior High School Teacher" not junior. */
const SCHOOL_LEVEL = /^(?:high|secondary)$/i;

const SENIOR_TITLE = new RegExp(
  `\\b(?:(senior|snr\\.?|sr\\.?|lead|principal|chief)\\s+((?:[\\w&/-]+\\s+){0,3}?)${ROLE}\\b|head\\s+of\\s+\\p{Lu})`,
  'giu',
);

/** A capitalised "Senior"/"Lead"/... followed by a role word, or "Head of ...": a job title. */
function hasSeniorTitle(text: string): boolean {
  for (const match of text.matchAll(SENIOR_TITLE)) {
    if (!/^\p{Lu}/u.test(match[0])) continue;
    const middle = (match[2] ?? '').split(/\s+/).filter(Boolean);
    if (middle.some((word) => PROSE_WORDS.has(word.toLowerCase()))) continue;
    if (middle[0] && SCHOOL_LEVEL.test(middle[0])) continue;
    return true;
  }
  return false;
}

const JUNIOR_TITLE = new RegExp(
  `\\b(?:intern|internship|industrial\\s+attachment|trainee|national\\s+service|entry[\\s-]level|graduate|junior\\s+(?!high\\b|secondary\\b)(?:[\\w&/-]+\\s+){0,3}?${ROLE})\\b`,
  'iu',
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  a: 1,
};

const AMOUNT = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(NUMBER_WORDS).join('|')})`;
/** "25 years old" is an age. */
const YEARS_WORD = `(years?|yrs?\\.?|decades?)(?!\\w)(?!\\s+old\\b)`;
const PLUS = `\\s*(?:\\+|plus)?\\s*`;
/**
 * "8 years of experience", "5+ yrs' experience", "Experience: 7 years", and,
 * after "over"/"more than"..., "over ten years in banking". A sentence break
 * between the number and the rest ends the statement.
 */
const STATED_YEARS = [
  new RegExp(`\\b${AMOUNT}${PLUS}${YEARS_WORD}['’]?[^.\\n;]{0,30}?\\bexp(?:erience\\b|\\.)`, 'giu'),
  new RegExp(
    `\\bexperience\\s*(?:of|:|-|–)?\\s*(?:over|more than|about|nearly|almost)?\\s*${AMOUNT}${PLUS}${YEARS_WORD}`,
    'giu',
  ),
  new RegExp(
    `\\b(?:over|more than|nearly|almost|close to|about)\\s+${AMOUNT}${PLUS}${YEARS_WORD}['’]?\\s+(?:of|in|as|working|experience)\\b`,
    'giu',
  ),
];

function statedYears(text: string): number | null {
  let best: number | null = null;
  for (const pattern of STATED_YEARS) {
    for (const match of text.matchAll(pattern)) {
      const [, amount = '', unit = ''] = match;
      const count = NUMBER_WORDS[amount.toLowerCase()] ?? Number(amount);
      // "a year of experience" is evidence; "a" before plain "years" is not a number.
      if (amount.toLowerCase() === 'a' && !/^(year|decade)$/i.test(unit)) continue;
      const years = /^decade/i.test(unit) ? count * 10 : count;
      if (Number.isFinite(years) && years > 0) best = Math.max(best ?? 0, years);
    }
  }
  return best === null ? null : Math.min(Math.floor(best), MAX_YEARS);
}

type Section = 'experience' | 'education' | 'references' | 'other' | 'unknown';

interface Line {
  text: string;
  section: Section;
}

const HEADINGS: [Section, RegExp][] = [
  [
    'education',
    /^(?:education(?:al)?(?:\s+(?:background|history|qualifications?|(?:and|&)\s+(?:training|qualifications?)))?|academic\s+(?:background|qualifications?|history|record|profile)|(?:professional\s+)?qualifications|schools?\s+attended)$/i,
  ],
  [
    'experience',
    /^(?:(?:work|professional|employment|career|relevant|job|working)\s+(?:experience|history|record)s?|experiences?|employment(?:\s+history)?)$/i,
  ],
  ['references', /^(?:references?|referees?)$/i],
  [
    'other',
    /^(?:(?:key|core|technical|professional|relevant)\s+)?(?:skills|competenc(?:y|ies)|projects|certifications?|certificates|awards|achievements|hobbies|interests|languages|publications|profile|summary|objective|career objective|personal (?:details|information|data|profile)|volunteer(?:ing)?(?:\s+experience)?|leadership|training|courses)$/i,
  ],
];

function classifyLines(text: string): Line[] {
  let section: Section = 'unknown';
  return text.split('\n').map((raw) => {
    const text = raw.trim();
    const heading = text.replace(/^[^\p{L}]+|[^\p{L})]+$/gu, '');
    if (heading.length > 0 && heading.length <= 40) {
      const found = HEADINGS.find(([, pattern]) => pattern.test(heading));
      if (found) section = found[0];
    }
    return { text, section };
  });
}

const EDUCATION_WORDS =
  /\b(?:universit(?:y|ies)|college|school|polytechnic|institute|academy|faculty|bachelor|master'?s|diploma|degree|certificate|student|wassce|ssce|bece|a-level|o-level)\b/i;
const EDUCATION_ABBREVIATIONS =
  /\b(?:B\.?Sc|M\.?Sc|B\.?A|M\.?A|B\.?Ed|M\.?Ed|B\.?Tech|M\.?Phil|MBA|Ph\.?D|HND|SHS|JHS|GCE|LLB)\b/;

function looksLikeEducation(text: string): boolean {
  return EDUCATION_WORDS.test(text) || EDUCATION_ABBREVIATIONS.test(text);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const POINT = `(?:${MONTH}\\s*,?\\s*|(\\d{1,2})\\s*[/.-]\\s*)?((?:19|20)\\d{2})`;
const ONGOING = '(present|current(?:ly)?|now|today|date|to\\s+date|till\\s+date|ongoing)';
const DATE_RANGE = new RegExp(
  `(?<![\\w/.-])${POINT}\\s*(?:–|—|-|to|until|till|through)\\s*(?:${POINT}(?![\\w/])|${ONGOING}\\b)`,
  'giu',
);

/** Months since year 0: a range is [start, end) in these units. */
function monthIndex(year: string, month: string | undefined, number: string | undefined): number {
  let index = 0;
  if (month) index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  else if (number) index = Math.min(Math.max(Number(number), 1), 12) - 1;
  return Number(year) * 12 + index;
}

/**
 * Year-only ranges count whole years ("2015 – 2019" is 4); a range with an
 * end month includes that month ("Jan 2018 – Dec 2018" is 12 months), and so does
 * "Present".
 */
function yearsFromDateRanges(lines: Line[], now: Date): number | null {
  const nowIndex = now.getFullYear() * 12 + now.getMonth() + 1;
  const ranges: [number, number][] = [];
  let previous = '';
  for (const line of lines) {
    const isCounted = line.section !== 'education' && line.section !== 'references';
    const isTrusted = line.section === 'experience';
    if (isCounted && (isTrusted || !looksLikeEducation(line.text))) {
      for (const match of line.text.matchAll(DATE_RANGE)) {
        const [, startMonth, startNumber, startYear = '', endMonth, endNumber, endYear, ongoing] =
          match;
        // A range alone on its line belongs to the line above: "BSc Economics\n2012 – 2016".
        const isAlone = line.text.replace(match[0], '').replace(/[\s,()|:–-]/g, '') === '';
        if (!isTrusted && isAlone && looksLikeEducation(previous)) continue;
        const start = monthIndex(startYear, startMonth, startNumber);
        const end = ongoing
          ? nowIndex
          : monthIndex(endYear ?? '', endMonth, endNumber) + (endMonth || endNumber ? 1 : 0);
        if (end < start || start > nowIndex) continue;
        ranges.push([start, Math.min(end, nowIndex)]);
      }
    }
    if (line.text !== '') previous = line.text;
  }
  if (ranges.length === 0) return null;
  ranges.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [currentStart, currentEnd] = ranges[0]!;
  for (const [start, end] of ranges.slice(1)) {
    if (start <= currentEnd) {
      currentEnd = Math.max(currentEnd, end);
    } else {
      months += currentEnd - currentStart;
      [currentStart, currentEnd] = [start, end];
    }
  }
  months += currentEnd - currentStart;
  return Math.min(Math.floor(months / 12), MAX_YEARS);
}

/** The label a number of years gives (a spreadsheet's "Years of experience"). */
export function experienceForYears(years: number): ExperienceLabel {
  if (years >= SENIOR_YEARS) return 'Senior';
  if (years >= MID_LEVEL_YEARS) return 'Mid-Level';
  return 'Junior';
}
