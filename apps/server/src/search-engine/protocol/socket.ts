/**
 * The protocol over a Unix domain socket (docs/decisions/211 step 5): the engine side serves its
 * handlers on a socket path, each HTTP worker connects with a `socketEngineClient`. Frames as
 * frames.ts writes them; a request carries what is left of its work budget, and `{ cancel: id }`
 * stops a request whose client went away, as the engine threads' messages do.
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import { currentBudget, runWithBudget, WorkBudget } from '../../runtime/budget';
import { encodeFrame, FrameReader } from './frames';
import type { AnswerFrame, AppliedFrame, RequestFrame } from './messages';
import {
  answerMessage,
  type EngineClient,
  type EngineHandlers,
  EngineProtocolError,
  settle,
} from './transport';

/** What a client writes: a request with its remaining budget, or the cancel of one. */
export type ToEngineSocket = (RequestFrame & { budgetMs: number }) | { cancel: number };

/** What the engine writes: an answer, or a batch its indexes took in. */
export type FromEngineSocket = AnswerFrame | AppliedFrame;

export interface EngineSocketServer {
  /** Pushes a batch of applied companies to every connected client. */
  push(companyIds: number[]): void;
  /** Stops listening, drops every connection and removes the socket file. */
  close(): Promise<void>;
}

/** A request without a readable budget still ends: the serving side's own limit, not forever. */
const DEFAULT_BUDGET_MS = 30_000;

/**
 * Serves `handlers` on `path` (a stale file there is removed first); the file is made readable and
 * writable by its owner only. Each request runs under a budget of the time its client had left;
 * a connection that closes stops its requests at their next pause.
 */
export async function serveEngineSocket(handlers: EngineHandlers, path: string): Promise<EngineSocketServer> {
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    const reader = new FrameReader();
    const running = new Map<number, WorkBudget>();
    const answer = async (message: RequestFrame & { budgetMs?: unknown }) => {
      const budgetMs = typeof message.budgetMs === 'number' ? message.budgetMs : DEFAULT_BUDGET_MS;
      const budget = new WorkBudget(budgetMs);
      if (typeof message.id === 'number') running.set(message.id, budget);
      try {
        const frame = await runWithBudget(budget, () => answerMessage(handlers, message));
        if (!socket.destroyed) socket.write(encodeFrame(frame satisfies FromEngineSocket));
      } finally {
        if (typeof message.id === 'number') running.delete(message.id);
      }
    };
    socket.on('data', (chunk) => {
      let messages: unknown[];
      try {
        messages = reader.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const message of messages) {
        const cancel = (message as { cancel?: unknown } | null)?.cancel;
        if (typeof cancel === 'number') running.get(cancel)?.abort('client');
        else void answer(message as RequestFrame);
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      connections.delete(socket);
      for (const budget of running.values()) budget.abort('client');
    });
  });
  rmSync(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return {
    push(companyIds) {
      const frame = encodeFrame({ applied: companyIds } satisfies FromEngineSocket);
      for (const socket of connections) socket.write(frame);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => {
          rmSync(path, { force: true });
          resolve();
        });
      }),
  };
}

/** An engine in another process: asked as any other, and away at times (health says so). */
export interface RemoteEngineClient extends EngineClient {
  /** True while connected to the engine. */
  readonly connected: boolean;
}

export interface SocketEngineClient extends RemoteEngineClient {
  /** Settles at the next connection (at once when connected). */
  whenConnected(): Promise<void>;
  /** Disconnects and stops reconnecting; requests in flight are answered `unavailable`. */
  close(): void;
}

export interface SocketEngineClientOptions {
  /** The first wait before connecting again, doubled after each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

const away = (why: string) => new EngineProtocolError('unavailable', why);

interface Pending {
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

/**
 * The serving side over the engine's socket. It connects at once and, whenever the connection
 * fails or drops, again after a backoff that doubles from `minBackoffMs` to `maxBackoffMs` and
 * starts over once connected. While it is not connected every request is answered `unavailable`
 * at once (the routes' 503), and a drop answers the requests in flight so, never leaving one waiting.
 */
export function socketEngineClient(
  path: string,
  options: SocketEngineClientOptions = {},
): SocketEngineClient {
  const minBackoffMs = options.minBackoffMs ?? 50;
  const maxBackoffMs = options.maxBackoffMs ?? 2000;
  const listeners: ((companyIds: number[]) => void)[] = [];
  const pending = new Map<number, Pending>();
  let waiting: (() => void)[] = [];
  let socket: net.Socket | null = null;
  let connected = false;
  let closed = false;
  let backoffMs = minBackoffMs;
  let retry: NodeJS.Timeout | null = null;
  let nextId = 0;

  const onMessage = (message: FromEngineSocket) => {
    if ('applied' in message) {
      for (const listener of listeners) listener(message.applied);
      return;
    }
    const request = message.id === null ? undefined : pending.get(message.id);
    if (!request || message.id === null) return;
    pending.delete(message.id);
    try {
      request.resolve(settle(message));
    } catch (error) {
      request.reject(error as Error);
    }
  };

  const connect = () => {
    retry = null;
    const reader = new FrameReader();
    const attempt = net.connect(path);
    socket = attempt;
    attempt.on('connect', () => {
      connected = true;
      backoffMs = minBackoffMs;
      for (const resume of waiting) resume();
      waiting = [];
    });
    attempt.on('data', (chunk) => {
      try {
        for (const message of reader.push(chunk)) onMessage(message as FromEngineSocket);
      } catch {
        attempt.destroy();
      }
    });
    attempt.on('error', () => {});
    attempt.on('close', () => {
      if (socket === attempt) socket = null;
      connected = false;
      for (const request of pending.values()) request.reject(away('the engine went away before it answered'));
      pending.clear();
      if (closed) return;
      retry = setTimeout(connect, backoffMs);
      retry.unref();
      backoffMs = Math.min(maxBackoffMs, backoffMs * 2);
    });
  };
  connect();

  return {
    get connected() {
      return connected;
    },
    whenConnected: () =>
      connected ? Promise.resolve() : new Promise<void>((resume) => waiting.push(resume)),
    ask(request) {
      if (!connected || !socket) return Promise.reject(away('the engine is not running'));
      const live = socket;
      const id = nextId++;
      const budget = currentBudget();
      const { signal } = budget;
      const cancel = () => {
        if (!live.destroyed) live.write(encodeFrame({ cancel: id } satisfies ToEngineSocket));
      };
      return new Promise<never>((resolve, reject) => {
        const done =
          <T>(end: (value: T) => void) =>
          (value: T) => {
            signal.removeEventListener('abort', cancel);
            end(value);
          };
        pending.set(id, { resolve: done(resolve as (answer: unknown) => void), reject: done(reject) });
        const frame: ToEngineSocket = { id, request, budgetMs: budget.remainingMs() };
        live.write(encodeFrame(frame));
        if (signal.aborted) cancel();
        else signal.addEventListener('abort', cancel, { once: true });
      });
    },
    onApplied(listener) {
      listeners.push(listener);
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.destroy();
    },
  };
}
