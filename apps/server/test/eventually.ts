import { inspect } from 'node:util';

/**
 * The one way server tests wait for state that something else brings about: a change follower
 * or feed (SQLite polls every 250 ms, PostgreSQL every second), another process, a timer.
 *
 * The bound is generous on purpose: CI runs the whole suite on a loaded 2-core machine, where a
 * follower's poll or a child process's start can take many times as long as on a workstation.
 * Vitest's testTimeout is 30 s (vitest.config.ts): a test that waits more than once, or waits
 * longer than the default, raises its own timeout with `it(..., timeout)` so that the bound here
 * runs out first and its message, not a bare "Test timed out", says what was missing.
 */
export const EVENTUALLY_TIMEOUT_MS = 20_000;

export interface EventuallyOptions {
  /** How long to keep asking; 20 s unless given. */
  timeoutMs?: number;
  /** The pause between two reads; 100 ms unless given. */
  intervalMs?: number;
  /** What is waited for, for the error; a function is asked only when the bound runs out. */
  what?: string | (() => string);
}

/**
 * Reads until `done` holds for the value read and returns that value. When the bound runs out
 * it throws an error that names `what` and shows the last value read; it never returns a value
 * for which `done` does not hold. An error thrown by `read` ends the wait at once.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  options: EventuallyOptions = {},
): Promise<T> {
  const { timeoutMs = EVENTUALLY_TIMEOUT_MS, intervalMs = 100, what = 'a condition' } = options;
  const deadline = performance.now() + timeoutMs;
  for (let reads = 1; ; reads++) {
    const value = await read();
    if (done(value)) return value;
    if (performance.now() >= deadline) {
      const described = typeof what === 'function' ? what() : what;
      throw new Error(
        `Gave up waiting for ${described} after ${timeoutMs} ms (${reads} reads); last value: ${show(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function show(value: unknown): string {
  const text = inspect(value, { depth: 4, maxArrayLength: 20, maxStringLength: 500, breakLength: 120 });
  return text.length > 4000 ? `${text.slice(0, 4000)} …` : text;
}
