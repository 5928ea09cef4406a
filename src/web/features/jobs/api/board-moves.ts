import type { ApplicationView } from '../../../../shared/applications';
import type { BoardColumnView, BoardOrder, BoardView } from '../../../../shared/jobs';

/*
 * Pure changes to a cached board (issue 20: columns loaded a page at a time), so that
 * a move shows at once and a next page joins its column. Each returns a new board
 * (the cache is never mutated) and keeps every column in the server's order.
 */

/** The server's order (board.repository.ts): unscored last, ties by date then id. */
export function compareInOrder(order: BoardOrder, a: ApplicationView, b: ApplicationView): number {
  if (order === 'match') {
    const byScore = (b.match?.score ?? -1) - (a.match?.score ?? -1);
    if (byScore !== 0) return byScore;
  }
  const oldestFirst =
    a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1;
  return order === 'oldest' ? oldestFirst : -oldestFirst;
}

export function findApplicationInBoard(
  board: BoardView,
  applicationId: string,
): ApplicationView | undefined {
  for (const column of board.columns) {
    const application = column.items.find((item) => item.id === applicationId);
    if (application) return application;
  }
  return undefined;
}

/** Every card the board has loaded, column by column. */
export function loadedApplications(board: BoardView): ApplicationView[] {
  return board.columns.flatMap((column) => column.items);
}

/**
 * Puts a card into its column where the order says, if that place is among the
 * loaded cards: past the last loaded card of a column with more pages, it arrives
 * with those pages instead (and is not shown twice).
 */
function insertInColumn(
  column: BoardColumnView,
  application: ApplicationView,
  order: BoardOrder,
): ApplicationView[] {
  const index = column.items.findIndex((other) => compareInOrder(order, application, other) < 0);
  if (index < 0) return column.nextCursor === null ? [...column.items, application] : column.items;
  return [...column.items.slice(0, index), application, ...column.items.slice(index)];
}

/**
 * The board with a (changed) application where its stage says: out of the column that
 * held it, into its stage's column, and each column's count moved with it. An
 * application the board does not hold is left out (another job's, or filtered out).
 */
export function replaceApplicationInBoard(
  board: BoardView,
  application: ApplicationView,
  order: BoardOrder,
): BoardView {
  const previous = findApplicationInBoard(board, application.id);
  if (!previous) return board;
  const hasMoved = previous.stage !== application.stage;
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage === previous.stage && column.stage !== application.stage) {
        return {
          ...column,
          total: Math.max(0, column.total - 1),
          items: column.items.filter((item) => item.id !== application.id),
        };
      }
      if (column.stage === application.stage) {
        const others = {
          ...column,
          items: column.items.filter((item) => item.id !== application.id),
        };
        return {
          ...column,
          total: hasMoved ? column.total + 1 : column.total,
          items: insertInColumn(others, application, order),
        };
      }
      return column;
    }),
  };
}

/** The board right after a card was dropped on `toStage`; unchanged when there is nothing to move. */
export function moveApplicationInBoard(
  board: BoardView,
  applicationId: string,
  toStage: string,
  order: BoardOrder,
): BoardView {
  const application = findApplicationInBoard(board, applicationId);
  const hasColumn = board.columns.some((column) => column.stage === toStage);
  if (!application || application.stage === toStage || !hasColumn) return board;
  return replaceApplicationInBoard(board, { ...application, stage: toStage }, order);
}

/**
 * A column's next page joined to it: cards it already shows (moved in meanwhile) are
 * not repeated, and the page's count and cursor are the column's now.
 */
export function appendColumnPage(board: BoardView, page: BoardColumnView): BoardView {
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== page.stage) return column;
      const shown = new Set(column.items.map((item) => item.id));
      return {
        ...column,
        total: page.total,
        items: [...column.items, ...page.items.filter((item) => !shown.has(item.id))],
        nextCursor: page.nextCursor,
      };
    }),
  };
}
