import { describe, expect, it } from 'vitest';
import { SKILLS_DICTIONARY } from '../../candidates/resume/skills-dictionary';
import { distanceKm, findPlace, GHANA_TOWNS, placeArea, placeName } from './ghana-places';
import { parseQuery } from './parse-query';
import {
  MATCH_WEIGHTS,
  scoreExperience,
  scoreLocation,
  scoreMatch,
  scoreProfile,
  scoreSkills,
  type CandidateFacts,
  type Requirements,
} from './score';
import { skillKey } from './skill-key';
import { areRelated, relatedSkills, ROLE_WORDS, SKILL_FAMILIES } from './skill-relations';

const NOW = new Date('2026-11-25T12:00:00Z');

const candidate = (facts: Partial<CandidateFacts> = {}): CandidateFacts => ({
  skills: [],
  yearsExperience: null,
  experienceLevel: 'Not specified',
  location: null,
  hasResume: true,
  hasPhone: true,
  lastActiveAt: new Date('2026-11-13T12:00:00Z'),
  ...facts,
});

const asking = (requirements: Partial<Requirements> = {}): Requirements => ({
  skills: [],
  minYears: null,
  seniority: null,
  place: null,
  isNear: false,
  ...requirements,
});

describe('the dictionaries', () => {
  it('names only skills of the skills dictionary, in families and role words', () => {
    const known = new Set(SKILLS_DICTIONARY.map((skill) => skill.name));
    const named = [...Object.values(SKILL_FAMILIES).flat(), ...Object.values(ROLE_WORDS)];
    expect(named.filter((skill) => !known.has(skill))).toEqual([]);
  });

  it('gives every town a Ghanaian position and one spelling per town', () => {
    for (const town of GHANA_TOWNS) {
      expect(town.lat).toBeGreaterThan(4.5);
      expect(town.lat).toBeLessThan(11.2);
      expect(town.lon).toBeGreaterThan(-3.3);
      expect(town.lon).toBeLessThan(1.3);
    }
    const spellings = GHANA_TOWNS.flatMap((town) => [town.name, ...(town.aliases ?? [])]).map(
      (spelling) => spelling.toLowerCase(),
    );
    expect(new Set(spellings).size).toBe(spellings.length);
  });
});

describe('places', () => {
  it('finds the town in what people write, else the region', () => {
    expect(findPlace('Ejisu, Ashanti')).toMatchObject({ kind: 'town', region: 'Ashanti' });
    expect(findPlace('East Legon, Accra')).toMatchObject({ kind: 'town', town: { name: 'Accra' } });
    expect(findPlace('Cape Coast')).toMatchObject({ town: { name: 'Cape Coast' } });
    expect(findPlace('Sekondi-Takoradi')).toMatchObject({ town: { name: 'Takoradi' } });
    expect(findPlace('Ashanti Region')).toEqual({ kind: 'region', region: 'Ashanti' });
    expect(findPlace('Brong Ahafo')).toEqual({ kind: 'region', region: 'Bono' });
    expect(findPlace('Lagos, Nigeria')).toBeNull();
    expect(findPlace('')).toBeNull();
  });

  it('knows the suburbs of Kumasi and Accra, and the towns around Tamale', () => {
    for (const suburb of ['Ahodwo', 'Nhyiaeso', 'Ayeduase', 'Santasi', 'Suame']) {
      expect(findPlace(suburb), suburb).toMatchObject({ town: { name: 'Kumasi' } });
    }
    for (const area of ['Labone', 'Ridge', 'Dome', 'Roman Ridge, Accra']) {
      expect(findPlace(area), area).toMatchObject({ town: { name: 'Accra' } });
    }
    const tolon = findPlace('Tolon');
    expect(tolon).toMatchObject({ kind: 'town', region: 'Northern' });
    const tamale = GHANA_TOWNS.find((town) => town.name === 'Tamale')!;
    expect(tolon?.kind === 'town' && distanceKm(tolon.town, tamale)).toBeLessThan(35);
    expect(scoreLocation({ place: findPlace('Tamale'), isNear: true }, 'Tolon')).toMatchObject({
      score: 0.95,
    });
    // A slip in a suburb's name is read, a different word is not.
    expect(findPlace('Nhyiaso', { allowMisspelling: true })).toMatchObject({
      town: { name: 'Kumasi' },
    });
    expect(findPlace('Bridge Street', { allowMisspelling: true })).toBeNull();
  });

  it('measures distances: Ejisu is near Kumasi, Tamale is not', () => {
    const kumasi = GHANA_TOWNS.find((town) => town.name === 'Kumasi')!;
    const ejisu = GHANA_TOWNS.find((town) => town.name === 'Ejisu')!;
    const tamale = GHANA_TOWNS.find((town) => town.name === 'Tamale')!;
    expect(distanceKm(kumasi, ejisu)).toBeGreaterThan(10);
    expect(distanceKm(kumasi, ejisu)).toBeLessThan(25);
    expect(distanceKm(kumasi, tamale)).toBeGreaterThan(250);
  });

  it('reads a misspelt town in a location field, never in a search', () => {
    expect(findPlace('Kumasii, Ashanti', { allowMisspelling: true })).toMatchObject({
      town: { name: 'Kumasi' },
    });
    expect(findPlace('Takoradl', { allowMisspelling: true })).toMatchObject({
      town: { name: 'Takoradi' },
    });
    expect(findPlace('Takoradl')).toBeNull();
    // Short names are left alone, and so are words two letters off.
    expect(findPlace('Hoe', { allowMisspelling: true })).toBeNull();
    expect(findPlace('Kumaaasi', { allowMisspelling: true })).toBeNull();
  });

  it('gives the words of a place and its surroundings, for retrieval', () => {
    const kumasi = placeArea(findPlace('Kumasi')!);
    expect(kumasi).toEqual(expect.arrayContaining(['kumasi', 'ejisu', 'ashanti']));
    expect(kumasi).not.toContain('obuasi');
    expect(kumasi).not.toContain('accra');
    const volta = placeArea(findPlace('Volta Region')!);
    expect(volta).toEqual(expect.arrayContaining(['volta', 'ho', 'hohoe']));
    expect(placeName(findPlace('near Cape Coast')!)).toBe('cape coast');
  });
});

