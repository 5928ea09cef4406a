import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_DATA } from '../../../../shared/matching';
import {
  candidatesFoundText,
  experienceText,
  previousApplicationsText,
  relevancePercent,
  scorePartText,
  splitSkills,
  successProbabilityText,
} from './match-text';

describe('match texts', () => {
  it('shows relevance as a whole percentage', () => {
    expect(relevancePercent(0.874)).toBe(87);
    expect(relevancePercent(1)).toBe(100);
  });

  it('shows five skills and counts the rest', () => {
    expect(splitSkills(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: 2,
    });
    expect(splitSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('counts previous applications in words', () => {
    expect(previousApplicationsText(3)).toBe('3 previous applications');
    expect(previousApplicationsText(1)).toBe('1 previous application');
    expect(previousApplicationsText(0)).toBe('No previous applications');
  });

  it('says experience as years, else the level, else that it is not specified', () => {
    expect(experienceText(7, 'Senior')).toBe('7 years');
    expect(experienceText(1, 'Junior')).toBe('1 year');
    expect(experienceText(null, 'Mid-Level')).toBe('Mid-Level');
    expect(experienceText(null, 'Not specified')).toBe('Experience not specified');
  });

  it('says when the job asks nothing of a part, and when there is no history yet', () => {
    expect(scorePartText(null)).toBe('Not asked by the job');
    expect(scorePartText(83)).toBe('83%');
    expect(successProbabilityText(null)).toBe(NOT_ENOUGH_DATA);
    expect(successProbabilityText(42)).toBe(
      '42% of candidates with a similar score reached interview or further in Shortlist pipelines',
    );
    expect(candidatesFoundText(1)).toBe('1 candidate found');
    expect(candidatesFoundText(4)).toBe('4 candidates found');
  });
});
