/** Every this many hits a process removes the counters whose window has ended. */
const PURGE_EVERY = 256;

/**
 * Ended windows are removed now and then on write, by whichever process happens to write: a
 * cheap delete over the `reset_at` index, so the table holds little more than live windows.
 */
export function occasionalPurge(purge: () => Promise<unknown>): () => void {
  let hits = 0;
  return () => {
    hits++;
    if (hits % PURGE_EVERY === 0) void purge().catch(() => {});
  };
}
