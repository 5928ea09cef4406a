import { useDraggable } from '@dnd-kit/core';
import {
  Briefcase,
  CalendarPlus,
  GripVertical,
  Lock,
  LockOpen,
  Mail,
  MapPin,
  Phone,
  UserRound,
  XCircle,
} from 'lucide-react';
import type { KeyboardEventHandler, PointerEvent, PointerEventHandler, ReactNode } from 'react';
import {
  LOCKED_CARD_SKILLS,
  UNLOCKED_CARD_SKILLS,
  type ApplicationView,
} from '../../../../shared/applications';
import { MatchBadge } from '../../../components/match-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { cn, initialsOf } from '../../../lib/utils';
import { CandidateSkills, experienceText } from '../../applications';
import type { CardDragData } from './pipeline-dnd';

/** What a card can ask the board to do. */
export interface PipelineCardHandlers {
  onOpen: (application: ApplicationView) => void;
  onUnlock: (application: ApplicationView) => void;
  onMove: (application: ApplicationView, toStage: string) => void;
  onEmail: (application: ApplicationView) => void;
  onSchedule: (application: ApplicationView) => void;
  /** Adds the card to (or takes it out of) the board's selection, for bulk email. */
  onSelect: (application: ApplicationView, isSelected: boolean) => void;
}

interface PipelineCardProps extends PipelineCardHandlers {
  application: ApplicationView;
  stages: readonly string[];
  /** The member's role may unlock and move applications (READING.md 5). */
  canAct: boolean;
  isSelected: boolean;
}

/** The name a card shows: a locked candidate is only ever "Applicant". */
export function cardTitle(application: ApplicationView): string {
  return application.candidate.isUnlocked ? application.candidate.fullName : 'Applicant';
}

// Controls on a card sit above the card's own "open preview" button and do not start a drag.
const stopDrag = (event: PointerEvent) => event.stopPropagation();
const aboveCard = 'relative z-10';

/**
 * One application on the board. The whole card drags with a mouse or finger,
 * and a click on it opens the preview; the grip picks it up from the keyboard;
 * the Move to list moves it without dragging at all.
 */
export function PipelineCard({
  application,
  stages,
  canAct,
  isSelected,
  ...handlers
}: PipelineCardProps) {
  const isRejected = application.rejectedAt !== null;
  const data: CardDragData = { application };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
    data,
    disabled: isRejected || !canAct,
  });
  const canDrag = canAct && !isRejected;
  // @dnd-kit types its listeners loosely; these are the two its sensors use.
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler | undefined;
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler | undefined;

  const handle = canDrag ? (
    <button
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      onKeyDown={onKeyDown}
      aria-label={`Drag ${cardTitle(application)} to another stage`}
      className={cn(
        aboveCard,
        '-my-0.5 -ml-1.5 flex h-6 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing',
      )}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  ) : null;

  return (
    <div ref={setNodeRef} onPointerDown={onPointerDown} className={cn(isDragging && 'opacity-40')}>
      <PipelineCardBody
        application={application}
        stages={stages}
        canAct={canAct}
        isSelected={isSelected}
        handle={handle}
        {...handlers}
      />
    </div>
  );
}

interface PipelineCardBodyProps extends Partial<PipelineCardHandlers> {
  application: ApplicationView;
  stages: readonly string[];
  canAct: boolean;
  isSelected?: boolean;
  handle?: ReactNode;
  /** The copy that follows the pointer while dragging: looks the same, does nothing. */
  isOverlay?: boolean;
}

