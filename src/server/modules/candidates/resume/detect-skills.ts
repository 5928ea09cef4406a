import { SKILLS_DICTIONARY, type SkillDefinition } from './skills-dictionary';

interface Matcher {
  pattern: RegExp;
  /** Spelling key (see `spellingKey`) -> canonical name. */
  names: Map<string, string>;
  isCaseSensitive: boolean;
}

/**
 * A term stands alone: not inside a word ("Java" in "JavaScript"), an email
 * or a file name ("Three.js" is not "JS"), and not followed by more of a
 * name ("C" in "C++", "Node" in "Node.jsx").
 */
const BEFORE = '(?<![\\p{L}\\p{N}_.@])';
const AFTER = '(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])';

/** Spaces and hyphens are interchangeable and optional: "Full-Stack", "full stack", "FullStack". */
function spellingKey(term: string, isCaseSensitive: boolean): string {
  const key = term.replace(/[\s-]+/g, '');
  return isCaseSensitive ? key : key.toLowerCase();
}

function termPattern(term: string): string {
  return term
    .split(/[\s-]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('[\\s-]*');
}

/**
 * Case-insensitive and case-sensitive spellings need separate expressions
 * (Node 20 has no inline `(?i:)`); each is one alternation, longest first so
 * that "Node.js" wins over "Node" and "React Native" over "React".
 */
function compileMatchers(dictionary: readonly SkillDefinition[]): Matcher[] {
  const byCase = [new Map<string, string>(), new Map<string, string>()];
  const terms: string[][] = [[], []];
  for (const skill of dictionary) {
    const spellings: [string, boolean][] = (skill.aliases ?? []).map((alias) => [alias, false]);
    if (!skill.aliasesOnly) spellings.push([skill.name, skill.caseSensitive ?? false]);
    for (const [term, isCaseSensitive] of spellings) {
      const side = isCaseSensitive ? 1 : 0;
      const key = spellingKey(term, isCaseSensitive);
      if (!byCase[side]!.has(key)) terms[side]!.push(term);
      byCase[side]!.set(key, skill.name);
    }
  }
  return [0, 1].flatMap((side) => {
    const list = terms[side]!;
    if (list.length === 0) return [];
    list.sort((a, b) => b.length - a.length);
    const isCaseSensitive = side === 1;
    const alternation = list.map(termPattern).join('|');
    return [
      {
        pattern: new RegExp(`${BEFORE}(?:${alternation})${AFTER}`, isCaseSensitive ? 'gu' : 'giu'),
        names: byCase[side]!,
        isCaseSensitive,
      },
    ];
  });
}

const matchers = compileMatchers(SKILLS_DICTIONARY);

/**
 * The dictionary skills named in the text, in order of first appearance,
 * each once. Where spellings overlap, the one that starts first (then the
 * longer) is taken.
 */
export function detectSkills(text: string): string[] {
  const hits: { start: number; end: number; name: string }[] = [];
  for (const { pattern, names, isCaseSensitive } of matchers) {
    for (const match of text.matchAll(pattern)) {
      const name = names.get(spellingKey(match[0], isCaseSensitive));
      if (name) hits.push({ start: match.index, end: match.index + match[0].length, name });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const found = new Set<string>();
  let covered = 0;
  for (const hit of hits) {
    if (hit.start < covered) continue;
    covered = hit.end;
    found.add(hit.name);
  }
  return [...found];
}
