import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useRef, useState } from 'react';
import type { ApplicationView } from '../../../../shared/applications';
import type { BoardColumnView, BoardFilters, BoardView } from '../../../../shared/jobs';
import { toast } from '../../../components/ui/use-toast';
import { RejectDialog, UnlockDialog } from '../../applications';
import { ComposeEmailDialog, recipientsOf, type EmailRecipient } from '../../email';
import { ScheduleInterviewDialog, type ScheduleInterviewTarget } from '../../interviews';
import { useMoveApplication } from '../api/move-application';
import { findApplicationInBoard, loadedApplications } from '../api/board-moves';
import { cardTitle, PipelineCardBody } from './pipeline-card';
import { PipelineColumn } from './pipeline-column';
import { PipelineSelectionBar } from './pipeline-selection-bar';
import {
  cardDragData,
  columnCollision,
  columnDropData,
  columnKeyboardCoordinates,
  createPipelineAnnouncements,
  pipelineScreenReaderInstructions,
} from './pipeline-dnd';
import { PipelinePreviewDialog } from './pipeline-preview-dialog';

interface PipelineBoardProps {
  jobId: string;
  /** Each column's loaded cards and true count, in stage order. */
  board: BoardView;
  /** The filters and order the board was loaded with (a move keeps the order). */
  filters: BoardFilters;
  /** Whether filters narrow the board (its empty columns say so). */
  isFiltered: boolean;
  /** The member's role may unlock, move and reject (READING.md 5); others only look. */
  canAct: boolean;
  onLoadMore: (column: BoardColumnView) => void;
  /** Columns whose next page is on its way. */
  loadingStages: ReadonlySet<string>;
}

/** The loaded applications that are picked and can still be emailed (unlocked). */
function selectedApplications(board: BoardView, selectedIds: ReadonlySet<string>) {
  return loadedApplications(board).filter(
    (application) => selectedIds.has(application.id) && application.candidate.isUnlocked,
  );
}

/** Who the unlock dialog is for, and whether to show their preview again once unlocked. */
interface UnlockRequest {
  applicationId: string;
  reopenPreview: boolean;
}

/**
 * The Kanban board of one job: a column per stage (spec section 9: 1200 px
 * minimum, scrolls sideways). Cards move by drag, by keyboard drag, or by the
 * Move to list; a locked card never moves: it must be unlocked first.
 */
