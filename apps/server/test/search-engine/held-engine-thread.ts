/**
 * A test's engine thread: serves as src/engine-thread.ts does, but a landing search for HOLD
 * blocks the thread on a latch, as a worst case would hold it, and tells the test which thread it
 * is and the latch that releases it (held-thread.ts).
 */
import { BroadcastChannel, parentPort, threadId, workerData } from 'node:worker_threads';
import { serveEngineThread } from '../../src/engine-thread-serve';
import type { EngineThreadInput } from '../../src/search-engine';
import { HELD_CHANNEL, type Held, HOLD } from './held-thread';

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
    return handlers.landingPage(request);
  },
}));