describe('skill keys', () => {
  it('spells skills as the database does, whatever their punctuation', () => {
    expect(skillKey('Node.js')).toBe('nodejs');
    expect(skillKey('C#')).toBe('c#');
    expect(skillKey('C++')).toBe('c++');
    expect(skillKey('Power BI')).toBe('powerbi');
    expect(skillKey('React.js')).not.toBe(skillKey('React'));
  });
});

describe('reading a search', () => {
  it('takes skills, seniority, years, place and free words out of a sentence', () => {
    const parsed = parseQuery('Senior React.js developer with 5+ years near Kumasi');
    expect(parsed).toMatchObject({
      skills: ['React'],
      seniority: 'SENIOR',
      minYears: 5,
      place: { kind: 'town', town: { name: 'Kumasi' } },
      isNear: true,
      words: ['developer'],
    });
  });

  it('reads role words and the usual ways of saying years', () => {
    expect(parseQuery('accountant with IFRS, at least 3 years in Accra')).toMatchObject({
      skills: expect.arrayContaining(['Accounting', 'IFRS']),
      minYears: 3,
      place: { town: { name: 'Accra' } },
      isNear: false,
    });
    expect(parseQuery('nurse 2-4 years')).toMatchObject({ minYears: 2, maxYears: 4 });
    expect(parseQuery('graduate data analyst').seniority).toBe('JUNIOR');
    expect(parseQuery('graduate data analyst').skills).toEqual(['Data Analysis']);
    expect(parseQuery('frontend engineer Tema').skills).toEqual(['Frontend Development']);
  });

  it('reads more role words, the longer phrase winning over a word inside it', () => {
    expect(parseQuery('Quantity surveyor with AutoCAD').skills).toEqual([
      'Quantity Surveying',
      'AutoCAD',
    ]);
    expect(parseQuery('land surveyor').skills).toEqual(['Land Surveying']);
    expect(parseQuery('Warehouse and inventory supervisor')).toMatchObject({
      skills: ['Warehouse Management', 'Inventory Management'],
      words: ['supervisor'],
    });
    expect(parseQuery('storekeeper').skills).toEqual(['Inventory Management']);
    expect(parseQuery('Credit analyst for a bank').skills).toEqual(['Credit Analysis']);
    expect(parseQuery('loans officer').skills).toEqual(['Credit Analysis']);
    expect(parseQuery('civil engineer, 5+ years').skills).toEqual(['Civil Engineering']);
  });

  it('reads the upper bound of a range of years, and "up to"', () => {
    expect(parseQuery('0-2 years of experience')).toMatchObject({ minYears: 0, maxYears: 2 });
    expect(parseQuery('bookkeeper 2 to 4 years')).toMatchObject({
      skills: ['Bookkeeping'],
      minYears: 2,
      maxYears: 4,
      words: [],
    });
    expect(parseQuery('cashier with up to 3 years')).toMatchObject({
      minYears: null,
      maxYears: 3,
    });
    expect(parseQuery('nurse 5+ years')).toMatchObject({ minYears: 5, maxYears: null });
  });

  it('leaves a query without any of them as its words', () => {
    expect(parseQuery('hard working and honest')).toEqual({
      skills: [],
      seniority: null,
      minYears: null,
      maxYears: null,
      place: null,
      isNear: false,
      words: ['hard', 'working', 'honest'],
    });
  });
});

