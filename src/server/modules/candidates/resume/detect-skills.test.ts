import { describe, expect, it } from 'vitest';
import { detectSkills } from './detect-skills';
import { SKILLS_DICTIONARY } from './skills-dictionary';

describe('detectSkills', () => {
  it('finds canonical names in order of first appearance, once each', () => {
    expect(
      detectSkills(
        'Senior Software Engineer, 8 years of experience with TypeScript, React and PostgreSQL. ' +
          'Also typescript, postgres and REACT.JS again.',
      ),
    ).toEqual(['TypeScript', 'React', 'PostgreSQL']);
  });

  it('matches whole words only', () => {
    expect(detectSkills('JavaScript and ECMAScript')).toEqual(['JavaScript']);
    expect(detectSkills('Java, JavaScript')).toEqual(['Java', 'JavaScript']);
    expect(detectSkills('Expert in SQLAlchemy and MySQLi')).toEqual([]);
    expect(detectSkills('nodes, nodejsx')).toEqual([]);
    expect(detectSkills('info@java.com')).toEqual([]);
  });

  it('matches names made of symbols', () => {
    expect(detectSkills('C++, C#, .NET, ASP.NET Core, Node.js, CI/CD, M&E, UI/UX')).toEqual([
      'C++',
      'C#',
      '.NET',
      'ASP.NET',
      'Node.js',
      'CI/CD',
      'Monitoring and Evaluation',
      'UI/UX Design',
    ]);
    expect(detectSkills('C/C++ developer')).toEqual(['C++']);
    expect(detectSkills('Built with C++.')).toEqual(['C++']);
  });

  it('maps aliases, and reads spaces, hyphens and line breaks alike', () => {
    expect(
      detectSkills('JS, NodeJS, Golang, K8s, PowerBI, full-stack, Supply\nChain, MoMo, e-commerce'),
    ).toEqual([
      'JavaScript',
      'Node.js',
      'Go',
      'Kubernetes',
      'Power BI',
      'Full Stack Development',
      'Supply Chain',
      'Mobile Money',
      'E-commerce',
    ]);
  });

  it('prefers the longest spelling where they overlap', () => {
    expect(detectSkills('React Native apps')).toEqual(['React Native']);
    expect(detectSkills('Spring Boot')).toEqual(['Spring']);
    expect(detectSkills('Three.js')).toEqual([]);
    expect(detectSkills('GitHub Actions and GitHub')).toEqual(['GitHub Actions', 'Git']);
    expect(detectSkills('Digital Marketing, then Marketing')).toEqual([
      'Digital Marketing',
      'Marketing',
    ]);
  });

  it('keeps ordinary words out: case-sensitive and alias-only skills', () => {
    expect(detectSkills('I excel at go-to-market plans and react swiftly; grade C, R&D')).toEqual(
      [],
    );
    expect(detectSkills('Excel, Swift, MS Excel, microsoft excel')).toEqual(['Excel', 'Swift']);
    expect(detectSkills('Go, R and C')).toEqual([]);
    expect(detectSkills('R programming and C language, GoLang')).toEqual(['R', 'C', 'Go']);
    expect(detectSkills('Senior High School, Business Administration')).toEqual([]);
  });

  it('handles empty text and takes a few milliseconds for 100,000 characters', () => {
    expect(detectSkills('')).toEqual([]);
    const text = (
      'Kofi Mensah, Accra. 8 years building payment systems for mobile money operators using ' +
      'TypeScript, Node.js and PostgreSQL on AWS with Docker. Managed budgets and procurement.\n'
    )
      .repeat(600)
      .slice(0, 100_000);
    detectSkills(text);
    const started = performance.now();
    const skills = detectSkills(text);
    const elapsed = performance.now() - started;
    expect(skills).toEqual([
      'Mobile Money',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'AWS',
      'Docker',
      'Procurement',
    ]);
    // A few ms on a laptop; the margin is for loaded CI machines.
    expect(elapsed).toBeLessThan(100);
  });
});

describe('SKILLS_DICTIONARY', () => {
  it('has about 250 or more skills, each spelling owned by one skill', () => {
    expect(SKILLS_DICTIONARY.length).toBeGreaterThanOrEqual(250);
    const owners = new Map<string, string>();
    for (const skill of SKILLS_DICTIONARY) {
      const spellings = [...(skill.aliases ?? []), ...(skill.aliasesOnly ? [] : [skill.name])];
      for (const spelling of spellings) {
        const key = spelling.replace(/[\s-]+/g, '').toLowerCase();
        const owner = owners.get(key);
        expect(owner === undefined || owner === skill.name, `${spelling}: ${owner}`).toBe(true);
        owners.set(key, skill.name);
      }
    }
    const names = SKILLS_DICTIONARY.map((skill) => skill.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds every skill by its own name or first alias', () => {
    for (const skill of SKILLS_DICTIONARY) {
      const spelling = skill.aliasesOnly ? skill.aliases![0]! : skill.name;
      expect(detectSkills(`Skills: ${spelling}.`), spelling).toEqual([skill.name]);
    }
  });
});
