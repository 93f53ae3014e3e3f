/**
 * The installation's sync lease (docs/decisions/122): a row in the company store that one
 * process holds while it syncs, renewed while it works. A lease whose process died on this
 * machine (kill -9, a crash) is taken over at once; one of another machine's process is taken
 * over when it runs out.
 */
import { hostname } from 'node:os';
import type { SyncStore } from '../store/types';

/** How long a lease lasts without renewal: a holder that stopped renewing is given up after it. */
export const LEASE_TTL_MS = 120_000;
/** Renewed this often, so that a slow store or a busy machine never lets a working holder's lease run out. */
const RENEW_EVERY_MS = 30_000;

export const leaseHolder = (pid = process.pid) => `${hostname()}:${pid}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder that is a process of this machine that no longer runs. */
function gone(holder: string): boolean {
  const at = holder.lastIndexOf(':');
  const pid = Number(holder.slice(at + 1));
  return holder.slice(0, at) === hostname() && Number.isInteger(pid) && pid !== process.pid && !alive(pid);
}

export interface HeldLease {
  holder: string;
  /** Aborted when the lease was lost (another process took it over): the run must stop. */
  lost: AbortSignal;
  release(): Promise<void>;
}

/** The lease, or the holder that has it now. */
export async function takeLease(
  store: SyncStore,
  now: () => Date = () => new Date(),
): Promise<HeldLease | { busy: string }> {
  const holder = leaseHolder();
  let held = await store.acquireLease(holder, now(), LEASE_TTL_MS);
  if (!held) {
    const current = await store.leaseHolder(now());
    if (current === null) held = await store.acquireLease(holder, now(), LEASE_TTL_MS);
    else if (gone(current)) held = await store.takeOverLease(current, holder, now(), LEASE_TTL_MS);
    if (!held) return { busy: (await store.leaseHolder(now())) ?? current ?? 'another process' };
  }
  const lost = new AbortController();
  const timer = setInterval(() => {
    store
      .renewLease(holder, now(), LEASE_TTL_MS)
      .then((renewed) => {
        if (!renewed) lost.abort(new Error('another process took the sync lease over; this run stopped'));
      })
      // A store that does not answer for a moment: the lease runs for minutes, the next renewal may succeed.
      .catch(() => {});
  }, RENEW_EVERY_MS);
  timer.unref();
  return {
    holder,
    lost: lost.signal,
    async release() {
      clearInterval(timer);
      await store.releaseLease(holder);
    },
  };
}
