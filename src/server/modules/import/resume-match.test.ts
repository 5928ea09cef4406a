import { describe, expect, it } from 'vitest';
import type { ImportedCandidate } from './parse/rows';
import { createResumeMatcher, nameKey } from './resume-match';

function person(row: number, fullName: string, email: string, resumeFile: string | null = null) {
  const candidate: ImportedCandidate = {
    fullName,
    email,
    phone: null,
    location: null,
    skills: [],
    yearsExperience: null,
    resumeFile,
    stage: null,
    source: null,
    appliedAt: null,
  };
  return { row, candidate };
}

describe('resume file names to rows', () => {
  it('reads a name out of the usual file names', () => {
    expect(nameKey('Ama_Mensah-CV (2024) FINAL')).toBe('ama mensah');
    expect(nameKey('Résumé - Kwabena Ọ̀fọ́sú')).toBe('kwabena ofosu');
  });

  it('matches by the Resume column first, then an email in the name, then the name', () => {
    const match = createResumeMatcher([
      person(2, 'Ama Mensah', 'ama@example.com', 'folder/AM-2024.PDF'),
      person(3, 'Kofi Boateng', 'kofi@example.com'),
      person(4, 'Efua Owusu', 'efua@example.com'),
    ]);
    expect(match('cvs/am-2024.pdf')).toEqual({ row: 2, by: 'file name' });
    expect(match('kofi@example.com.docx')).toEqual({ row: 3, by: 'email' });
    expect(match('Efua_Owusu_Resume.pdf')).toEqual({ row: 4, by: 'name' });
    expect(match('Someone Else.pdf')).toBeNull();
  });

  it('gives a row one resume only, and never guesses between two people of one name', () => {
    const match = createResumeMatcher([
      person(2, 'Ama Mensah', 'ama1@example.com'),
      person(3, 'Ama Mensah', 'ama2@example.com'),
      person(4, 'Yaw Asante', 'yaw@example.com', 'yaw.pdf'),
    ]);
    expect(match('Ama Mensah.pdf')).toBeNull();
    expect(match('yaw.pdf')).toEqual({ row: 4, by: 'file name' });
    expect(match('Yaw Asante CV.pdf')).toBeNull();
    // The extension may be left out of the Resume column.
    const bare = createResumeMatcher([person(2, 'Abena Ofori', 'abena@example.com', 'abena-cv')]);
    expect(bare('ABENA-CV.docx')).toEqual({ row: 2, by: 'file name' });
  });
});
