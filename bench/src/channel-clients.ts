/**
 * The ways a serving thread can reach the engine, as the channel bench compares them
 * (docs/decisions/211): each a `Channel` whose `call` resolves with the engine's answer.
 *
 * - `in-process`: today's shape, the engine's code on the caller's own thread (an async call);
 * - `thread`: a worker thread of the caller's process over the same SharedArrayBuffer columns,
 *   the request and answer posted (the page's ids transferred);
 * - `socket`: an engine process over a Unix domain socket, length-prefixed JSON;
 * - `ipc`: the same engine process over node's IPC channel (`process.send`, advanced serialization).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { encodeFrame, FrameReader } from '@fd/server';
import {
  answer,
  type ColumnBuffers,
  columnsOf,
  type EngineAnswer,
  type EngineRequest,
} from './channel-engine';

export type ChannelName = 'in-process' | 'thread' | 'socket' | 'ipc';

export interface Channel {
  name: ChannelName;
  call(request: EngineRequest): Promise<EngineAnswer>;
}

/** Calls in flight, by id: each answer carries the id of its call. */
class Pending {
  private next = 0;
  private readonly waiting = new Map<number, (answer: EngineAnswer) => void>();

  open(send: (id: number) => void): Promise<EngineAnswer> {
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      send(id);
    });
  }

  settle({ id, answer }: { id: number; answer: EngineAnswer }): void {
    const resolve = this.waiting.get(id);
    this.waiting.delete(id);
    resolve?.(answer);
  }
}

export function inProcessChannel(buffers: ColumnBuffers): Channel {
  const columns = columnsOf(buffers);
  return { name: 'in-process', call: async (request) => answer(columns, request) };
}

/** The engine in a worker thread over `buffers` (SharedArrayBuffers: the thread copies nothing). */
export async function threadChannel(buffers: ColumnBuffers): Promise<Channel & { close(): Promise<void> }> {
  const worker = new Worker(new URL('./channel-engine-thread.mjs', import.meta.url), {
    workerData: { buffers },
  });
  // Its first message says it has loaded and listens.
  await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  const pending = new Pending();
  worker.on('message', (message) => pending.settle(message));
  return {
    name: 'thread',
    call: (request) => pending.open((id) => worker.postMessage({ id, request })),
    close: async () => void (await worker.terminate()),
  };
}

/**
 * One engine process (channel-engine-process.ts) with its own copy of the columns, reached over a
 * Unix domain socket and over its IPC channel.
 */
export async function processChannels(
  companies: number,
  seed: number,
): Promise<{ socket: Channel; ipc: Channel; close(): void }> {
  const socketPath = join(tmpdir(), `fd-channel-bench-${process.pid}.sock`);
  rmSync(socketPath, { force: true });
  const child: ChildProcess = fork(
    new URL('./channel-engine-process.ts', import.meta.url),
    [String(companies), String(seed), socketPath],
    { serialization: 'advanced', stdio: 'inherit' },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`engine process ended with ${code} before it listened`)));
  });
  const viaIpc = new Pending();
  child.on('message', (message) => viaIpc.settle(message as { id: number; answer: EngineAnswer }));

  const socket: Socket = connect(socketPath);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.setNoDelay(true);
  const viaSocket = new Pending();
  const reader = new FrameReader();
  socket.on('data', (chunk) => {
    for (const message of reader.push(chunk))
      viaSocket.settle(message as { id: number; answer: EngineAnswer });
  });
  return {
    socket: {
      name: 'socket',
      call: (request) => viaSocket.open((id) => socket.write(encodeFrame({ id, request }))),
    },
    ipc: { name: 'ipc', call: (request) => viaIpc.open((id) => child.send({ id, request })) },
    close: () => {
      socket.destroy();
      child.kill();
      rmSync(socketPath, { force: true });
    },
  };
}
