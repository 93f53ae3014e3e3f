/**
 * The channel bench's engine in a worker thread (docs/decisions/211, variant "thread"): it reads
 * the columns the bench's main thread built in SharedArrayBuffers, without a copy, and answers
 * each posted request with a posted answer; a page's ids go back as a transferred buffer. Posts
 * `{ ready: true }` once it listens.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { answer, type ColumnBuffers, columnsOf, type EngineRequest } from './channel-engine';

const columns = columnsOf(workerData.buffers as ColumnBuffers);
const port = parentPort!;
port.on('message', ({ id, request }: { id: number; request: EngineRequest }) => {
  const result = answer(columns, request);
  const ids = result.kind === 'search' && result.ids instanceof Int32Array ? result.ids : null;
  port.postMessage({ id, answer: result }, ids ? [ids.buffer as ArrayBuffer] : []);
});
port.postMessage({ ready: true });
