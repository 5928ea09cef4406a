import type { ApplicationView } from '../../../../shared/applications';
import type { PipelineView } from '../../../../shared/jobs';

/*
 * Pure changes to a cached pipeline, so that a move shows on the board before
 * the server answers. Each returns a new pipeline (the cache is never mutated)
 * and keeps every column in the server's order: oldest application first.
 */

function isBefore(a: ApplicationView, b: ApplicationView): boolean {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt;
  return a.id < b.id;
}

function insertInOrder(column: readonly ApplicationView[], application: ApplicationView) {
  const index = column.findIndex((other) => isBefore(application, other));
  if (index < 0) return [...column, application];
  return [...column.slice(0, index), application, ...column.slice(index)];
}

export function findApplicationInPipeline(
  pipeline: PipelineView,
  applicationId: string,
): ApplicationView | undefined {
  for (const column of Object.values(pipeline)) {
    const application = column.find((item) => item.id === applicationId);
    if (application) return application;
  }
  return undefined;
}

/**
 * Puts a (changed) application where its stage says: out of whichever column
 * held it, into its stage's column. An application the board does not hold is
 * left out: it belongs to another job or was removed.
 */
export function replaceApplicationInPipeline(
  pipeline: PipelineView,
  application: ApplicationView,
): PipelineView {
  if (!findApplicationInPipeline(pipeline, application.id)) return pipeline;
  const next: PipelineView = {};
  for (const [stage, column] of Object.entries(pipeline)) {
    next[stage] = column.filter((item) => item.id !== application.id);
  }
  next[application.stage] = insertInOrder(next[application.stage] ?? [], application);
  return next;
}

/** The board right after a card was dropped on `toStage`; unchanged when there is nothing to move. */
export function moveApplicationInPipeline(
  pipeline: PipelineView,
  applicationId: string,
  toStage: string,
): PipelineView {
  const application = findApplicationInPipeline(pipeline, applicationId);
  if (!application || application.stage === toStage) return pipeline;
  return replaceApplicationInPipeline(pipeline, { ...application, stage: toStage });
}
