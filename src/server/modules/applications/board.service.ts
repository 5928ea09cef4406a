import { z } from 'zod';
import type { AppContext } from '../../context';
import type { MemberActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import type {
  BoardColumnQuery,
  BoardColumnView,
  BoardFilters,
  BoardOrder,
  BoardQuery,
  BoardView,
} from '../../../shared/jobs';
import { searchQuery } from '../candidates/candidates.service';
import * as repo from './applications.repository';
import {
  cachedBoardBody,
  toResponseBody,
  viewerOf,
  withContact,
  type PipelineBody,
} from './applications.service';
import { toApplicationView } from './applications.views';
import * as board from './board.repository';

/*
 * The paginated board (issue 20): each column's first page with its true count, then
 * more of one column at a time. Filters and the order run in SQL, so a job with tens
 * of thousands of applications answers as fast as a small one.
 */

const cursorSchema = z.object({
  score: z.number().int().min(-1).max(100).optional(),
  at: z.string().min(1).max(64),
  id: z.uuid(),
});

function encodeCursor(cursor: board.BoardCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const BAD_CURSOR = 'This page link is not valid: load the board again.';

function decodeCursor(text: string): board.BoardCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success || Number.isNaN(Date.parse(parsed.data.at))) {
    throw new AppError('validation_failed', { fieldErrors: { cursor: [BAD_CURSOR] } }, BAD_CURSOR);
  }
  return parsed.data;
}

function filterOf(ctx: AppContext, jobId: string, query: BoardFilters): board.BoardFilter {
  const q = query.q ?? '';
  return {
    jobId,
    // Words with no letters or digits match nothing.
    query: q ? (searchQuery(ctx, q) ?? false) : null,
    onlyUnlocked: query.unlocked,
    minScore: query.minScore,
  };
}

async function findJob(ctx: AppContext, actor: MemberActor, jobId: string) {
  const job = await repo.findPipelineVersion(ctx.db, actor.orgId, jobId);
  if (!job) throw new AppError('job_not_found');
  return job;
}

async function readColumn(
  ctx: AppContext,
  viewer: repo.Viewer,
  filter: board.BoardFilter,
  page: { stage: string; order: BoardOrder; cursor: board.BoardCursor | null; limit: number },
  total: number,
): Promise<BoardColumnView> {
  const rows = await board.listBoardColumn(ctx.db, viewer, filter, page);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const hasMore = rows.length > page.limit && last !== undefined;
  return {
    stage: page.stage,
    total,
    items: items.map(({ cursorAt: _at, ...row }) =>
      toApplicationView(withContact(ctx, row, { onlyUnlocked: true })),
    ),
    nextCursor: hasMore
      ? encodeCursor({
          ...(page.order === 'match' ? { score: last.matchScore ?? -1 } : {}),
          at: last.cursorAt,
          id: last.id,
        })
      : null,
  };
}

/** The column list: the job's stages in order, then any stage only the data knows. */
function boardStages(stages: string[], totals: Map<string, number>): string[] {
  return [...stages, ...[...totals.keys()].filter((stage) => !stages.includes(stage))];
}

/** GET /api/v1/jobs/{id}/board: each column's first page and true count. */
export async function getBoardBody(
  ctx: AppContext,
  actor: MemberActor,
  jobId: string,
  query: BoardQuery,
): Promise<PipelineBody> {
  const job = await findJob(ctx, actor, jobId);
  const viewer = viewerOf(actor);
  const key = `board:${JSON.stringify([job.stages, query])}`;
  return cachedBoardBody(ctx, viewer, { id: jobId, version: job.version }, key, async () => {
    const filter = filterOf(ctx, jobId, query);
    const totals = await board.countBoardColumns(ctx.db, viewer, filter);
    const columns = await Promise.all(
      boardStages(job.stages, totals).map((stage) => {
        const total = totals.get(stage) ?? 0;
        if (total === 0) return { stage, total, items: [], nextCursor: null };
        const page = { stage, order: query.order, cursor: null, limit: query.limit };
        return readColumn(ctx, viewer, filter, page, total);
      }),
    );
    const view: BoardView = { columns };
    return toResponseBody(view);
  });
}

/** GET /api/v1/jobs/{id}/board/columns/{stage}: the column's next page, after `cursor`. */
export async function getBoardColumn(
  ctx: AppContext,
  actor: MemberActor,
  jobId: string,
  stage: string,
  query: BoardColumnQuery,
): Promise<BoardColumnView> {
  const job = await findJob(ctx, actor, jobId);
  const viewer = viewerOf(actor);
  const filter = filterOf(ctx, jobId, query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const page = { stage, order: query.order, cursor, limit: query.limit };
  const [totals, column] = await Promise.all([
    board.countBoardColumns(ctx.db, viewer, filter, stage),
    readColumn(ctx, viewer, filter, page, 0),
  ]);
  const total = totals.get(stage) ?? 0;
  if (total === 0 && !job.stages.includes(stage)) throw new AppError('unknown_stage');
  return { ...column, total };
}