export function PipelineCardBody({
  application,
  stages,
  canAct,
  isSelected = false,
  handle,
  isOverlay = false,
  onOpen,
  onUnlock,
  onMove,
  onEmail,
  onSchedule,
  onSelect,
}: PipelineCardBodyProps) {
  const { candidate } = application;
  const isRejected = application.rejectedAt !== null;
  const title = cardTitle(application);
  // Any unlocked candidate can be emailed, a rejected one too (to say so).
  const isSelectable = canAct && candidate.isUnlocked;
  const appliedOn = formatDate(application.createdAt);
  const otherStages = stages.filter((stage) => stage !== application.stage);

  return (
    <article
      aria-label={`${title}, ${application.stage}`}
      className={cn(
        'relative rounded-lg border bg-white p-3 text-left shadow-xs transition-[border-color,box-shadow]',
        isOverlay
          ? 'rotate-1 cursor-grabbing border-brand-300 shadow-lg'
          : 'border-slate-200 hover:border-brand-300 hover:shadow-sm',
        isRejected && 'border-dashed bg-slate-50 opacity-70',
        isSelected && !isOverlay && 'border-brand-500 ring-1 ring-brand-500',
      )}
    >
      <div className="flex items-start gap-2">
        {handle ??
          (isOverlay && (
            <span className="-my-0.5 -ml-1.5 flex h-6 w-6 shrink-0 items-center justify-center text-slate-400">
              <GripVertical className="size-4" />
            </span>
          ))}
        {isSelectable && (
          <input
            type="checkbox"
            checked={isSelected}
            readOnly={isOverlay}
            tabIndex={isOverlay ? -1 : undefined}
            onChange={(event) => onSelect?.(application, event.target.checked)}
            onPointerDown={stopDrag}
            aria-label={`Select ${title}`}
            className={cn(
              aboveCard,
              'mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700',
            )}
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="line-clamp-2 min-w-0 text-sm leading-5 font-semibold break-words text-slate-900">
              <button
                type="button"
                title={title}
                data-card-open={isOverlay ? undefined : application.id}
                onClick={() => onOpen?.(application)}
                aria-label={`Preview ${title}, applied ${appliedOn}`}
                className={cn(
                  'text-left outline-none',
                  // The button's hit area is the whole card; its focus ring outlines the card.
                  'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
                  'focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600',
                )}
              >
                {title}
              </button>
            </h3>
            <UnlockBadge isUnlocked={candidate.isUnlocked} />
          </div>
          <div className="mt-0.5 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="text-xs text-slate-500">Applied {appliedOn}</p>
            {/* Kept to the right when it wraps under the date. */}
            <MatchBadge match={application.match} className={cn(aboveCard, 'ml-auto')} />
          </div>
        </div>
      </div>

      {candidate.isUnlocked && (
        <dl className="mt-3 grid gap-1 text-xs text-slate-700">
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <Mail className="size-3.5 text-slate-400" aria-hidden="true" />
              <span className="sr-only">Email</span>
            </dt>
            <dd className="min-w-0 truncate">{candidate.email}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <Phone className="size-3.5 text-slate-400" aria-hidden="true" />
              <span className="sr-only">Phone</span>
            </dt>
            <dd className="min-w-0 truncate">
              {candidate.phone ?? <span className="text-slate-500">No phone number</span>}
            </dd>
          </div>
        </dl>
      )}

      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Briefcase className="size-3.5 text-slate-400" aria-hidden="true" />
          {experienceText(candidate)}
        </span>
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPin className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{candidate.location ?? 'Location not given'}</span>
        </span>
      </p>

      <CandidateSkills
        candidate={candidate}
        limit={candidate.isUnlocked ? UNLOCKED_CARD_SKILLS : LOCKED_CARD_SKILLS}
        className="mt-2"
      />

      {isRejected ? (
        <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-600">
          <Badge variant="destructive">
            <XCircle aria-hidden="true" />
            Rejected
          </Badge>
          {application.rejectedAt && <span>on {formatDate(application.rejectedAt)}</span>}
        </p>
      ) : (
        canAct && (
          <div
            className={cn(
              aboveCard,
              'mt-3 gap-2',
              candidate.isUnlocked ? 'grid grid-cols-2' : 'flex items-center',
            )}
            onPointerDown={stopDrag}
          >
            {candidate.isUnlocked ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  onClick={() => onEmail?.(application)}
                >
                  <Mail aria-hidden="true" />
                  Email
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  onClick={() => onSchedule?.(application)}
                >
                  <CalendarPlus aria-hidden="true" />
                  Schedule
                </Button>
                {otherStages.length > 0 && (
                  <MoveToSelect
                    label={`Move ${title} to another stage`}
                    stages={otherStages}
                    onMove={(stage) => onMove?.(application, stage)}
                  />
                )}
              </>
            ) : (
              <Button
                size="sm"
                className="h-7 px-2.5 text-xs"
                onClick={() => onUnlock?.(application)}
              >
                <LockOpen aria-hidden="true" />
                Unlock
              </Button>
            )}
          </div>
        )
      )}
    </article>
  );
}

function UnlockBadge({ isUnlocked }: { isUnlocked: boolean }) {
  return isUnlocked ? (
    <Badge variant="success" className="shrink-0 px-2 text-[11px]">
      <LockOpen aria-hidden="true" />
      UNLOCKED
    </Badge>
  ) : (
    <Badge variant="secondary" className="shrink-0 px-2 text-[11px]">
      <Lock aria-hidden="true" />
      LOCKED
    </Badge>
  );
}

/** Initials once unlocked; a neutral figure for a locked candidate, who has no name here. */
export function CandidateAvatar({
  application,
  size = 'sm',
}: {
  application: ApplicationView;
  size?: 'sm' | 'lg';
}) {
  const { candidate } = application;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'sm' ? 'size-8 text-xs' : 'size-12 text-base',
        candidate.isUnlocked ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-500',
      )}
    >
      {candidate.isUnlocked ? (
        initialsOf(candidate.fullName)
      ) : (
        <UserRound className={size === 'sm' ? 'size-4' : 'size-6'} />
      )}
    </span>
  );
}

/**
 * The way to move a card without dragging: a native list, so keyboards and
 * screen readers (and small touch screens) get it for free.
 */
function MoveToSelect({
  label,
  stages,
  onMove,
}: {
  label: string;
  stages: readonly string[];
  onMove: (stage: string) => void;
}) {
  return (
    <select
      aria-label={label}
      value=""
      onChange={(event) => {
        if (event.target.value) onMove(event.target.value);
      }}
      className="col-span-2 h-7 w-full cursor-pointer rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-700 shadow-xs hover:bg-slate-50 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
    >
      <option value="" disabled>
        Move to…
      </option>
      {stages.map((stage) => (
        <option key={stage} value={stage}>
          {stage}
        </option>
      ))}
    </select>
  );
}
