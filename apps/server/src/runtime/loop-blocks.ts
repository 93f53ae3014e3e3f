import { closeSync, openSync, readSync } from 'node:fs';

/** What happened on the loop's thread between two turns of the timer, in milliseconds. */
export interface LoopBlock {
  /** Wall time between the two turns (the timer's own millisecond included). */
  gapMs: number;
  /** Time the thread ran on a core: the loop's own work (JavaScript, SQLite, garbage collection). */
  workMs: number;
  /** Time the thread was ready to run but every core was busy with other threads. */
  waitMs: number;
}

export interface LoopBlockMonitor {
  /** The longest own work and the longest wait between two turns since the previous reset. */
  longest(): { workMs: number; waitMs: number };
  reset(): void;
  stop(): void;
}

/**
 * Splits the event loop's delays into its own work and waiting for a core. A timer due every
 * millisecond reads the thread's scheduler statistics (Linux `/proc/thread-self/schedstat`: time
 * on a core and time in the run queue, in nanoseconds) at each turn, so each gap between two
 * turns is split into the work the loop did and the time the thread waited for a core. On a
 * machine whose cores are all busy the second can exceed the first many times over; only the
 * first is what a request's work holds the loop for. The kernel brings a running thread's figures
 * up to date at each scheduler tick, so a figure is exact to within a tick (1–4 ms). Null where
 * the statistics do not exist.
 */
export function monitorLoopBlocks(onBlock?: (block: LoopBlock) => void): LoopBlockMonitor | null {
  const stats = openSchedstat();
  if (!stats) return null;
  let longestWork = 0;
  let longestWait = 0;
  let [lastRun, lastWait] = stats.read();
  let lastAt = performance.now();
  const timer = setInterval(() => {
    const at = performance.now();
    const [run, wait] = stats.read();
    const block = { gapMs: at - lastAt, workMs: (run - lastRun) / 1e6, waitMs: (wait - lastWait) / 1e6 };
    longestWork = Math.max(longestWork, block.workMs);
    longestWait = Math.max(longestWait, block.waitMs);
    onBlock?.(block);
    [lastRun, lastWait, lastAt] = [run, wait, at];
  }, 1);
  timer.unref();
  return {
    longest: () => ({ workMs: longestWork, waitMs: longestWait }),
    reset() {
      longestWork = 0;
      longestWait = 0;
    },
    stop() {
      clearInterval(timer);
      stats.close();
    },
  };
}

/** The calling thread's schedstat, read again from the start of the file at each call (one pread). */
function openSchedstat(): { read(): [number, number]; close(): void } | null {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(96);
  return {
    read() {
      const text = buffer.toString('latin1', 0, readSync(fd, buffer, 0, buffer.length, 0));
      const [run = 0, wait = 0] = text.split(' ').map(Number);
      return [run, wait];
    },
    close: () => closeSync(fd),
  };
}
