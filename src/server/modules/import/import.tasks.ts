import type { AppContext } from '../../context';
import { TASKS } from '../../queue/task-queue';
import { requeueStalledImports, runImport } from './import.service';

/** The import's tasks: one run at a time per process, and the sweep for stalled runs. */
export async function registerImportTasks(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ runId: string }>(
    TASKS.importCandidates,
    // The run keeps its own state (claim, heartbeat, checkpoint); pg-boss only starts it.
    { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 4 * 60 * 60 },
    async ({ runId }) => runImport(ctx, runId),
  );
  await ctx.queue.work(TASKS.requeueImports, { retryLimit: 0, retryDelaySeconds: 60 }, async () => {
    const requeued = await requeueStalledImports(ctx);
    if (requeued > 0) ctx.log.warn({ requeued }, 'Stalled imports queued again');
  });
}
