import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '../../../../shared/applications';
import type { PipelineView } from '../../../../shared/jobs';
import {
  findApplicationInPipeline,
  moveApplicationInPipeline,
  replaceApplicationInPipeline,
} from './pipeline-moves';

function application(id: string, stage: string, createdAt: string): ApplicationView {
  return {
    id,
    jobId: 'job-1',
    job: { id: 'job-1', title: 'Nurse' },
    stage,
    unlockStatus: 'UNLOCKED',
    createdAt,
    unlockedAt: createdAt,
    refundableUntil: null,
    rejectedAt: null,
    rejectionReason: null,
    match: null,
    candidate: {
      id: `candidate-${id}`,
      isUnlocked: true,
      source: 'public',
      location: 'Accra',
      experienceContext: 'Senior',
      yearsExperienceInField: 6,
      educationLevel: null,
      workAuthorization: null,
      skills: ['Triage'],
      hiddenSkillCount: 0,
      hasResume: false,
      fullName: `Person ${id}`,
      email: `${id}@example.test`,
      phone: null,
      profileImageUrl: null,
      salaryExpectationMin: null,
      salaryExpectationMax: null,
      resumeUrl: null,
      resumeSummary: null,
    },
  };
}

const ids = (column: ApplicationView[] | undefined) => (column ?? []).map((item) => item.id);

function board(): PipelineView {
  return {
    Applied: [
      application('a', 'Applied', '2026-01-01T09:00:00.000Z'),
      application('c', 'Applied', '2026-01-03T09:00:00.000Z'),
    ],
    Screening: [
      application('b', 'Screening', '2026-01-02T09:00:00.000Z'),
      application('d', 'Screening', '2026-01-04T09:00:00.000Z'),
    ],
    Interview: [],
    Decision: [],
  };
}

describe('moveApplicationInPipeline', () => {
  it('moves the card into the target column, in application order, and sets its stage', () => {
    const before = board();
    const after = moveApplicationInPipeline(before, 'c', 'Screening');
    expect(ids(after.Applied)).toEqual(['a']);
    expect(ids(after.Screening)).toEqual(['b', 'c', 'd']);
    expect(findApplicationInPipeline(after, 'c')?.stage).toBe('Screening');
  });

  it('keeps the column order of the job and leaves untouched columns as they were', () => {
    const before = board();
    const after = moveApplicationInPipeline(before, 'a', 'Decision');
    expect(Object.keys(after)).toEqual(['Applied', 'Screening', 'Interview', 'Decision']);
    expect(ids(after.Decision)).toEqual(['a']);
    expect(after.Screening).toEqual(before.Screening);
  });

  it('never changes the cached pipeline it was given', () => {
    const before = board();
    const copy = structuredClone(before);
    moveApplicationInPipeline(before, 'a', 'Interview');
    expect(before).toEqual(copy);
  });

  it('returns the same pipeline for an unknown card or a drop on its own column', () => {
    const before = board();
    expect(moveApplicationInPipeline(before, 'nobody', 'Interview')).toBe(before);
    expect(moveApplicationInPipeline(before, 'b', 'Screening')).toBe(before);
  });

  it('adds a column for a stage the cached board does not have yet', () => {
    const after = moveApplicationInPipeline(board(), 'a', 'Offer');
    expect(ids(after.Offer)).toEqual(['a']);
  });

  it('breaks ties in application time by id, as the server orders them', () => {
    const before: PipelineView = {
      Applied: [application('y', 'Applied', '2026-01-01T09:00:00.000Z')],
      Screening: [application('x', 'Screening', '2026-01-01T09:00:00.000Z')],
    };
    const after = moveApplicationInPipeline(before, 'y', 'Screening');
    expect(ids(after.Screening)).toEqual(['x', 'y']);
  });
});

describe('replaceApplicationInPipeline', () => {
  it('puts the server’s answer where its stage says, replacing the optimistic copy', () => {
    const moved = moveApplicationInPipeline(board(), 'a', 'Interview');
    const answer = { ...application('a', 'Interview', '2026-01-01T09:00:00.000Z') };
    answer.unlockedAt = '2026-02-01T00:00:00.000Z';
    const after = replaceApplicationInPipeline(moved, answer);
    expect(ids(after.Interview)).toEqual(['a']);
    expect(findApplicationInPipeline(after, 'a')?.unlockedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(ids(after.Applied)).toEqual(['c']);
  });

  it('rolls one card back without undoing another move made meanwhile', () => {
    const before = board();
    const original = findApplicationInPipeline(before, 'a')!;
    const bothMoved = moveApplicationInPipeline(
      moveApplicationInPipeline(before, 'a', 'Interview'),
      'b',
      'Decision',
    );
    const after = replaceApplicationInPipeline(bothMoved, original);
    expect(ids(after.Applied)).toEqual(['a', 'c']);
    expect(ids(after.Decision)).toEqual(['b']);
  });

  it('ignores an application the board does not hold', () => {
    const before = board();
    expect(replaceApplicationInPipeline(before, application('z', 'Applied', '2026-01-09'))).toBe(
      before,
    );
  });
});
