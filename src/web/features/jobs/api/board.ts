import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  BOARD_MAX_PAGE_SIZE,
  BOARD_ORDERS,
  BOARD_PAGE_SIZE,
  type BoardColumnView,
  type BoardFilters,
  type BoardView,
} from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/toast-failure';
import { appendColumnPage } from './board-moves';
import { pipelineQueryKey } from './keys';

/**
 * A board's filters as query parameters, only those that differ from the defaults:
 * the same in the page's address and in the requests for the board.
 */
export function boardFilterParams(filters: BoardFilters): Record<string, string> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.order !== 'oldest' ? { order: filters.order } : {}),
    ...(filters.unlocked ? { unlocked: 'true' } : {}),
    ...(filters.minScore !== undefined ? { minScore: String(filters.minScore) } : {}),
  };
}

/** The board's filters from an address's parameters; anything unknown is the default. */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const score = Number(params.get('minScore'));
  return {
    order: BOARD_ORDERS.find((order) => order === params.get('order')) ?? 'oldest',
    q: (params.get('q') ?? '').trim() || undefined,
    unlocked: params.get('unlocked') === 'true',
    minScore:
      params.has('minScore') && Number.isInteger(score) && score >= 0 && score <= 100
        ? score
        : undefined,
  };
}

function boardParams(filters: BoardFilters, extra: Record<string, string> = {}): string {
  const text = new URLSearchParams({ ...boardFilterParams(filters), ...extra }).toString();
  return text ? `?${text}` : '';
}

const boardPath = (jobId: string) => `/api/v1/jobs/${encodeURIComponent(jobId)}/board`;

/** Under the job's pipeline key: whatever refreshes the pipeline refreshes its boards. */
export const boardQueryKey = (jobId: string, filters: BoardFilters) =>
  [...pipelineQueryKey(jobId), 'board', filters] as const;

/**
 * How many cards per column a (re)fetch asks for: a page, or as many as a column has
 * loaded already, so that a refresh after a change does not take them away again.
 */
function cardsToFetch(board: BoardView | undefined): number {
  const loaded = Math.max(0, ...(board?.columns.map((column) => column.items.length) ?? []));
  return Math.min(BOARD_MAX_PAGE_SIZE, Math.max(BOARD_PAGE_SIZE, loaded));
}

/** A job's board with `filters`: each column's first page(s), with its true count. */
export function useBoard(jobId: string, filters: BoardFilters, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = boardQueryKey(jobId, filters);
  return useQuery({
    queryKey,
    queryFn: () => {
      const limit = cardsToFetch(queryClient.getQueryData<BoardView>(queryKey));
      const extra: Record<string, string> =
        limit === BOARD_PAGE_SIZE ? {} : { limit: String(limit) };
      return apiRequest<BoardView>('GET', `${boardPath(jobId)}${boardParams(filters, extra)}`);
    },
    enabled,
    // A new search or filter keeps the board on screen until its answer arrives.
    placeholderData: keepPreviousData,
    // Candidates apply while the board is open elsewhere: refresh on return.
    staleTime: 30_000,
  });
}

/**
 * Loads the next page of a column into the cached board. Returns the loader and the
 * stages whose next page is on its way (one request per column at a time).
 */
export function useLoadMoreCards(jobId: string, filters: BoardFilters) {
  const queryClient = useQueryClient();
  const [loadingStages, setLoadingStages] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());

  const loadMore = useCallback(
    async (column: BoardColumnView) => {
      const cursor = column.nextCursor;
      if (!cursor || inFlight.current.has(column.stage)) return;
      inFlight.current.add(column.stage);
      const queryKey = boardQueryKey(jobId, filters);
      setLoadingStages(new Set(inFlight.current));
      try {
        const page = await apiRequest<BoardColumnView>(
          'GET',
          `${boardPath(jobId)}/columns/${encodeURIComponent(column.stage)}${boardParams(filters, { cursor })}`,
        );
        queryClient.setQueryData<BoardView>(
          queryKey,
          (current) => current && appendColumnPage(current, page),
        );
      } catch (error) {
        toastFailure(
          error,
          'Could not load more',
          'Could not load more applications. Please try again.',
        );
      } finally {
        inFlight.current.delete(column.stage);
        setLoadingStages(new Set(inFlight.current));
      }
    },
    [jobId, filters, queryClient],
  );

  return { loadMore, loadingStages };
}
