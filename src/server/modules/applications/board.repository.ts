import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema';
import type { BoardOrder } from '../../../shared/jobs';
import { selectApplications, visibleTo, type Viewer } from './applications.repository';

/** A board's filters as SQL inputs: the search is already a tsquery (the candidates module's). */
export interface BoardFilter {
  jobId: string;
  /** Null: no search. A search of no words is `false` (matches nothing). */
  query: SQL | null | false;
  onlyUnlocked: boolean;
  minScore: number | undefined;
}

/** Where a page ended: the last card's sort key (its score only in the match order). */
export interface BoardCursor {
  score?: number;
  /** The exact created_at as PostgreSQL writes it (microseconds: a Date would round them). */
  at: string;
  id: string;
}

/** Unscored applications sort as -1: after every score, in one index-friendly key. */
const scoreKey = sql`coalesce(${applications.matchScore}, -1)`;

const ORDER_BY: Record<BoardOrder, SQL[]> = {
  oldest: [asc(applications.createdAt), asc(applications.id)],
  newest: [desc(applications.createdAt), desc(applications.id)],
  match: [sql`${scoreKey} desc`, desc(applications.createdAt), desc(applications.id)],
};

function after(order: BoardOrder, cursor: BoardCursor): SQL {
  const at = sql`${cursor.at}::timestamptz`;
  switch (order) {
    case 'oldest':
      return sql`(${applications.createdAt}, ${applications.id}) > (${at}, ${cursor.id}::uuid)`;
    case 'newest':
      return sql`(${applications.createdAt}, ${applications.id}) < (${at}, ${cursor.id}::uuid)`;
    case 'match':
      return sql`(${scoreKey}, ${applications.createdAt}, ${applications.id}) < (${cursor.score ?? -1}::int, ${at}, ${cursor.id}::uuid)`;
  }
}

function filterConditions(viewer: Viewer, filter: BoardFilter): SQL[] {
  const conditions: SQL[] = [visibleTo(viewer), eq(applications.jobId, filter.jobId)];
  if (filter.query !== null) {
    conditions.push(
      filter.query ? sql`${applications.searchDocument} @@ ${filter.query}` : sql`false`,
    );
  }
  if (filter.onlyUnlocked) conditions.push(eq(applications.unlockStatus, 'UNLOCKED'));
  if (filter.minScore !== undefined) conditions.push(gte(applications.matchScore, filter.minScore));
  return conditions;
}

/**
 * One page of one column in `order`, after `cursor`: `limit` cards and one more to
 * tell whether a next page exists. Keyset pagination: a card moved or added
 * meanwhile neither shifts nor repeats the pages that follow.
 */
export async function listBoardColumn(
  db: DbOrTx,
  viewer: Viewer,
  filter: BoardFilter,
  page: { stage: string; order: BoardOrder; cursor: BoardCursor | null; limit: number },
) {
  const conditions = [...filterConditions(viewer, filter), eq(applications.stage, page.stage)];
  if (page.cursor) conditions.push(after(page.order, page.cursor));
  return selectApplications(db, { cursorAt: sql<string>`${applications.createdAt}::text` })
    .where(and(...conditions))
    .orderBy(...ORDER_BY[page.order])
    .limit(page.limit + 1);
}

/**
 * How many applications each stage (or only `stage`) holds that the filters match;
 * stages with none are absent.
 */
export async function countBoardColumns(
  db: DbOrTx,
  viewer: Viewer,
  filter: BoardFilter,
  stage?: string,
): Promise<Map<string, number>> {
  const conditions = filterConditions(viewer, filter);
  if (stage !== undefined) conditions.push(eq(applications.stage, stage));
  const rows = await db
    .select({ stage: applications.stage, total: count() })
    .from(applications)
    .where(and(...conditions))
    .groupBy(applications.stage);
  return new Map(rows.map((row) => [row.stage, row.total]));
}
