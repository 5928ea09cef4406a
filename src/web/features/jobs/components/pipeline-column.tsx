import { useDroppable } from '@dnd-kit/core';
import { Inbox, Loader2, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BoardColumnView } from '../../../../shared/jobs';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { PipelineCard, type PipelineCardHandlers } from './pipeline-card';
import { cardDragData, type ColumnDropData } from './pipeline-dnd';

interface PipelineColumnProps extends PipelineCardHandlers {
  /** The column's loaded cards (in the board's order), true count and next page. */
  column: BoardColumnView;
  stages: readonly string[];
  /** Filters narrow the board: an empty column says nothing matches, not that none applied. */
  isFiltered: boolean;
  canAct: boolean;
  /** The applications picked for bulk email. */
  selectedIds: ReadonlySet<string>;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/** The last default stage: an empty one is where the final decisions will be made. */
const DECISION_STAGE = 'Decision';

/** One stage of the board: a drop target holding its cards (spec section 9: 80 units wide). */
export function PipelineColumn({
  column,
  stages,
  isFiltered,
  canAct,
  selectedIds,
  isLoadingMore,
  onLoadMore,
  ...handlers
}: PipelineColumnProps) {
  const { stage, total, items } = column;
  const data: ColumnDropData = { stage };
  const { setNodeRef, isOver, active } = useDroppable({ id: stage, data });
  const dragged = cardDragData(active)?.application;
  const isForeignCard = dragged !== undefined && dragged.stage !== stage;
  const isRefused = isOver && isForeignCard && !dragged.candidate.isUnlocked;
  const isAccepting = isOver && isForeignCard && dragged.candidate.isUnlocked;
  const headingId = `stage-${stage.replace(/\W+/g, '-')}`;
  const hasMore = column.nextCursor !== null;
  const remaining = Math.max(0, total - items.length);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-80 shrink-0 flex-col rounded-xl border-2 border-transparent bg-slate-100/80 p-3 transition-colors',
        isAccepting && 'border-brand-400 bg-brand-50',
        isRefused && 'border-amber-300 bg-amber-50',
      )}
    >
      <header className="mb-3 flex items-center gap-2 px-1">
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {stage}
        </h2>
        <span
          className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 shadow-xs"
          aria-label={`${total} ${total === 1 ? 'application' : 'applications'}`}
        >
          {total}
        </span>
      </header>
      {isRefused && (
        <p className="mb-2 flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1.5 text-xs text-amber-900">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          Unlock this candidate to move them
        </p>
      )}
      {total === 0 ? (
        <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-10 text-center text-sm text-slate-600">
          <Inbox className="size-5 text-slate-400" aria-hidden="true" />
          <p>{emptyText(stage, isFiltered)}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {items.map((application) => (
            <li key={application.id}>
              <PipelineCard
                application={application}
                stages={stages}
                canAct={canAct}
                isSelected={selectedIds.has(application.id)}
                {...handlers}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <LoadMoreButton
          stage={stage}
          remaining={remaining}
          isLoading={isLoadingMore}
          onLoadMore={onLoadMore}
        />
      )}
    </section>
  );
}

function emptyText(stage: string, isFiltered: boolean): string {
  if (isFiltered) return 'No matching applications';
  return stage === DECISION_STAGE ? 'Ready for final decisions' : 'No applications yet';
}

/** How far ahead of the end of a column its next page is fetched while scrolling. */
const PREFETCH_MARGIN = '600px';

/**
 * The end of a column with more cards: its next page loads as it scrolls into view,
 * or on a press (keyboard and screen-reader users, or no IntersectionObserver).
 */
function LoadMoreButton({
  stage,
  remaining,
  isLoading,
  onLoadMore,
}: {
  stage: string;
  remaining: number;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // The latest handler, so that a re-render does not observe again.
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <Button
      ref={ref}
      type="button"
      variant="ghost"
      className="mt-2 w-full text-slate-700"
      onClick={onLoadMore}
      disabled={isLoading}
      aria-label={`Load more ${stage} applications (${remaining} more)`}
    >
      {isLoading ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          Loading...
        </>
      ) : (
        `Load more (${remaining} more)`
      )}
    </Button>
  );
}
