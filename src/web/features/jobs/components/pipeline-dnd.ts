import {
  pointerWithin,
  rectIntersection,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import type { ApplicationView } from '../../../../shared/applications';

/*
 * How cards move between columns with @dnd-kit: what a draggable card and a
 * droppable column carry, which column a card is over, how the arrow keys move
 * a picked-up card, and what a screen reader hears along the way.
 */

export interface CardDragData {
  application: ApplicationView;
}

export interface ColumnDropData {
  stage: string;
}

export function cardDragData(active: Active | null): CardDragData | undefined {
  return active?.data.current as CardDragData | undefined;
}

export function columnDropData(over: Over | null): ColumnDropData | undefined {
  return over?.data.current as ColumnDropData | undefined;
}

/** What to call a card aloud: a locked one is never named. */
export function cardLabel(application: ApplicationView): string {
  return application.candidate.isUnlocked
    ? `card of ${application.candidate.fullName}`
    : 'applicant card';
}

/** What a mouse or finger points at; for the keyboard, the column the card overlaps most. */
export const columnCollision: CollisionDetection = (args) => {
  const pointed = pointerWithin(args);
  return pointed.length > 0 ? pointed : rectIntersection(args);
};

/**
 * Left and right arrows move a picked-up card to the previous or next column,
 * at the same height; up and down do nothing, as a column has no order to change.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const centerX = collisionRect.left + collisionRect.width / 2;
  const currentIndex = over
    ? columns.findIndex((column) => column.id === over.id)
    : columns.findIndex((column) => column.rect.left <= centerX && centerX <= column.rect.right);
  const target = columns[currentIndex + step];
  if (currentIndex < 0 || !target) return undefined;
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: currentCoordinates.y,
  };
};

export const pipelineScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move an application to another stage, press Space on its drag handle, ' +
    'use the left and right arrow keys to choose a column, then press Space again to drop it, ' +
    'or Escape to cancel. The Move to list on each unlocked card does the same without dragging.',
};

/**
 * What a screen reader hears while a card moves (spec: "Picked up applicant card.
 * Moved to Screening."). Each board keeps its own: it remembers the last column
 * announced, so hovering the same column is said once.
 */
export function createPipelineAnnouncements(): Announcements {
  let lastStage: string | undefined;
  return {
    onDragStart({ active }) {
      const data = cardDragData(active);
      lastStage = data?.application.stage;
      if (!data) return undefined;
      return `Picked up ${cardLabel(data.application)} in ${data.application.stage}.`;
    },
    onDragOver({ active, over }) {
      const stage = columnDropData(over)?.stage;
      if (stage === lastStage) return undefined;
      lastStage = stage;
      if (!stage) return 'The card is not over a stage.';
      return stage === cardDragData(active)?.application.stage
        ? `Back over ${stage}.`
        : `Over ${stage}.`;
    },
    onDragEnd({ active, over }) {
      const data = cardDragData(active);
      const stage = columnDropData(over)?.stage;
      if (!data) return undefined;
      const label = cardLabel(data.application);
      if (!stage || stage === data.application.stage) {
        return `Dropped ${label}. It stays in ${data.application.stage}.`;
      }
      if (!data.application.candidate.isUnlocked) {
        return `Dropped ${label}. It stays in ${data.application.stage}: unlock the candidate first.`;
      }
      return `Dropped ${label}. Moved to ${stage}.`;
    },
    onDragCancel({ active }) {
      const data = cardDragData(active);
      if (!data) return undefined;
      return `Move cancelled. The ${cardLabel(data.application)} stays in ${data.application.stage}.`;
    },
  };
}
