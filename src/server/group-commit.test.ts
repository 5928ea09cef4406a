import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A writer that records each group it is given and holds it until released. */
function heldWriter() {
  const groups: number[][] = [];
  const releases: Array<() => void> = [];
  const write = async (items: number[]): Promise<Array<PromiseSettledResult<number>>> => {
    groups.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((item) =>
      item < 0
        ? { status: 'rejected', reason: new Error(`refused ${item}`) }
        : { status: 'fulfilled', value: item * 10 },
    );
  };
  const releaseAll = async () => {
    while (releases.length > 0) releases.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { groups, write, releaseAll };
}

describe('group commit', () => {
  it('starts a lone item at once and groups what arrives while slots are busy', async () => {
    const writer = heldWriter();
    const group = new GroupCommit(writer.write, { concurrency: 2, maxSize: 3 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => group.submit(item));
    // Two slots: 1 and 2 start alone; the rest wait, then go in groups of at most 3.
    expect(writer.groups).toEqual([[1], [2]]);
    await writer.releaseAll();
    expect(writer.groups).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
    await writer.releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it("answers each item its own outcome: one item's refusal is not its group's", async () => {
    const writer = heldWriter();
    const group = new GroupCommit(writer.write, { concurrency: 1, maxSize: 10 });
    const first = group.submit(1);
    const answers = Promise.allSettled([2, -3, 4].map((item) => group.submit(item)));
    await writer.releaseAll();
    await writer.releaseAll();
    expect(await first).toBe(10);
    const settled = await answers;
    expect(writer.groups).toEqual([[1], [2, -3, 4]]);
    expect(settled.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((settled[1] as PromiseRejectedResult).reason.message).toBe('refused -3');
  });

  it('fails the whole group when the write itself fails, and goes on with the next', async () => {
    let calls = 0;
    const group = new GroupCommit<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
        return items.map((item) => ({ status: 'fulfilled', value: item }));
      },
      { concurrency: 1, maxSize: 10 },
    );
    await expect(group.submit(1)).rejects.toThrow('database unreachable');
    expect(await group.submit(2)).toBe(2);
  });
});
