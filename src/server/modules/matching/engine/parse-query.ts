import { detectSkills } from '../../candidates/resume/detect-skills';
import { findPlace, placeSpellings, type Place } from './ghana-places';
import { ROLE_WORDS } from './skill-relations';

export type Seniority = 'JUNIOR' | 'MID' | 'SENIOR' | 'LEAD';

/** What a natural-language search asks for, as the engine reads it. */
export interface ParsedQuery {
  /** Dictionary skills named (spellings and role words resolved: "React.js", "accountant"). */
  skills: string[];
  seniority: Seniority | null;
  /** The least years of experience asked for ("5+ years", "at least 3 years"). */
  minYears: number | null;
  /** The place asked for, and whether "near" it (its surroundings count as much). */
  place: Place | null;
  isNear: boolean;
  /** The words left once the above are taken out, for full-text search. */
  words: string[];
}

/** Seniority words, and the years each stands for when no number is given. */
const SENIORITY_WORDS: Record<string, Seniority> = {
  junior: 'JUNIOR',
  entry: 'JUNIOR',
  graduate: 'JUNIOR',
  intern: 'JUNIOR',
  trainee: 'JUNIOR',
  mid: 'MID',
  intermediate: 'MID',
  senior: 'SENIOR',
  experienced: 'SENIOR',
  lead: 'LEAD',
  principal: 'LEAD',
  head: 'LEAD',
  manager: 'LEAD',
};

export const SENIORITY_YEARS: Record<Seniority, number> = {
  JUNIOR: 0,
  MID: 2,
  SENIOR: 5,
  LEAD: 8,
};

/** Words that say nothing about the candidate ("with", "who", "in"). */
const STOP_WORDS = new Set(
  'a an and or the with who has have having in at of for to from on someone somebody candidate candidates people person looking experience experienced year years yrs plus least over more than skills skill good strong near around close based living'.split(
    ' ',
  ),
);

const YEARS_PATTERNS: Array<[RegExp, (match: RegExpMatchArray) => number]> = [
  // "5+ years", "5 + yrs"
  [/(\d{1,2})\s*\+\s*(?:years?|yrs?)/i, (m) => Number(m[1])],
  // "at least 5 years", "minimum of 5 years", "over 5 years", "more than 5 years"
  [
    /(?:at least|minimum(?: of)?|min\.?|over|more than)\s*(\d{1,2})\s*(?:years?|yrs?)/i,
    (m) => Number(m[1]),
  ],
  // "3-5 years", "3 to 5 years": the lower bound
  [/(\d{1,2})\s*(?:-|–|to)\s*\d{1,2}\s*(?:years?|yrs?)/i, (m) => Number(m[1])],
  // "5 years"
  [/(\d{1,2})\s*(?:years?|yrs?)/i, (m) => Number(m[1])],
];

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Reads a recruiter's search ("senior React developer with 5+ years near Kumasi")
 * into skills, seniority, years, place and the remaining words. Deterministic: the
 * same words always give the same reading.
 */
export function parseQuery(query: string): ParsedQuery {
  const text = query.trim().slice(0, 500);
  let rest = ` ${normalize(text)} `;

  let minYears: number | null = null;
  for (const [pattern, read] of YEARS_PATTERNS) {
    const match = rest.match(pattern);
    if (match) {
      minYears = Math.min(read(match), 60);
      rest = rest.replace(match[0], ' ');
      break;
    }
  }

  const skills = new Set<string>();
  for (const [phrase, skill] of Object.entries(ROLE_WORDS).sort(
    ([a], [b]) => b.length - a.length,
  )) {
    const pattern = new RegExp(`(?<![a-z0-9])${phrase.replace(/[-]/g, '[- ]?')}(?![a-z0-9])`, 'g');
    if (pattern.test(rest)) {
      skills.add(skill);
      rest = rest.replace(pattern, ' ');
    }
  }
  for (const skill of detectSkills(text)) skills.add(skill);

  const place = findPlace(text);
  const isNear = place !== null && /\b(near|around|close to|within reach of)\b/.test(rest);
  if (place) {
    for (const spelling of placeSpellings()) {
      rest = rest.replace(new RegExp(`(?<![a-z0-9])${spelling}(?![a-z0-9])`, 'g'), ' ');
    }
  }

  let seniority: Seniority | null = null;
  for (const word of rest.split(/[^a-z0-9]+/)) {
    const level = SENIORITY_WORDS[word];
    if (level && (seniority === null || SENIORITY_YEARS[level] > SENIORITY_YEARS[seniority])) {
      seniority = level;
    }
  }

  const skillWords = new Set([...skills].flatMap((skill) => normalize(skill).split(/[^a-z0-9]+/)));
  const words = [
    ...new Set(
      rest
        .split(/[^a-z0-9.+#]+/)
        .map((word) => word.replace(/^\.+|\.+$/g, ''))
        .filter(
          (word) =>
            word.length > 1 &&
            !STOP_WORDS.has(word) &&
            !(word in SENIORITY_WORDS) &&
            !skillWords.has(word) &&
            // Another spelling of a skill already read ("react.js", "golang").
            detectSkills(word).length === 0 &&
            !/^\d+$/.test(word),
        ),
    ),
  ];

  return { skills: [...skills], seniority, minYears, place, isNear, words };
}
