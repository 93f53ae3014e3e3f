import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BudgetExceeded, runWithBudget, WorkBudget } from '../../runtime/budget';
import type { EngineState } from '../engine-state';
import { threadEngineClient } from './thread-client';

/** A stand-in thread: the test says when it is ready or ends. */
class FakeThread extends EventEmitter {
  readonly posted: unknown[] = [];
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  async terminate(): Promise<number> {
    this.emit('exit', 1);
    return 1;
  }
}

function clientOver(count: number) {
  const spawned: FakeThread[] = [];
  const batches: ((companyIds: number[]) => void)[] = [];
  const client = threadEngineClient({
    spawn() {
      const thread = new FakeThread();
      spawned.push(thread);
      return thread as unknown as Worker;
    },
    // A stand-in state that tells which batch it was taken for.
    state: (companyIds) => ({ batch: companyIds }) as unknown as EngineState,
    applied: (listener) => void batches.push(listener),
    threads: count,
  });
  const apply = (companyIds: number[]) => {
    for (const listener of batches) listener(companyIds);
  };
  return { client, spawned, apply };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe('engine threads: ready', () => {
  it('settles once every thread said it is ready, not before', async () => {
    const { client, spawned } = clientOver(2);
    const ready = client.ready();
    expect(await settledYet(ready)).toBe(false);
    spawned[0]!.emit('message', { ready: true });
    expect(await settledYet(ready)).toBe(false);
    spawned[1]!.emit('message', { ready: true });
    expect(await settledYet(ready)).toBe(true);
    await client.close();
  });

  it('settles when a thread ends before it was ready, so a start never waits forever', async () => {
    const { client, spawned } = clientOver(2);
    const ready = client.ready();
    spawned[0]!.emit('message', { ready: true });
    spawned[1]!.emit('exit', 1);
    expect(await settledYet(ready)).toBe(true);
    // A thread that never started is not replaced.
    expect(spawned).toHaveLength(2);
    await client.close();
  });
});

describe('engine threads: a client that leaves', () => {
  it('tells the thread to stop its request, which settles with the thread’s answer', async () => {
    const { client, spawned } = clientOver(1);
    const budget = new WorkBudget(60_000);
    const asked = runWithBudget(budget, () => client.ask({ kind: 'suggest', keyword: 'a', limit: 1 }));
    const [thread] = spawned;
    expect(thread!.posted).toHaveLength(1);
    budget.abort('client');
    expect(thread!.posted[1]).toStrictEqual({ cancel: 0 });
    thread!.emit('message', { id: 0, error: { code: 'budget_client', message: 'gone' } });
    await expect(asked).rejects.toStrictEqual(new BudgetExceeded('client'));
    // Answered: a later abort of the same budget sends nothing more.
    budget.abort('client');
    expect(thread!.posted).toHaveLength(2);
    await client.close();
  });

  it('cancels at once a request whose client had already left', async () => {
    const { client, spawned } = clientOver(1);
    const budget = new WorkBudget(60_000);
    budget.abort('client');
    void runWithBudget(budget, () => client.ask({ kind: 'suggest', keyword: 'a', limit: 1 })).catch(() => {});
    expect(spawned[0]!.posted[1]).toStrictEqual({ cancel: 0 });
    await client.close();
  });
});

describe('engine threads: an applied batch', () => {
  it('posts every thread the state of that batch, not the whole state', async () => {
    const { client, spawned, apply } = clientOver(2);
    apply([4, 9]);
    for (const thread of spawned)
      expect(thread.posted).toStrictEqual([{ applied: [4, 9], state: { batch: [4, 9] } }]);
    await client.close();
  });
});
