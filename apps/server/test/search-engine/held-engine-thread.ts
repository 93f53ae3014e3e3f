/**
 * A test's engine thread: serves as src/engine-thread.ts does, but a landing search for HOLD
 * blocks the thread on a latch, as a worst case would hold it, and one for HOLD_YIELDING waits on
 * its latch in slices of its work budget, as the filter index's loops do (so a cancel reaches it);
 * each tells the test which thread it is and the latch that releases it (held-thread.ts).
 */
import { BroadcastChannel, parentPort, threadId, workerData } from 'node:worker_threads';
import { serveEngineThread } from '../../src/engine-thread-serve';
import { currentBudget } from '../../src/runtime/budget';
import type { EngineThreadInput } from '../../src/search-engine';
import { HELD_CHANNEL, type Held, HOLD, HOLD_YIELDING } from './held-thread';

const channel = new BroadcastChannel(HELD_CHANNEL);
channel.unref();

void serveEngineThread(parentPort!, workerData as EngineThreadInput, (handlers) => ({
  ...handlers,
  async landingPage(request) {
    if (request.keyword.toLowerCase() === HOLD) {
      const latch = new SharedArrayBuffer(4);
      channel.postMessage({ threadId, latch } satisfies Held);
      Atomics.wait(new Int32Array(latch), 0, 0);
    }
    if (request.keyword.toLowerCase() === HOLD_YIELDING) {
      const latch = new SharedArrayBuffer(4);
      channel.postMessage({ threadId, latch } satisfies Held);
      const budget = currentBudget();
      while (Atomics.load(new Int32Array(latch), 0) === 0) await budget.pause();
    }
    return handlers.landingPage(request);
  },
}));
