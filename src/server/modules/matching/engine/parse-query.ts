import { detectSkills } from '../../candidates/resume/detect-skills';
import { SKILLS_DICTIONARY } from '../../candidates/resume/skills-dictionary';
import { findPlace, placeSpellings, type Place } from './ghana-places';
import { ROLE_WORDS } from './skill-relations';

export type Seniority = 'JUNIOR' | 'MID' | 'SENIOR' | 'LEAD';

/** What a natural-language search asks for, as the engine reads it. */
export interface ParsedQuery {
  /** Dictionary skills named (spellings and role words resolved: "React.js", "accountant"). */
  skills: string[];
  seniority: Seniority | null;
  /** The least years of experience asked for ("5+ years", "at least 3 years", "3-5 years"). */
  minYears: number | null;
  /** The most years asked for: a range's upper bound ("0-2 years"), "up to 3 years". */
  maxYears: number | null;
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

type YearsRange = { min: number | null; max: number | null };

const YEARS_PATTERNS: Array<[RegExp, (match: RegExpMatchArray) => YearsRange]> = [
  // "3-5 years", "3 to 5 years": both bounds
  [
    /(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*(?:years?|yrs?)/i,
    (m) => ({ min: Number(m[1]), max: Math.max(Number(m[1]), Number(m[2])) }),
  ],
  // "5+ years", "5 + yrs"
  [/(\d{1,2})\s*\+\s*(?:years?|yrs?)/i, (m) => ({ min: Number(m[1]), max: null })],
  // "at least 5 years", "minimum of 5 years", "over 5 years", "more than 5 years"
  [
    /(?:at least|minimum(?: of)?|min\.?|over|more than)\s*(\d{1,2})\s*(?:years?|yrs?)/i,
    (m) => ({ min: Number(m[1]), max: null }),
  ],
  // "up to 3 years", "at most 2 years", "no more than 2 years", "maximum of 4 years"
  [
    /(?:up to|at most|no more than|not more than|maximum(?: of)?|max\.?)\s*(\d{1,2})\s*(?:years?|yrs?)/i,
    (m) => ({ min: null, max: Number(m[1]) }),
  ],
  // "5 years"
  [/(\d{1,2})\s*(?:years?|yrs?)/i, (m) => ({ min: Number(m[1]), max: null })],
];

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** A phrase that names a skill, where it stands in the normalized query. */
interface SkillHit {
  start: number;
  end: number;
  skill: string;
}

const phrasePattern = (phrase: string) =>
  new RegExp(
    `(?<![a-z0-9])${phrase
      .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      .replace(/[-\s]+/g, '[-\\s]*')}(?![a-z0-9])`,
    'g',
  );

/** Every spelling of each dictionary skill, as the query is normalized. */
const DICTIONARY_SPELLINGS = new Map(
  SKILLS_DICTIONARY.map((skill) => [
    skill.name,
    [...(skill.aliasesOnly ? [] : [skill.name]), ...(skill.aliases ?? [])].map((spelling) =>
      phrasePattern(normalize(spelling)),
    ),
  ]),
);

const ROLE_PATTERNS = Object.entries(ROLE_WORDS).map(
  ([phrase, skill]) => [phrasePattern(phrase), skill] as const,
);

/**
 * The skills a query names, from the dictionary's spellings and the role words, in
 * the order they are written. Where two phrases overlap the longer wins: "quantity
 * surveyor" is Quantity Surveying, not the Land Surveying of "surveyor". Returns the
 * query with the phrases taken out.
 */
function readSkills(text: string, normalized: string): { found: string[]; rest: string } {
  const hits: SkillHit[] = [];
  const collect = (pattern: RegExp, skill: string) => {
    for (const match of normalized.matchAll(pattern)) {
      hits.push({ start: match.index, end: match.index + match[0].length, skill });
    }
  };
  const detected = detectSkills(text);
  for (const skill of detected) {
    for (const pattern of DICTIONARY_SPELLINGS.get(skill) ?? []) collect(pattern, skill);
  }
  for (const [pattern, skill] of ROLE_PATTERNS) collect(pattern, skill);

  const taken: SkillHit[] = [];
  for (const hit of hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    if (taken.every((other) => hit.end <= other.start || hit.start >= other.end)) taken.push(hit);
  }
  taken.sort((a, b) => a.start - b.start);
  const found = new Set(taken.map((hit) => hit.skill));
  // A skill the dictionary read that no spelling here locates (its own rules differ) still counts.
  const located = new Set(hits.map((hit) => hit.skill));
  for (const skill of detected) if (!located.has(skill)) found.add(skill);

  let rest = normalized;
  for (const hit of [...taken].reverse()) {
    rest = `${rest.slice(0, hit.start)} ${rest.slice(hit.end)}`;
  }
  return { found: [...found], rest };
}

/**
 * Reads a recruiter's search ("senior React developer with 5+ years near Kumasi")
 * into skills, seniority, years, place and the remaining words. Deterministic: the
 * same words always give the same reading.
 */
export function parseQuery(query: string): ParsedQuery {
  const text = query.trim().slice(0, 500);
  let rest = ` ${normalize(text)} `;

  let minYears: number | null = null;
  let maxYears: number | null = null;
  for (const [pattern, read] of YEARS_PATTERNS) {
    const match = rest.match(pattern);
    if (match) {
      const { min, max } = read(match);
      minYears = min === null ? null : Math.min(min, 60);
      maxYears = max === null ? null : Math.min(max, 60);
      rest = rest.replace(match[0], ' ');
      break;
    }
  }

  const skills = readSkills(text, rest);
  rest = skills.rest;

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

  const skillWords = new Set(skills.found.flatMap((skill) => normalize(skill).split(/[^a-z0-9]+/)));
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

  return { skills: skills.found, seniority, minYears, maxYears, place, isNear, words };
}