describe('the parts of a score', () => {
  it('counts skills, with related ones at half and the missing named', () => {
    const part = scoreSkills(
      ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'GraphQL'],
      ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Excel'],
    );
    expect(part).toEqual({
      score: 0.8,
      reason: '4 of 5 required skills: React, TypeScript, Node.js, PostgreSQL; missing GraphQL',
      // What a locked card may say: no skill it hides is named.
      lockedReason: '4 of 5 required skills',
    });
    expect(areRelated('React', 'Vue.js')).toBe(true);
    expect(areRelated('IFRS', 'Bookkeeping')).toBe(true);
    expect(areRelated('React', 'Bookkeeping')).toBe(false);
    expect(relatedSkills('React')).toContain('Frontend Development');
    expect(scoreSkills(['React'], ['Vue.js'])).toEqual({
      score: 0.5,
      reason: '0 of 1 required skill; related: Vue.js for React',
      lockedReason: '0 of 1 required skill; 1 related',
    });
    expect(scoreSkills([], ['React'])).toEqual({ score: null, reason: null });
  });

  it('relates full stack to both ends, and JavaScript skills across the stack', () => {
    expect(areRelated('Full Stack Development', 'React')).toBe(true);
    expect(areRelated('Full Stack Development', 'Node.js')).toBe(true);
    expect(areRelated('React', 'Node.js')).toBe(true);
    expect(areRelated('Vue.js', 'Express.js')).toBe(true);
    expect(areRelated('TypeScript', 'NestJS')).toBe(true);
    // Not every backend skill is JavaScript.
    expect(areRelated('React', 'Django')).toBe(false);
    expect(scoreSkills(['Full Stack Development'], ['React', 'Node.js'])).toMatchObject({
      score: 0.5,
      reason: '0 of 1 required skill; related: React for Full Stack Development',
    });
  });

  it('credits a related skill once, not for every asked skill it is kin to', () => {
    // Customer Service is kin to Sales and to Negotiation: it stands in for one of them.
    expect(scoreSkills(['Sales', 'Negotiation'], ['Customer Service'])).toEqual({
      score: 0.25,
      reason: '0 of 2 required skills; related: Customer Service for Sales; missing Negotiation',
      lockedReason: '0 of 2 required skills; 1 related',
    });
    // Two kin skills stand in for two asked ones, each where it can: HTML is kin only to
    // React (frontend), Express.js to both, so Express.js goes to Node.js.
    expect(scoreSkills(['React', 'Node.js'], ['Express.js', 'HTML'])).toMatchObject({
      score: 0.5,
      reason: '0 of 2 required skills; related: HTML for React, Express.js for Node.js',
    });
  });

  it('compares years with what is asked, and says when they are not known', () => {
    expect(
      scoreExperience(
        { minYears: 5, seniority: null },
        { yearsExperience: 7, experienceLevel: 'Senior' },
      ),
    ).toEqual({
      score: 1,
      reason: '7 years, the job asks 5+',
    });
    const short = scoreExperience(
      { minYears: 5, seniority: null },
      { yearsExperience: 2, experienceLevel: 'Junior' },
    );
    expect(short.score).toBeCloseTo(0.32);
    expect(short.reason).toBe('2 years, the job asks 5+');
    expect(
      scoreExperience(
        { minYears: null, seniority: 'SENIOR' },
        { yearsExperience: null, experienceLevel: 'Senior' },
      ),
    ).toEqual({ score: 0.85, reason: 'Senior (no years given), the job asks 5+' });
    expect(
      scoreExperience(
        { minYears: 3, seniority: null },
        { yearsExperience: null, experienceLevel: 'Not specified' },
      ),
    ).toEqual({ score: 0.3, reason: 'Experience not specified; the job asks 3+' });
    expect(
      scoreExperience(
        { minYears: null, seniority: null },
        { yearsExperience: 4, experienceLevel: 'Mid-Level' },
      ),
    ).toEqual({ score: null, reason: null });
  });

  it('scores a senior lower for a junior ask, and anyone far over a range', () => {
    const junior = { minYears: null, seniority: 'JUNIOR' as const };
    const years = (yearsExperience: number) =>
      scoreExperience(junior, { yearsExperience, experienceLevel: 'Not specified' });
    expect(years(0)).toEqual({ score: 1, reason: '0 years, the job is for a junior' });
    expect(years(2).score).toBe(1);
    expect(years(3).score).toBe(0.6);
    expect(years(4).score).toBe(0.6);
    expect(years(9)).toEqual({ score: 0.2, reason: '9 years, the job is for a junior' });
    expect(scoreExperience(junior, { yearsExperience: null, experienceLevel: 'Senior' })).toEqual({
      score: 0.2,
      reason: 'Senior (no years given), the job is for a junior',
    });
    // A range's upper bound is a cap too; "0+ years" alone is not.
    const range = { minYears: 2, maxYears: 4, seniority: null };
    expect(scoreExperience(range, { yearsExperience: 3, experienceLevel: 'Mid-Level' })).toEqual({
      score: 1,
      reason: '3 years, the job asks 2-4',
    });
    expect(scoreExperience(range, { yearsExperience: 10, experienceLevel: 'Senior' })).toEqual({
      score: 0.2,
      reason: '10 years, the job asks 2-4',
    });
    expect(
      scoreExperience(
        { minYears: 0, maxYears: 2, seniority: null },
        { yearsExperience: 4, experienceLevel: 'Mid-Level' },
      ),
    ).toEqual({ score: 0.6, reason: '4 years, the job asks up to 2' });
    expect(
      scoreExperience(
        { minYears: 0, seniority: null },
        { yearsExperience: 9, experienceLevel: 'Senior' },
      ),
    ).toEqual({ score: 1, reason: '9 years, the job is open to beginners' });
  });

  it('places the candidate: same city, near, same region, elsewhere', () => {
    const accra = { place: findPlace('Accra'), isNear: false };
    expect(scoreLocation(accra, 'Accra')).toEqual({ score: 1, reason: 'Accra, same city' });
    expect(scoreLocation(accra, 'Tema')).toMatchObject({
      score: 0.8,
      reason: expect.stringMatching(/^Tema, \d+ km from Accra$/),
    });
    const nearKumasi = { place: findPlace('Kumasi'), isNear: true };
    expect(scoreLocation(nearKumasi, 'Ejisu, Ashanti')).toMatchObject({ score: 0.95 });
    expect(scoreLocation(nearKumasi, 'Obuasi')).toMatchObject({
      score: 0.5,
      reason: expect.stringContaining('same region (Ashanti)'),
    });
    expect(scoreLocation(nearKumasi, 'Tamale')).toMatchObject({ score: 0 });
    expect(scoreLocation(nearKumasi, null)).toEqual({ score: 0, reason: 'Location not given' });
    expect(scoreLocation({ place: null, isNear: false }, 'Accra')).toEqual({
      score: null,
      reason: null,
    });
  });

  it('rewards a complete, recently active profile', () => {
    expect(
      scoreProfile(candidate({ skills: ['Sales'], location: 'Ho', yearsExperience: 3 }), NOW),
    ).toEqual({
      score: 1,
      reason: 'Profile 5 of 5 complete, active 12 days ago',
    });
    const stale = scoreProfile(
      candidate({ hasResume: false, hasPhone: false, lastActiveAt: new Date('2024-01-01') }),
      NOW,
    );
    expect(stale.score).toBeCloseTo(0.5 * (0 / 5) + 0.5 * 0.3);
  });

  it('scores only completeness when the candidate is applying now', () => {
    expect(
      scoreProfile(
        candidate({
          skills: ['Sales'],
          location: 'Ho',
          yearsExperience: 3,
          hasPhone: false,
          lastActiveAt: null,
        }),
        NOW,
      ),
    ).toEqual({ score: 4 / 5, reason: 'Profile 4 of 5 complete' });
  });
});

