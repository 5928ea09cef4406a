import type { ImportedCandidate } from './parse/rows';

/** Words a resume's file name carries beside its owner's name ("Ama Kusi - CV (2024).pdf"). */
const FILLER_WORDS = new Set([
  'cv',
  'resume',
  'resumé',
  'curriculum',
  'vitae',
  'vita',
  'final',
  'updated',
  'latest',
  'new',
  'copy',
  'of',
]);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;

/** A file name without folders, lower-cased, as rows and archives are compared. */
export function fileKey(name: string): string {
  return (name.split(/[\\/]/).at(-1) ?? name).trim().toLowerCase().normalize('NFC');
}

/** A person's name (or a file's stem) as words, lower-case, without accents or filler. */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replaceAll(/\p{M}+/gu, '')
    .replaceAll(/\d+/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .join(' ');
}

function stemOf(fileName: string): string {
  return fileKey(fileName).replace(/\.[a-z0-9]{1,5}$/, '');
}

export type ResumeMatch = { row: number; by: 'file name' | 'email' | 'name' } | null;

/**
 * Finds which row a resume of the ZIP belongs to: the row that names the file in
 * its Resume column (with or without its folders and extension), else the row
 * whose email is in the file's name, else the one row whose candidate's name is
 * the file's name once filler words ("CV", "Resume", years) are left out. A name
 * two rows share gives nothing: a resume is never guessed. Each row takes one
 * resume, the first the archive gives it.
 */
export function createResumeMatcher(rows: Array<{ row: number; candidate: ImportedCandidate }>) {
  const byFile = new Map<string, number>();
  const byEmail = new Map<string, number>();
  const byName = new Map<string, number | 'ambiguous'>();
  for (const { row, candidate } of rows) {
    if (candidate.resumeFile) {
      byFile.set(fileKey(candidate.resumeFile), row);
      byFile.set(stemOf(candidate.resumeFile), row);
    }
    byEmail.set(candidate.email.toLowerCase(), row);
    const name = nameKey(candidate.fullName);
    if (name) byName.set(name, byName.has(name) ? 'ambiguous' : row);
  }
  const taken = new Set<number>();
  const claim = (row: number | undefined, by: 'file name' | 'email' | 'name'): ResumeMatch => {
    if (row === undefined || taken.has(row)) return null;
    taken.add(row);
    return { row, by };
  };
  return (fileName: string): ResumeMatch => {
    const file = fileKey(fileName);
    const byFileRow = byFile.get(file) ?? byFile.get(stemOf(fileName));
    if (byFileRow !== undefined) return claim(byFileRow, 'file name');
    const email = EMAIL.exec(stemOf(fileName))?.[0];
    if (email && byEmail.has(email)) return claim(byEmail.get(email), 'email');
    const name = byName.get(nameKey(stemOf(fileName)));
    if (typeof name === 'number') return claim(name, 'name');
    return null;
  };
}
