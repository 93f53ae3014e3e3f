import { join } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { type WorkerEntry, workerEntry } from '../../src/server-files';

/**
 * The test side of held-engine-thread.ts: engine threads that hold a landing search for HOLD,
 * blocked as a worst case would block them, until the test releases it.
 */
export const HOLD = 'heldback';
/** Held until released too, but yielding between slices of its budget, so that it can be stopped. */
export const HOLD_YIELDING = 'heldyielding';
export const HELD_CHANNEL = 'fd-held-engine-thread';

/** What a held thread tells the test: which thread it is, and the latch that releases it. */
export interface Held {
  threadId: number;
  latch: SharedArrayBuffer;
}

/** The threads' module: held-engine-thread.ts, started as the server starts its own. */
export function heldThreadEntry(): WorkerEntry {
  return {
    filename: workerEntry('engine-thread').filename,
    argv: [join(import.meta.dirname, 'held-engine-thread.ts')],
  };
}

/** Resolves when a thread holds a request: call it before the request is sent. */
export function nextHold(): Promise<Held> {
  const channel = new BroadcastChannel(HELD_CHANNEL);
  return new Promise((resolve) => {
    channel.onmessage = (event) => {
      channel.close();
      resolve((event as { data: Held }).data);
    };
  });
}

/** Lets a held thread go on with its request. */
export function release(held: Held): void {
  const latch = new Int32Array(held.latch);
  Atomics.store(latch, 0, 1);
  Atomics.notify(latch, 0);
}
