import type { FastifyBaseLogger } from 'fastify';
import type { CallOutcome } from '../../adapters/careers-board/careers-board-client';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { TASKS } from '../../queue/task-queue';
import { processBoardEvent, requeueLostBoardEvents } from './board-events.service';
import { runEmployerSync } from './board-employers.service';
import * as repo from './careers.repository';
import { requeueLostJobSyncs, syncBoardJob, type JobSyncTask } from './job-sync.service';

/** Sync tasks worked at once in this process (the board takes 10 calls a second). */
const SYNC_BATCH_SIZE = 5;
/** A sync task still active after this long was lost with its process. */
const SYNC_EXPIRE_SECONDS = 120;
/** A successful call is written down at most this often (failures always). */
const SUCCESS_WRITE_INTERVAL_MS = 5_000;

/** The careers board's tasks; nothing is worked when the server has no board. */
export async function registerCareersBoardTasks(ctx: AppContext): Promise<void> {
  if (!ctx.careersBoard) return;
  await ctx.queue.workBatch<JobSyncTask>(
    TASKS.syncBoardJob,
    // Retries are the sync's own (full jitter, recorded on the job); pg-boss only runs it.
    {
      retryLimit: 0,
      retryDelaySeconds: 60,
      batchSize: SYNC_BATCH_SIZE,
      expireInSeconds: SYNC_EXPIRE_SECONDS,
    },
    (tasks) =>
      Promise.all(
        tasks.map(async ({ data }) => {
          try {
            await syncBoardJob(ctx, data);
            return null;
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      ),
  );
  await ctx.queue.work<{ eventId: string }>(
    TASKS.processBoardEvent,
    { retryLimit: 8, retryDelaySeconds: 15 },
    async ({ eventId }) => processBoardEvent(ctx, eventId),
  );
  await ctx.queue.work<{ runId: string }>(
    TASKS.syncBoardEmployers,
    { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 60 * 60 },
    async ({ runId }) => runEmployerSync(ctx, runId),
  );
  await ctx.queue.work(
    TASKS.requeueBoardWork,
    { retryLimit: 0, retryDelaySeconds: 60 },
    async () => {
      const [jobs, events] = await Promise.all([
        requeueLostJobSyncs(ctx),
        requeueLostBoardEvents(ctx),
      ]);
      if (jobs + events > 0) {
        ctx.log.warn({ jobs, events }, 'Careers board work whose task was lost queued again');
      }
    },
  );
}

/**
 * Keeps the integration's health from the client's calls: when the board last
 * answered well, and the last failure with its reason (shown on /integrations).
 */
export function createHealthRecorder(
  db: Db,
  log: FastifyBaseLogger,
): (outcome: CallOutcome) => void {
  let lastSuccessWrite = 0;
  return (outcome) => {
    if (outcome.ok) {
      if (Date.now() - lastSuccessWrite < SUCCESS_WRITE_INTERVAL_MS) return;
      lastSuccessWrite = Date.now();
    } else {
      // After a failure, the next success is news again.
      lastSuccessWrite = 0;
    }
    const record = outcome.ok
      ? repo.recordHealth(db, { ok: true })
      : repo.recordHealth(db, {
          ok: false,
          kind: outcome.error.kind,
          message: outcome.error.message,
        });
    record.catch((error: unknown) =>
      log.warn({ err: error }, 'Could not record the careers board health'),
    );
  };
}
