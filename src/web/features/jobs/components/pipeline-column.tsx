import { useDroppable } from '@dnd-kit/core';
import { ArrowDownUp, Inbox, Lock } from 'lucide-react';
import { useId } from 'react';
import type { ApplicationView } from '../../../../shared/applications';
import { cn } from '../../../lib/utils';
import {
  COLUMN_ORDER_LABELS,
  COLUMN_ORDERS,
  isColumnOrder,
  orderColumn,
  type ColumnOrder,
} from './column-order';
import { PipelineCard, type PipelineCardHandlers } from './pipeline-card';
import { cardDragData, type ColumnDropData } from './pipeline-dnd';

interface PipelineColumnProps extends PipelineCardHandlers {
  stage: string;
  stages: readonly string[];
  applications: ApplicationView[];
  canAct: boolean;
  /** The applications picked for bulk email. */
  selectedIds: ReadonlySet<string>;
  /** How the column orders its cards, and the member's way to change it. */
  order: ColumnOrder;
  onOrderChange: (order: ColumnOrder) => void;
}

/** The last default stage: an empty one is where the final decisions will be made. */
const DECISION_STAGE = 'Decision';

/** One stage of the board: a drop target holding its cards (spec section 9: 80 units wide). */
export function PipelineColumn({
  stage,
  stages,
  applications,
  canAct,
  selectedIds,
  order,
  onOrderChange,
  ...handlers
}: PipelineColumnProps) {
  const orderId = useId();
  const data: ColumnDropData = { stage };
  const { setNodeRef, isOver, active } = useDroppable({ id: stage, data });
  const dragged = cardDragData(active)?.application;
  const isForeignCard = dragged !== undefined && dragged.stage !== stage;
  const isRefused = isOver && isForeignCard && !dragged.candidate.isUnlocked;
  const isAccepting = isOver && isForeignCard && dragged.candidate.isUnlocked;
  const headingId = `stage-${stage.replace(/\W+/g, '-')}`;
  const count = applications.length;
  const ordered = orderColumn(applications, order);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex max-w-[28rem] min-w-72 flex-1 basis-80 flex-col rounded-xl border-2 border-transparent bg-slate-100/80 p-3 transition-colors',
        isAccepting && 'border-brand-400 bg-brand-50',
        isRefused && 'border-amber-300 bg-amber-50',
      )}
    >
      <header className="mb-3 flex items-center gap-2 px-1">
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {stage}
        </h2>
        {count > 1 && (
          <div className="relative flex items-center">
            <label htmlFor={orderId} className="sr-only">
              Order of {stage} cards
            </label>
            <ArrowDownUp
              className="pointer-events-none absolute left-1.5 size-3.5 text-slate-500"
              aria-hidden="true"
            />
            <select
              id={orderId}
              value={order}
              onChange={(event) => {
                if (isColumnOrder(event.target.value)) onOrderChange(event.target.value);
              }}
              className="h-7 cursor-pointer rounded-md border border-slate-300 bg-white pr-1 pl-6 text-xs text-slate-700 shadow-xs hover:bg-slate-50 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
            >
              {COLUMN_ORDERS.map((value) => (
                <option key={value} value={value}>
                  {COLUMN_ORDER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        )}
        <span
          className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600 shadow-xs"
          aria-label={`${count} ${count === 1 ? 'application' : 'applications'}`}
        >
          {count}
        </span>
      </header>
      {isRefused && (
        <p className="mb-2 flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1.5 text-xs text-amber-900">
          <Lock className="size-3.5 shrink-0" aria-hidden="true" />
          Unlock this candidate to move them
        </p>
      )}
      {count === 0 ? (
        <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-10 text-center text-sm text-slate-600">
          <Inbox className="size-5 text-slate-400" aria-hidden="true" />
          <p>{stage === DECISION_STAGE ? 'Ready for final decisions' : 'No applications yet'}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {ordered.map((application) => (
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
    </section>
  );
}
