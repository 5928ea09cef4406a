import { gunzipSync } from 'node:zlib';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardColumnView, BoardView } from '../../../shared/jobs';
import { applications } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  unique,
  type Employer,
  type TestApplication,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

/** Issue 20: the board in pages, each column with its true count, filters in SQL. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '100000' });
});
afterAll(() => app.close());

interface Board {
  employer: Employer;
  job: { id: string; orgId: string };
  applicants: TestApplication[];
}

/** A job with `count` applicants in Applied, oldest first. */
async function boardWith(count: number): Promise<Board> {
  const employer = await createEmployer(app);
  const job = await createPublishedJob(employer.client, { title: unique('Agronomist') });
  const applicants: TestApplication[] = [];
  for (let index = 0; index < count; index++) {
    applicants.push(
      await createApplication(app, job, { fullName: `Kwabena Board ${unique('n')}` }),
    );
  }
  return { employer, job, applicants };
}

/** Marks applications unlocked in SQL (what a paid unlock leaves), so that they can move. */
async function markUnlocked(board: Board, ids: string[]) {
  await app.database.db
    .update(applications)
    .set({ unlockStatus: 'UNLOCKED', unlockedAt: new Date() })
    .where(and(eq(applications.orgId, board.job.orgId), inArray(applications.id, ids)));
}

async function setScores(board: Board, scores: Array<number | null>) {
  for (const [index, score] of scores.entries()) {
    await app.database.db
      .update(applications)
      .set({ matchScore: score })
      .where(eq(applications.id, board.applicants[index]!.id));
  }
}

