import { describe, expect, it } from 'vitest';
import type { LockedCandidateView, UnlockedCandidateView } from '../../../../shared/applications';
import {
  candidateDisplayName,
  candidateInitials,
  experienceText,
  maskedSkillCount,
  nextStageOf,
  refundDeadline,
} from './candidate-display';

const anonymous = {
  id: 'c1',
  source: 'job_page',
  location: 'Accra',
  experienceContext: 'Senior' as const,
  yearsExperienceInField: 6,
  educationLevel: null,
  workAuthorization: null,
  skills: ['Excel', 'HACCP'],
  hiddenSkillCount: 7,
  hasResume: true,
};
const locked: LockedCandidateView = { ...anonymous, isUnlocked: false };
const unlocked: UnlockedCandidateView = {
  ...anonymous,
  isUnlocked: true,
  hiddenSkillCount: 0,
  fullName: 'Zebedee Quartermaine',
  email: 'zeb@example.test',
  phone: null,
  profileImageUrl: null,
  salaryExpectationMin: null,
  salaryExpectationMax: null,
  resumeUrl: null,
  resumeSummary: null,
};

describe('candidate display', () => {
  it('never names or gives initials to a locked candidate', () => {
    expect(candidateDisplayName(locked)).toBe('Anonymous applicant');
    expect(candidateInitials(locked)).toBeNull();
    expect(candidateDisplayName(unlocked)).toBe('Zebedee Quartermaine');
    expect(candidateInitials(unlocked)).toBe('ZQ');
  });

  it('masks at most four hidden skills, and none once unlocked', () => {
    expect(maskedSkillCount(locked)).toBe(4);
    expect(maskedSkillCount({ ...locked, hiddenSkillCount: 1 })).toBe(1);
    expect(maskedSkillCount({ ...locked, hiddenSkillCount: 0 })).toBe(0);
    expect(maskedSkillCount({ ...unlocked, hiddenSkillCount: 3 })).toBe(0);
  });

  it('tells the experience level with the years', () => {
    expect(experienceText(locked)).toBe('Senior, 6 years');
    expect(experienceText({ ...locked, yearsExperienceInField: 1 })).toBe('Senior, 1 year');
    expect(experienceText({ ...locked, yearsExperienceInField: null })).toBe('Senior');
    expect(experienceText({ ...locked, experienceContext: 'Not specified' })).toBe(
      '6 years of experience',
    );
    expect(
      experienceText({
        ...locked,
        experienceContext: 'Not specified',
        yearsExperienceInField: null,
      }),
    ).toBe('Experience not specified');
  });

  it('offers a refund only before the window ends', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(refundDeadline({ refundableUntil: null }, now)).toBeNull();
    expect(refundDeadline({ refundableUntil: '2025-01-01T11:59:59Z' }, now)).toBeNull();
    expect(refundDeadline({ refundableUntil: '2025-01-02T12:00:00Z' }, now)?.toISOString()).toBe(
      '2025-01-02T12:00:00.000Z',
    );
  });

  it('finds the next stage, none after the last or for an unknown stage', () => {
    const stages = ['Applied', 'Screening', 'Interview', 'Decision'];
    expect(nextStageOf(stages, 'Applied')).toBe('Screening');
    expect(nextStageOf(stages, 'Decision')).toBeNull();
    expect(nextStageOf(stages, 'Offer')).toBeNull();
  });
});
