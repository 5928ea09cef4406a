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
import type { PipelineView } from '../../../../shared/jobs';
import { toast } from '../../../components/ui/use-toast';
import { RejectDialog, UnlockDialog } from '../../applications';
import { ComposeEmailDialog, recipientsOf, type EmailRecipient } from '../../email';
import { ScheduleInterviewDialog, type ScheduleInterviewTarget } from '../../interviews';
import { useMoveApplication } from '../api/move-application';
import { findApplicationInPipeline } from '../api/pipeline-moves';
import type { ColumnOrder } from './column-order';
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
  stages: readonly string[];
  pipeline: PipelineView;
  /** The member's role may unlock, move and reject (READING.md 5); others only look. */
  canAct: boolean;
}

/** The columns to show: the job's stages in order, then any stage only the data knows. */
function boardStages(stages: readonly string[], pipeline: PipelineView): string[] {
  const extra = Object.keys(pipeline).filter((stage) => !stages.includes(stage));
  return [...stages, ...extra];
}

/** The applications of the board that are picked and can still be emailed (unlocked). */
function selectedApplications(pipeline: PipelineView, selectedIds: ReadonlySet<string>) {
  return Object.values(pipeline)
    .flat()
    .filter((application) => selectedIds.has(application.id) && application.candidate.isUnlocked);
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
export function PipelineBoard({ jobId, stages, pipeline, canAct }: PipelineBoardProps) {
  const move = useMoveApplication(jobId);
  const [announcements] = useState(createPipelineAnnouncements);
  const [dragged, setDragged] = useState<ApplicationView | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [unlock, setUnlock] = useState<UnlockRequest | null>(null);
  const [rejectId, setRejectId] = useState<string | null>(null);
  const [scheduleFor, setScheduleFor] = useState<ScheduleInterviewTarget | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  // Each column's order, for as long as this job's board is open (the page keys the board by job).
  const [orders, setOrders] = useState<Readonly<Record<string, ColumnOrder>>>({});
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

  const columns = boardStages(stages, pipeline);
  const preview = previewId ? findApplicationInPipeline(pipeline, previewId) : undefined;
  // A picked card that left the board or was locked again (refunded) drops out here.
  const selected = selectedApplications(pipeline, selectedIds);
  const hasUnlocked = Object.values(pipeline).some((applications) =>
    applications.some((application) => application.candidate.isUnlocked),
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
            {columns.map((stage) => (
              <PipelineColumn
                key={stage}
                stage={stage}
                stages={columns}
                applications={pipeline[stage] ?? []}
                canAct={canAct}
                selectedIds={selectedIds}
                order={orders[stage] ?? 'oldest'}
                onOrderChange={(order) => setOrders((current) => ({ ...current, [stage]: order }))}
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