export function PipelineBoard({
  jobId,
  board,
  filters,
  isFiltered,
  canAct,
  onLoadMore,
  loadingStages,
}: PipelineBoardProps) {
  const move = useMoveApplication(jobId, filters);
  const [announcements] = useState(createPipelineAnnouncements);
  const [dragged, setDragged] = useState<ApplicationView | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [unlock, setUnlock] = useState<UnlockRequest | null>(null);
  const [rejectId, setRejectId] = useState<string | null>(null);
  const [scheduleFor, setScheduleFor] = useState<ScheduleInterviewTarget | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  /** Whom the compose dialog writes to, and whether they are the board's selection. */
  const [emailTo, setEmailTo] = useState<{
    recipients: EmailRecipient[];
    isSelection: boolean;
  } | null>(null);

  // The card the open dialog belongs to, to give it focus back; not when another dialog takes over.
  const focusCardId = useRef<string | null>(null);
  const isHandingOver = useRef(false);
  const returnFocusToCard = (event: Event) => {
    event.preventDefault();
    if (isHandingOver.current) {
      isHandingOver.current = false;
      return;
    }
    const id = focusCardId.current;
    if (id) document.querySelector<HTMLElement>(`[data-card-open="${CSS.escape(id)}"]`)?.focus();
  };

  const sensors = useSensors(
    // A press that moves less than 5 px is a click: it opens the preview.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const columns = board.columns.map((column) => column.stage);
  const preview = previewId ? findApplicationInBoard(board, previewId) : undefined;
  // A picked card that left the board or was locked again (refunded) drops out here.
  const selected = selectedApplications(board, selectedIds);
  const hasUnlocked = loadedApplications(board).some(
    (application) => application.candidate.isUnlocked,
  );

  const moveApplication = (application: ApplicationView, toStage: string) => {
    if (application.stage === toStage) return;
    if (!application.candidate.isUnlocked) {
      toast({
        title: 'Unlock this candidate first',
        description: 'Only unlocked candidates can move between stages.',
      });
      return;
    }
    move.mutate({ applicationId: application.id, toStage });
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged(cardDragData(active)?.application ?? null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const application = cardDragData(active)?.application;
    const toStage = columnDropData(over)?.stage;
    if (application && toStage) moveApplication(application, toStage);
  };

  const handlers = {
    onOpen: (application: ApplicationView) => {
      focusCardId.current = application.id;
      setPreviewId(application.id);
    },
    onUnlock: (application: ApplicationView) =>
      setUnlock({ applicationId: application.id, reopenPreview: false }),
    onMove: moveApplication,
    onEmail: (application: ApplicationView) =>
      setEmailTo({ recipients: recipientsOf([application]), isSelection: false }),
    onSchedule: (application: ApplicationView) => {
      focusCardId.current = application.id;
      setScheduleFor({
        mode: 'schedule',
        applicationId: application.id,
        candidateName: cardTitle(application),
        jobTitle: application.job.title,
      });
    },
    onSelect: (application: ApplicationView, isSelected: boolean) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (isSelected) next.add(application.id);
        else next.delete(application.id);
        return next;
      }),
  };

  return (
    <>
      {canAct && hasUnlocked && (
        <PipelineSelectionBar
          count={selected.length}
          onEmail={() => setEmailTo({ recipients: recipientsOf(selected), isSelection: true })}
          onClear={() => setSelectedIds(new Set())}
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        accessibility={{
          announcements,
          screenReaderInstructions: pipelineScreenReaderInstructions,
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div
          className="-mx-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
          tabIndex={0}
          aria-label="Pipeline board, scrolls sideways"
        >
          <div className="flex min-w-[1200px] items-stretch gap-4">
            {board.columns.map((column) => (
              <PipelineColumn
                key={column.stage}
                column={column}
                stages={columns}
                isFiltered={isFiltered}
                canAct={canAct}
                selectedIds={selectedIds}
                isLoadingMore={loadingStages.has(column.stage)}
                onLoadMore={() => onLoadMore(column)}
                {...handlers}
              />
            ))}
          </div>
        </div>
        <DragOverlay>
          {dragged && (
            <div inert>
              <PipelineCardBody
                application={dragged}
                stages={columns}
                canAct={canAct}
                isSelected={selectedIds.has(dragged.id)}
                isOverlay
              />
            </div>
          )}
        </DragOverlay>
      </DndContext>

      <PipelinePreviewDialog
        application={preview}
        stages={columns}
        canAct={canAct}
        open={previewId !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewId(null);
        }}
        onCloseAutoFocus={returnFocusToCard}
        onUnlock={(application) => {
          isHandingOver.current = true;
          setPreviewId(null);
          setUnlock({ applicationId: application.id, reopenPreview: true });
        }}
        onReject={(application) => {
          isHandingOver.current = true;
          setPreviewId(null);
          setRejectId(application.id);
        }}
        onMove={moveApplication}
      />
      <UnlockDialog
        applicationId={unlock?.applicationId ?? ''}
        open={unlock !== null}
        onOpenChange={(open) => {
          if (!open) setUnlock(null);
        }}
        onUnlocked={() => {
          if (unlock?.reopenPreview) setPreviewId(unlock.applicationId);
        }}
      />
      <RejectDialog
        applicationId={rejectId ?? ''}
        open={rejectId !== null}
        onOpenChange={(open) => {
          if (!open) setRejectId(null);
        }}
      />
      <ComposeEmailDialog
        recipients={emailTo?.recipients ?? []}
        open={emailTo !== null}
        onOpenChange={(open) => {
          if (!open) setEmailTo(null);
        }}
        onSent={() => {
          if (emailTo?.isSelection) setSelectedIds(new Set());
        }}
      />
      <ScheduleInterviewDialog
        target={scheduleFor}
        onCloseAutoFocus={returnFocusToCard}
        onOpenChange={(open) => {
          if (!open) setScheduleFor(null);
        }}
      />
    </>
  );
}