describe('a whole match', () => {
  it('is the weighted mean of the parts that apply, with the reasons in words', () => {
    const match = scoreMatch(
      asking({
        skills: ['Accounting', 'IFRS'],
        minYears: 3,
        place: findPlace('Kumasi'),
        isNear: true,
      }),
      candidate({
        skills: ['Accounting', 'Bookkeeping'],
        yearsExperience: 4,
        location: 'Ejisu',
        lastActiveAt: new Date('2026-11-20T12:00:00Z'),
      }),
      NOW,
    );
    const expected =
      (MATCH_WEIGHTS.skills * 0.75 +
        MATCH_WEIGHTS.experience * 1 +
        MATCH_WEIGHTS.location * 0.95 +
        MATCH_WEIGHTS.profile * 1) /
      (MATCH_WEIGHTS.skills +
        MATCH_WEIGHTS.experience +
        MATCH_WEIGHTS.location +
        MATCH_WEIGHTS.profile);
    expect(match.total).toBe(Math.round(expected * 100));
    expect(match.reasons).toEqual([
      '1 of 2 required skills: Accounting; related: Bookkeeping for IFRS',
      '4 years, the job asks 3+',
      expect.stringMatching(/^Ejisu, \d+ km from Kumasi$/),
      'Profile 5 of 5 complete, active 5 days ago',
    ]);
  });

  it('weighs the place enough, once named, that a far full match ranks below a near one', () => {
    const job = asking({
      skills: ['Graphic Design', 'Adobe Photoshop', 'Adobe Illustrator'],
      place: findPlace('Kumasi'),
    });
    const everySkillInAccra = scoreMatch(
      job,
      candidate({ skills: [...job.skills], location: 'Accra' }),
      NOW,
    );
    const twoSkillsInKumasi = scoreMatch(
      job,
      candidate({ skills: ['Adobe Photoshop', 'Adobe Illustrator'], location: 'Adum, Kumasi' }),
      NOW,
    );
    expect(twoSkillsInKumasi.total).toBeGreaterThan(everySkillInAccra.total);
    // Without a place, the skills decide alone.
    const anywhere = asking({ skills: job.skills });
    expect(
      scoreMatch(anywhere, candidate({ skills: [...job.skills], location: 'Accra' }), NOW).total,
    ).toBeGreaterThan(
      scoreMatch(anywhere, candidate({ skills: ['Adobe Photoshop'], location: 'Kumasi' }), NOW)
        .total,
    );
  });

  it('orders candidates as a recruiter would for a senior React job in Accra', () => {
    const job = asking({
      skills: ['React', 'TypeScript', 'Node.js'],
      seniority: 'SENIOR',
      place: findPlace('Accra'),
    });
    const people: Array<[string, CandidateFacts]> = [
      [
        'exact',
        candidate({
          skills: ['React', 'TypeScript', 'Node.js'],
          yearsExperience: 6,
          location: 'Osu, Accra',
        }),
      ],
      [
        'related',
        candidate({
          skills: ['Vue.js', 'JavaScript', 'Express.js'],
          yearsExperience: 6,
          location: 'Tema',
        }),
      ],
      [
        'junior',
        candidate({ skills: ['React', 'TypeScript'], yearsExperience: 1, location: 'Accra' }),
      ],
      [
        'far',
        candidate({
          skills: ['React', 'TypeScript', 'Node.js'],
          yearsExperience: 6,
          location: 'Tamale',
        }),
      ],
      [
        'other field',
        candidate({ skills: ['Accounting', 'IFRS'], yearsExperience: 8, location: 'Accra' }),
      ],
    ];
    const ranked = people
      .map(([name, facts]) => [name, scoreMatch(job, facts, NOW).total] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([name]) => name);
    expect(ranked[0]).toBe('exact');
    expect(ranked.at(-1)).toBe('other field');
    // The place and the years count, and kin skills count for something.
    expect(ranked.indexOf('exact')).toBeLessThan(ranked.indexOf('far'));
    expect(ranked.indexOf('related')).toBeLessThan(ranked.indexOf('other field'));
    expect(ranked.indexOf('exact')).toBeLessThan(ranked.indexOf('junior'));
  });
});
