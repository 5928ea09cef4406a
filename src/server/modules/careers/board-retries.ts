import { CareersBoardError } from '../../adapters/careers-board/careers-board-client';

/** How long a platform admin's call may wait for the board to come back. */
const INTERACTIVE_MAX_WAIT_MS = 5_000;

/**
 * A call to the board retried as careers-board-api.md's error table says: a 429 after
 * its Retry-After, a 5xx or an unreachable board with exponential backoff and jitter;
 * what the board refuses (4xx, a bad token) fails at once, and so does the last try.
 *
 * An `interactive` call (a platform admin waits for its answer) waits 5 s at most in
 * all, and is not tried again after a time-out (10 s already waited).
 */
export async function withBoardRetries<T>(
  work: () => Promise<T>,
  options: { tries: number; firstDelayMs: number; interactive?: boolean },
): Promise<T> {
  let waitedMs = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof CareersBoardError) || !error.isRetryable || attempt >= options.tries) {
        throw error;
      }
      const delayMs =
        error.kind === 'rate_limited'
          ? (error.retryAfterSeconds ?? 1) * 1000
          : // Between half and one and a half of the doubled delay, so that callers the
            // same outage stopped do not all come back at the same moment.
            options.firstDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
      if (
        options.interactive &&
        (error.isTimeout || waitedMs + delayMs > INTERACTIVE_MAX_WAIT_MS)
      ) {
        throw error;
      }
      waitedMs += delayMs;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** A platform admin's call: three tries, a quarter of a second then half a second apart. */
export const INTERACTIVE = { tries: 3, firstDelayMs: 250, interactive: true } as const;
