/**
 * The serving side's client of engine threads (docs/decisions/211 step 4): each thread reads the
 * process's engine from its shared state and answers the protocol over `postMessage`. A request
 * goes to the thread with the fewest requests in flight, so a worst case on one leaves the others
 * to the next requests. A thread that ends is replaced with the current state, and its requests
 * in flight are answered `unavailable` at once, never left waiting.
 */
import type { Worker } from 'node:worker_threads';
import { currentBudget } from '../../runtime/budget';
import type { EngineState } from '../engine-state';
import type { AnswerFrame, RequestFrame } from './messages';
import { type EngineClient, EngineProtocolError, settle } from './transport';

/** An engine thread's `workerData`. */
export interface EngineThreadInput {
  /** The dataset file, which the thread opens read-only. */
  path: string;
  /** The writer engine's state when the thread was started. */
  state: EngineState;
}

/** What the serving side posts to an engine thread. */
export type ToEngineThread =
  /** A request, with what is left of its work budget (the thread runs it under that budget). */
  | { frame: RequestFrame; budgetMs: number }
  /** The request `cancel`'s client went away: its work stops at its next pause, answered `budget_client`. */
  | { cancel: number }
  /**
   * A batch the writer took in, with the engine's state after it: of the changed events only the
   * batch's companies' (`SearchEngine.state(companyIds)`), which the thread adds to its reader's.
   */
  | { applied: number[]; state: EngineState };

/** What an engine thread posts: an answer, or that it is ready (its connection open). */
export type FromEngineThread = AnswerFrame | { ready: true };

interface Pending {
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

/** One thread and the requests it has not answered yet. */
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  /** True once it said it is ready: only a thread that once started is replaced when it ends. */
  started: boolean;
  /** Settles when the thread said it is ready or ended, whichever comes first. */
  settled: Promise<void>;
}

export interface ThreadEngineClient extends EngineClient {
  /** The threads now running (for tests and health). */
  readonly threads: readonly Worker[];
  /**
   * Settles once every thread started with the client said it is ready (its engine read, its
   * connection open, the name vocabulary read) or ended: the serving process awaits it before it
   * takes requests, so that no first request pays for a thread's start.
   */
  ready(): Promise<void>;
  /** Ends every thread; requests in flight are answered `unavailable`. */
  close(): Promise<void>;
}

export interface EngineThreadsOptions {
  /** Starts a thread that reads the engine from `state` (the worker's input). */
  spawn(state: EngineState): Worker;
  /** The writer engine's state now; with `companyIds`, the state after that batch (its delta of changed events). */
  state(companyIds?: readonly number[]): EngineState;
  /** Subscribes to the writer engine's applied batches. */
  applied(listener: (companyIds: number[]) => void): void;
  /** How many threads (at least 1). */
  threads: number;
}

const gone = () => new EngineProtocolError('unavailable', 'the engine thread ended before it answered');

export function threadEngineClient(options: EngineThreadsOptions): ThreadEngineClient {
  const slots: Slot[] = [];
  const listeners: ((companyIds: number[]) => void)[] = [];
  let nextId = 0;
  let closed = false;

  const start = (): Slot => {
    const worker = options.spawn(options.state());
    let markSettled = () => {};
    const settled = new Promise<void>((resolve) => {
      markSettled = resolve;
    });
    const slot: Slot = { worker, pending: new Map(), started: false, settled };
    worker.on('message', (message: FromEngineThread) => {
      if ('ready' in message) {
        slot.started = true;
        markSettled();
        return;
      }
      const pending = message.id === null ? undefined : slot.pending.get(message.id);
      if (!pending || message.id === null) return;
      slot.pending.delete(message.id);
      try {
        pending.resolve(settle(message));
      } catch (error) {
        pending.reject(error as Error);
      }
    });
    // An 'error' event is followed by 'exit': the requests are answered there.
    worker.on('error', () => {});
    worker.once('exit', () => {
      markSettled();
      for (const pending of slot.pending.values()) pending.reject(gone());
      slot.pending.clear();
      const at = slots.indexOf(slot);
      if (at < 0) return;
      // A thread that never started would fail again at once: it is not replaced.
      if (!closed && slot.started) slots[at] = start();
      else slots.splice(at, 1);
    });
    return slot;
  };
  for (let at = 0; at < Math.max(1, options.threads); at++) slots.push(start());
  const allSettled = Promise.all(slots.map((slot) => slot.settled)).then(() => {});

  options.applied((companyIds) => {
    const state = options.state(companyIds);
    const message: ToEngineThread = { applied: companyIds, state };
    // Posted before the listeners run: a request they start reaches a thread after the state.
    for (const slot of slots) slot.worker.postMessage(message);
    for (const listener of listeners) listener(companyIds);
  });

  return {
    get threads() {
      return slots.map((slot) => slot.worker);
    },
    ask(request) {
      const slot = slots.reduce<Slot | undefined>(
        (best, candidate) => (!best || candidate.pending.size < best.pending.size ? candidate : best),
        undefined,
      );
      if (closed || !slot) return Promise.reject(gone());
      const id = nextId++;
      const budget = currentBudget();
      const message: ToEngineThread = { frame: { id, request }, budgetMs: budget.remainingMs() };
      // A client that leaves stops the work in the thread at once, not at the budget's time; the
      // thread's answer (`budget_client`) settles the request, so the slot counts it until then.
      const cancel = () => slot.worker.postMessage({ cancel: id } satisfies ToEngineThread);
      const { signal } = budget;
      return new Promise<never>((resolve, reject) => {
        const done =
          <T>(settle: (value: T) => void) =>
          (value: T) => {
            signal.removeEventListener('abort', cancel);
            settle(value);
          };
        slot.pending.set(id, { resolve: done(resolve as (answer: unknown) => void), reject: done(reject) });
        slot.worker.postMessage(message);
        if (signal.aborted) cancel();
        else signal.addEventListener('abort', cancel, { once: true });
      });
    },
    onApplied(listener) {
      listeners.push(listener);
    },
    ready: () => allSettled,
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
