/**
 * An ILIKE pattern matching text that contains `text` as typed: its `%`, `_` and
 * `\` stand for themselves, so a search for "50%" is not a wildcard.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
