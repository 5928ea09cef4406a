import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '../../../../shared/applications';
import { isColumnOrder, orderColumn } from './column-order';

/** Only what ordering reads; the rest of the view does not matter here. */
function application(id: string, createdAt: string, score: number | null): ApplicationView {
  return {
    id,
    createdAt,
    match: score === null ? null : { score, reasons: [] },
  } as ApplicationView;
}

const ids = (column: ApplicationView[]) => column.map((item) => item.id);

const column = [
  application('a', '2025-01-01T09:00:00.000Z', 62),
  application('b', '2025-01-02T09:00:00.000Z', null),
  application('c', '2025-01-03T09:00:00.000Z', 91),
  application('d', '2025-01-04T09:00:00.000Z', 62),
  application('e', '2025-01-05T09:00:00.000Z', null),
];

describe('orderColumn', () => {
  it('keeps the oldest first by default, and can put the newest first', () => {
    expect(ids(orderColumn([...column].reverse(), 'oldest'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(orderColumn(column, 'newest'))).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('puts the best match first, unscored last, and equal scores newest first', () => {
    expect(ids(orderColumn(column, 'match'))).toEqual(['c', 'd', 'a', 'e', 'b']);
  });

  it('orders applications made at the same moment by id, so the order is stable', () => {
    const same = [
      application('x', '2025-01-01T09:00:00.000Z', 70),
      application('y', '2025-01-01T09:00:00.000Z', 70),
    ];
    expect(ids(orderColumn(same, 'match'))).toEqual(['y', 'x']);
    expect(ids(orderColumn(same, 'oldest'))).toEqual(['x', 'y']);
  });

  it('returns a new array and leaves the cached column alone', () => {
    const before = ids(column);
    expect(orderColumn(column, 'match')).not.toBe(column);
    expect(ids(column)).toEqual(before);
  });
});

describe('isColumnOrder', () => {
  it('accepts the three orders only', () => {
    expect(isColumnOrder('match')).toBe(true);
    expect(isColumnOrder('score')).toBe(false);
  });
});
