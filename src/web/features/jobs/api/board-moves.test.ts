import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '../../../../shared/applications';
import type { BoardColumnView, BoardView } from '../../../../shared/jobs';
import {
  appendColumnPage,
  compareInOrder,
  findApplicationInBoard,
  moveApplicationInBoard,
  replaceApplicationInBoard,
} from './board-moves';

function application(
  id: string,
  stage: string,
  createdAt: string,
  score: number | null = null,
): ApplicationView {
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
    match: score === null ? null : ({ score } as ApplicationView['match']),
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

const ids = (board: BoardView, stage: string) =>
  board.columns.find((column) => column.stage === stage)!.items.map((item) => item.id);
const totalOf = (board: BoardView, stage: string) =>
  board.columns.find((column) => column.stage === stage)!.total;

function column(
  stage: string,
  items: ApplicationView[],
  total = items.length,
  nextCursor: string | null = null,
): BoardColumnView {
  return { stage, total, items, nextCursor };
}

/** Applied shows 3 of its 5 cards (more to load); Screening shows all of its 2. */
function board(): BoardView {
  return {
    columns: [
      column(
        'Applied',
        [
          application('a1', 'Applied', '2026-01-01T10:00:00.000Z'),
          application('a2', 'Applied', '2026-01-02T10:00:00.000Z'),
          application('a3', 'Applied', '2026-01-03T10:00:00.000Z'),
        ],
        5,
        'cursor-after-a3',
      ),
      column('Screening', [
        application('s1', 'Screening', '2026-01-01T12:00:00.000Z'),
        application('s2', 'Screening', '2026-01-05T12:00:00.000Z'),
      ]),
      column('Interview', []),
    ],
  };
}

describe('compareInOrder', () => {
  const older = application('x', 'Applied', '2026-01-01T00:00:00.000Z', 40);
  const newer = application('y', 'Applied', '2026-01-02T00:00:00.000Z', null);
  const best = application('z', 'Applied', '2026-01-01T00:00:00.000Z', 90);
  it('orders as the server does: oldest, newest, best match with unscored last', () => {
    expect([newer, older].sort((a, b) => compareInOrder('oldest', a, b))).toEqual([older, newer]);
    expect([older, newer].sort((a, b) => compareInOrder('newest', a, b))).toEqual([newer, older]);
    expect([newer, older, best].sort((a, b) => compareInOrder('match', a, b))).toEqual([
      best,
      older,
      newer,
    ]);
  });
});

describe('moving a card on a paged board', () => {
  it('moves it between columns in order, with both counts', () => {
    const moved = moveApplicationInBoard(board(), 'a2', 'Screening', 'oldest');
    expect(ids(moved, 'Applied')).toEqual(['a1', 'a3']);
    expect(totalOf(moved, 'Applied')).toBe(4);
    expect(ids(moved, 'Screening')).toEqual(['s1', 'a2', 's2']);
    expect(totalOf(moved, 'Screening')).toBe(3);
    expect(findApplicationInBoard(moved, 'a2')!.stage).toBe('Screening');
  });

  it('counts a card that belongs past the loaded cards of a column with more pages, without showing it', () => {
    const later = moveApplicationInBoard(board(), 's2', 'Applied', 'oldest');
    expect(ids(later, 'Applied')).toEqual(['a1', 'a2', 'a3']);
    expect(totalOf(later, 'Applied')).toBe(6);
    expect(ids(later, 'Screening')).toEqual(['s1']);
    // Within the loaded range it shows at its place.
    const earlier = moveApplicationInBoard(board(), 's1', 'Applied', 'oldest');
    expect(ids(earlier, 'Applied')).toEqual(['a1', 's1', 'a2', 'a3']);
  });

  it('leaves the board as it is for an unknown card, the same stage or a stage with no column', () => {
    const start = board();
    expect(moveApplicationInBoard(start, 'nobody', 'Screening', 'oldest')).toBe(start);
    expect(moveApplicationInBoard(start, 'a1', 'Applied', 'oldest')).toBe(start);
    expect(moveApplicationInBoard(start, 'a1', 'Nowhere', 'oldest')).toBe(start);
  });

  it("puts the server's answer in place of the moved card, and a refused move back", () => {
    const moved = moveApplicationInBoard(board(), 'a1', 'Interview', 'newest');
    const answered = replaceApplicationInBoard(
      moved,
      { ...findApplicationInBoard(moved, 'a1')!, unlockStatus: 'UNLOCKED' },
      'newest',
    );
    expect(ids(answered, 'Interview')).toEqual(['a1']);
    expect(totalOf(answered, 'Interview')).toBe(1);
    const back = replaceApplicationInBoard(moved, findApplicationInBoard(board(), 'a1')!, 'oldest');
    expect(ids(back, 'Applied')).toEqual(['a1', 'a2', 'a3']);
    expect(totalOf(back, 'Applied')).toBe(5);
    expect(totalOf(back, 'Interview')).toBe(0);
  });
});

describe('a next page', () => {
  it('joins its column once: cards already shown are not repeated, count and cursor follow', () => {
    const moved = moveApplicationInBoard(board(), 's2', 'Applied', 'oldest');
    const page = column(
      'Applied',
      [
        application('a4', 'Applied', '2026-01-04T10:00:00.000Z'),
        { ...findApplicationInBoard(board(), 's2')!, stage: 'Applied' },
      ],
      6,
      null,
    );
    const joined = appendColumnPage(moved, page);
    expect(ids(joined, 'Applied')).toEqual(['a1', 'a2', 'a3', 'a4', 's2']);
    expect(totalOf(joined, 'Applied')).toBe(6);
    expect(joined.columns[0]!.nextCursor).toBeNull();
    const again = appendColumnPage(joined, page);
    expect(ids(again, 'Applied')).toEqual(['a1', 'a2', 'a3', 'a4', 's2']);
  });
});
