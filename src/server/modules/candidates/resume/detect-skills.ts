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

/** Stands for "spaces or hyphens, or nothing" between the words of a term. */
const SEPARATOR = ' ';

interface TrieNode {
  children: Map<string, TrieNode>;
  isEnd: boolean;
}

/**
 * The terms as one regular expression shaped like a trie ("java(?:script)?"),
 * so the engine reads each character once instead of trying every term at
 * every word: this keeps 100,000 characters at a few milliseconds.
 */
function trieAlternation(terms: readonly string[], isCaseSensitive: boolean): string {
  const root: TrieNode = { children: new Map(), isEnd: false };
  for (const term of terms) {
    let node = root;
    const spelling = (isCaseSensitive ? term : term.toLowerCase()).replace(/[\s-]+/g, SEPARATOR);
    for (const char of spelling) {
      let child = node.children.get(char);
      if (!child) {
        child = { children: new Map(), isEnd: false };
        node.children.set(char, child);
      }
      node = child;
    }
    node.isEnd = true;
  }
  return renderTrie(root);
}

function renderTrie(node: TrieNode): string {
  // Letters before the separator: "e-commerce" is read as written first.
  const entries = [...node.children].sort(
    ([a], [b]) => Number(a === SEPARATOR) - Number(b === SEPARATOR),
  );
  const branches = entries.map(([char, child]) => {
    const head = char === SEPARATOR ? '[\\s-]*' : char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return head + renderTrie(child);
  });
  if (branches.length === 0) return '';
  const alternation = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
  // Greedy: the longer term is tried first, backtracking falls back to the shorter.
  return node.isEnd ? `(?:${alternation})?` : alternation;
}

/**
 * Case-insensitive and case-sensitive spellings need separate expressions
 * (Node 20 has no inline `(?i:)`).
 */
function compileMatchers(dictionary: readonly SkillDefinition[]): Matcher[] {
  const byCase = [new Map<string, string>(), new Map<string, string>()];
  const terms: string[][] = [[], []];
  for (const skill of dictionary) {
    const spellings: [string, boolean][] = (skill.aliases ?? []).map((alias) => [alias, false]);
    if (!skill.aliasesOnly) spellings.push([skill.name, skill.caseSensitive ?? false]);
    for (const [term, isCaseSensitive] of spellings) {
      const side = isCaseSensitive ? 1 : 0;
      // Every spelling goes in: "E-commerce" and "Ecommerce" share a key but not a path.
      terms[side]!.push(term);
      byCase[side]!.set(spellingKey(term, isCaseSensitive), skill.name);
    }
  }
  return [0, 1].flatMap((side) => {
    const isCaseSensitive = side === 1;
    if (terms[side]!.length === 0) return [];
    const alternation = trieAlternation(terms[side]!, isCaseSensitive);
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