async function getBoard(employer: Employer, jobId: string, query = '') {
  const response = await employer.client.get(`/api/v1/jobs/${jobId}/board${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BoardView>();
}

async function getColumn(employer: Employer, jobId: string, stage: string, query: string) {
  const response = await employer.client.get(
    `/api/v1/jobs/${jobId}/board/columns/${encodeURIComponent(stage)}${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BoardColumnView>();
}

const column = (view: BoardView, stage: string) =>
  view.columns.find((item) => item.stage === stage)!;
const ids = (items: { id: string }[]) => items.map((item) => item.id);

/** Every page of a column after its first, following the cursors. */
async function restOfColumn(
  employer: Employer,
  jobId: string,
  first: BoardColumnView,
  query: string,
) {
  const pages: BoardColumnView[] = [];
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await getColumn(
      employer,
      jobId,
      first.stage,
      `?${query}&cursor=${encodeURIComponent(cursor)}`,
    );
    pages.push(page);
    cursor = page.nextCursor;
  }
  return pages;
}

describe('the paginated board', () => {
  it('answers each column’s first page with its true count, in the job’s stage order', async () => {
    const board = await boardWith(7);
    const view = await getBoard(board.employer, board.job.id, '?limit=3');
    expect(view.columns.map((item) => item.stage)).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'Decision',
    ]);
    const applied = column(view, 'Applied');
    expect(applied.total).toBe(7);
    expect(ids(applied.items)).toEqual(ids(board.applicants.slice(0, 3)));
    expect(applied.nextCursor).toEqual(expect.any(String));
    expect(column(view, 'Screening')).toEqual({
      stage: 'Screening',
      total: 0,
      items: [],
      nextCursor: null,
    });
    // A locked card names nobody.
    expect(JSON.stringify(view)).not.toContain('Kwabena');
  });

  it('pages through a column in each order without a repeat or a gap', async () => {
    const board = await boardWith(7);
    await setScores(board, [40, null, 90, 40, 75, null, 90]);
    const oldest = ids(board.applicants);
    const expected = {
      oldest,
      newest: [...oldest].reverse(),
      // Best first, unscored last, ties newest first.
      match: [6, 2, 4, 3, 0, 5, 1].map((index) => oldest[index]!),
    };
    for (const order of ['oldest', 'newest', 'match'] as const) {
      const query = `order=${order}&limit=2`;
      const first = column(await getBoard(board.employer, board.job.id, `?${query}`), 'Applied');
      const rest = await restOfColumn(board.employer, board.job.id, first, query);
      expect(rest).toHaveLength(3);
      expect(rest.every((page) => page.total === 7)).toBe(true);
      expect(ids([first, ...rest].flatMap((page) => page.items)), order).toEqual(expected[order]);
    }
  });

  it('keeps its next pages right when cards move between the pages', async () => {
    const board = await boardWith(6);
    const all = ids(board.applicants);
    await markUnlocked(board, all);
    const first = column(await getBoard(board.employer, board.job.id, '?limit=2'), 'Applied');
    expect(ids(first.items)).toEqual(all.slice(0, 2));

    // One card of the first page and one of the next move to Screening meanwhile.
    for (const id of [all[1]!, all[3]!]) {
      const moved = await board.employer.client.post(`/api/v1/applications/${id}/advance`, {
        toStage: 'Screening',
      });
      expect(moved.statusCode).toBe(200);
    }
    const rest = await restOfColumn(board.employer, board.job.id, first, 'limit=2');
    expect(ids(rest.flatMap((page) => page.items))).toEqual([all[2], all[4], all[5]]);
    expect(rest[0]!.total).toBe(4);

    const after = await getBoard(board.employer, board.job.id, '?limit=2');
    expect(column(after, 'Applied').total).toBe(4);
    expect(ids(column(after, 'Applied').items)).toEqual([all[0], all[2]]);
    expect(ids(column(after, 'Screening').items)).toEqual([all[1], all[3]]);
  });

  it('takes concurrent moves: each card lands once and the counts add up', async () => {
    const board = await boardWith(8);
    const all = ids(board.applicants);
    await markUnlocked(board, all);
    const stages = ['Screening', 'Interview', 'Decision'];
    const answers = await Promise.all(
      all.map((id, index) =>
        board.employer.client.post(`/api/v1/applications/${id}/advance`, {
          toStage: stages[index % stages.length],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(all.map(() => 200));
    // The same card sent to two stages at once: one move wins, the other is told.
    const raced = await Promise.all(
      ['Interview', 'Decision'].map((toStage) =>
        board.employer.client.post(`/api/v1/applications/${all[0]}/advance`, { toStage }),
      ),
    );
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual(
      raced.some((answer) => answer.statusCode === 409) ? [200, 409] : [200, 200],
    );

    const view = await getBoard(board.employer, board.job.id);
    const totals = view.columns.map((item) => item.total);
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(8);
    const seen = view.columns.flatMap((item) => ids(item.items));
    expect(new Set(seen).size).toBe(8);
    for (const item of view.columns) expect(item.items).toHaveLength(item.total);
  });

  it('filters on the server: unlocked only, a minimum score, a search', async () => {
    const board = await boardWith(6);
    const all = ids(board.applicants);
    await markUnlocked(board, [all[0]!, all[1]!]);
    await setScores(board, [80, 30, 95, null, 60, 85]);

    const unlocked = column(
      await getBoard(board.employer, board.job.id, '?unlocked=true'),
      'Applied',
    );
    expect(unlocked.total).toBe(2);
    expect(ids(unlocked.items)).toEqual(all.slice(0, 2));

    const strong = column(
      await getBoard(board.employer, board.job.id, '?minScore=80&order=match'),
      'Applied',
    );
    expect(strong.total).toBe(3);
    expect(ids(strong.items)).toEqual([all[2], all[5], all[0]]);

    const both = column(
      await getBoard(board.employer, board.job.id, '?minScore=50&unlocked=true'),
      'Applied',
    );
    expect(ids(both.items)).toEqual([all[0]]);

    // An unlocked person is found by name; a locked one is not.
    const name = board.applicants[1]!.fullName.split(' ').at(-1)!;
    const byName = column(
      await getBoard(board.employer, board.job.id, `?q=${encodeURIComponent(name)}`),
      'Applied',
    );
    expect(ids(byName.items)).toEqual([all[1]]);
    const lockedName = board.applicants[3]!.fullName.split(' ').at(-1)!;
    const hidden = column(
      await getBoard(board.employer, board.job.id, `?q=${encodeURIComponent(lockedName)}`),
      'Applied',
    );
    expect(hidden.total).toBe(0);
  });

  it('answers a large board gzipped, and never stale after a change', async () => {
    const board = await boardWith(12);
    const zipped = await board.employer.client.get(`/api/v1/jobs/${board.job.id}/board`, {
      'accept-encoding': 'gzip',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const first = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as BoardView;
    expect(column(first, 'Applied').total).toBe(12);

    await markUnlocked(board, [board.applicants[0]!.id]);
    await board.employer.client.post(`/api/v1/applications/${board.applicants[0]!.id}/advance`, {
      toStage: 'Interview',
    });
    const second = await getBoard(board.employer, board.job.id);
    expect(column(second, 'Applied').total).toBe(11);
    expect(ids(column(second, 'Interview').items)).toEqual([board.applicants[0]!.id]);
  });

  it('refuses bad input with the spec’s messages and hides other organizations’ boards', async () => {
    const board = await boardWith(1);
    const base = `/api/v1/jobs/${board.job.id}`;
    const badLimit = await board.employer.client.get(`${base}/board?limit=0`);
    expect(badLimit.statusCode).toBe(400);
    const badOrder = await board.employer.client.get(`${base}/board?order=alphabetical`);
    expect(badOrder.statusCode).toBe(400);
    const badCursor = await board.employer.client.get(
      `${base}/board/columns/Applied?cursor=not-a-cursor`,
    );
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('This page link is not valid: load the board again.');
    const unknownStage = await board.employer.client.get(`${base}/board/columns/Nowhere`);
    expect(unknownStage.statusCode).toBe(400);
    expect(unknownStage.json().message).toBe("This stage is not one of the job's pipeline stages.");

    const rival = await createEmployer(app);
    for (const path of [`${base}/board`, `${base}/board/columns/Applied`]) {
      const response = await rival.client.get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Job not found or you don't have access to it.");
    }
  });

  it('shows an interviewer only the unlocked applications of their interviews', async () => {
    const board = await boardWith(2);
    const interviewer = await createMember(app, board.job.orgId, 'INTERVIEWER');
    const view = await getBoard(interviewer, board.job.id);
    expect(view.columns.every((item) => item.total === 0 && item.items.length === 0)).toBe(true);
  });
});
