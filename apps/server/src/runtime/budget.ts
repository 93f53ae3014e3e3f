import { AsyncLocalStorage } from 'node:async_hooks';
import type { ErrorCode } from '@fd/contract';

/**
 * Longest stretch of work between two turns of the event loop (the loop's target is 20 ms). With
 * two workers and the clients busy on two cores, a light request waits for the slice in progress
 * and for a core, so the slice's length sets the p99 of /api/health beside 8 connections of
 * worst cases: shorter slices lowered it, for somewhat fewer worst cases a second (measured by
 * the load phase of `npm run bench`: docs/benchmarks.md#slice-length).
 */
export const SLICE_MS = 2;

/**
 * Slices waiting for their turn. One slice runs per turn of the event loop: with setImmediate
 * alone, every paused request's slice would run in the same check phase, so four heavy
 * requests would hold the loop for four slices before the next request is even read.
 */
const waiting: (() => void)[] = [];
let pumping = false;

function pump(): void {
  waiting.shift()?.();
  // Scheduled from the check phase, the next slice runs in the next turn, after the poll phase.
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/** Resolves in a later turn of the event loop, after the slices queued before it. */
export function nextTurn(): Promise<void> {
  return new Promise((resume) => {
    waiting.push(resume);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

export type BudgetEnd = 'time' | 'client';

/** Thrown by a budgeted loop when its request ran out of time or its client went away. */
export class BudgetExceeded extends Error {
  constructor(readonly reason: BudgetEnd) {
    super(reason === 'time' ? 'The work ran past its time budget.' : 'The client went away.');
    this.name = 'BudgetExceeded';
  }

  /**
   * The catalogue's code an answer gives it, the API's and an MCP tool's alike: 'search_too_broad'
   * (422) for work that ran out of time; 'unavailable' for a client that left, who reads nothing.
   */
  get code(): Extract<ErrorCode, 'search_too_broad' | 'unavailable'> {
    return this.reason === 'time' ? 'search_too_broad' : 'unavailable';
  }
}

/**
 * The time one request's work may take, and the means to stop it. CPU-heavy loops (the filter
 * index, title sets) ask `due()` every few thousand steps; when a slice is used up they `pause()`,
 * which lets the event loop serve others and then throws if the budget ran out or the client
 * left meanwhile.
 */
export class WorkBudget {
  private readonly deadline: number;
  private sliceStart = performance.now();
  private ended: BudgetEnd | null = null;
  /** Made on the first ask for `signal`: most budgets are never watched. */
  private controller: AbortController | null = null;

  constructor(readonly ms: number) {
    this.deadline = performance.now() + ms;
  }

  /** Stops the work at its next pause (the client disconnected). */
  abort(reason: BudgetEnd = 'client'): void {
    this.ended ??= reason;
    this.controller?.abort();
  }

  /**
   * Aborted when `abort` is called: for work this budget's loops do not run themselves, such as
   * a request handed to an engine thread, which is told to stop (docs/decisions/211).
   */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.ended !== null) this.controller.abort();
    }
    return this.controller.signal;
  }

  get aborted(): boolean {
    return this.ended === 'client';
  }

  check(): void {
    if (this.ended === null && performance.now() >= this.deadline) this.ended = 'time';
    if (this.ended !== null) throw new BudgetExceeded(this.ended);
  }

  /** What is left of the time, in ms (0 once it ran out): for work handed to another thread. */
  remainingMs(): number {
    return Math.max(0, this.deadline - performance.now());
  }

  /** True when the current slice is used up: cheap enough to ask every thousand steps. */
  due(): boolean {
    return performance.now() - this.sliceStart >= SLICE_MS;
  }

  async pause(): Promise<void> {
    await nextTurn();
    this.sliceStart = performance.now();
    this.check();
  }
}

const storage = new AsyncLocalStorage<WorkBudget>();

/** Work outside a request (the CLI, tests on the store) still yields, but has no deadline. */
const UNBOUNDED_MS = 2 ** 31;

/** The budget of the request this code runs for. */
export function currentBudget(): WorkBudget {
  return storage.getStore() ?? new WorkBudget(UNBOUNDED_MS);
}

/**
 * Between two steps of a request's work (store calls one after another): when its slice is used
 * up, lets the event loop serve others first. Promises that are already resolved never leave the
 * microtask queue, so without this a chain of synchronous store calls runs as one block, and the
 * requests read in the same turn of the loop run one after another before any timer or new
 * connection is served.
 */
export async function yieldIfDue(): Promise<void> {
  const budget = currentBudget();
  if (budget.due()) await budget.pause();
}

/** Runs `work` (and everything it awaits) under `budget`. */
export function runWithBudget<T>(budget: WorkBudget, work: () => T): T {
  return storage.run(budget, work);
}
