import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority to `nice` (0–19, higher is lower), never raises it: a
 * command started with `nice -n 15` stays at 15. On Linux the niceness belongs to a thread and
 * threads inherit it when created, so a command calls this first, before it starts its worker
 * threads. A system that refuses leaves the priority as it was.
 */
export function lowerPriority(nice: number): number {
  try {
    if (getPriority() < nice) setPriority(nice);
  } catch {
    // Not permitted here: the command runs at its current priority.
  }
  return getPriority();
}
