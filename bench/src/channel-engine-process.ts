/**
 * The channel bench's engine in a process of its own (docs/decisions/211, variants "socket" and
 * "ipc"): it builds its own copy of the columns from the same seed, then answers requests on a
 * Unix domain socket (length-prefixed JSON, the server's protocol frames) and on its IPC channel (node's
 * `process.send`, advanced serialization, as cluster workers talk to their primary).
 *
 *   node --import tsx channel-engine-process.ts <companies> <seed> <socket path>
 *
 * Tells its parent `{ ready: true }` over IPC once the socket listens.
 */
import { createServer } from 'node:net';
import { encodeFrame, FrameReader } from '@fd/server';
import { answer, buildColumns, columnsOf, type EngineAnswer, type EngineRequest } from './channel-engine';

const [companies, seed, socketPath] = process.argv.slice(2);
const columns = columnsOf(buildColumns(Number(companies), Number(seed), false));

interface Call {
  id: number;
  request: EngineRequest;
}

/** JSON has no typed arrays: a page's ids go as a plain array. */
const asJson = (result: EngineAnswer): EngineAnswer =>
  result.kind === 'search' ? { ...result, ids: Array.from(result.ids) } : result;

const server = createServer((socket) => {
  const reader = new FrameReader();
  socket.on('data', (chunk) => {
    for (const message of reader.push(chunk)) {
      const { id, request } = message as Call;
      socket.write(encodeFrame({ id, answer: asJson(answer(columns, request)) }));
    }
  });
  socket.on('error', () => socket.destroy());
});

process.on('message', (message) => {
  const { id, request } = message as Call;
  process.send!({ id, answer: answer(columns, request) });
});
// The parent going away ends the engine: nothing outlives the bench.
process.on('disconnect', () => process.exit(0));

server.listen(socketPath, () => process.send!({ ready: true }));
