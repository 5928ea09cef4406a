import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection, asked for between the large steps of a bulk import.
 *
 * While the process is busy, V8 lets its old generation grow to about four times
 * what is live before it collects on its own. An import churns through a few KB of
 * short-lived objects per row (the batch's JSON, rows read back, scores, entries),
 * so 50,000 rows took the server 250-400 MB above idle in `npm run bench` while
 * holding some 20 MB of live data. Collecting every few thousand rows keeps it
 * near what is live, for about 50 ms each time (decision 0033).
 *
 * Node gives `gc` only to a process started with --expose-gc: the flag is set here
 * and the function taken from a new context. Where that is not possible, it does
 * nothing and the import is only larger in memory.
 */
export const collectGarbage: () => void = (() => {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    if (typeof gc === 'function') return () => (gc as () => void)();
  } catch {
    // The flag or the context is refused: leave collection to V8.
  }
  return () => undefined;
})();
