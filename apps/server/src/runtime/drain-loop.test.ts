import { describe, expect, it } from 'vitest';
import { createDrainLoop } from './drain-loop';

/** A queue of numbers worked off one at a time; `worked` records the order. */
function queue(items: number[]) {
  const worked: number[] = [];
  return {
    worked,
    items,
    async next() {
      const item = items.shift();
      if (item === undefined) return false;
      await new Promise((resolve) => setImmediate(resolve));
      worked.push(item);
      return true;
    },
  };
}

describe('createDrainLoop', () => {
  it('works off every due item, and an item added during a drain is found by the same drain', async () => {
    const q = queue([1, 2, 3]);
    const loop = createDrainLoop({ next: q.next, onError: () => {}, pollMs: 60_000 });
    const first = loop.drain();
    q.items.push(4);
    const second = loop.drain();
    await Promise.all([first, second]);
    expect(q.worked).toEqual([1, 2, 3, 4]);
  });

  it('reports a failing store and drains again on the next call', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const q = queue([1]);
    const loop = createDrainLoop({
      next: () => (fail ? Promise.reject(new Error('store away')) : q.next()),
      onError: (error) => errors.push(error),
      pollMs: 60_000,
    });
    await loop.drain();
    expect(errors).toHaveLength(1);
    fail = false;
    await loop.drain();
    expect(q.worked).toEqual([1]);
  });

  it('stops after the item under way once closed, and does nothing after', async () => {
    const q = queue([1, 2, 3]);
    const loop = createDrainLoop({ next: q.next, onError: () => {}, pollMs: 60_000 });
    const draining = loop.drain();
    await loop.close();
    await draining;
    expect(loop.closed).toBe(true);
    expect(q.worked).toEqual([1]);
    await loop.drain();
    expect(q.worked).toEqual([1]);
  });

  it('runs each drain inside the wrapper', async () => {
    const calls: string[] = [];
    const q = queue([1]);
    const loop = createDrainLoop({
      next: q.next,
      onError: () => {},
      pollMs: 60_000,
      wrap: async (drain) => {
        calls.push('in');
        await drain();
        calls.push('out');
      },
    });
    await loop.drain();
    expect(calls).toEqual(['in', 'out']);
    expect(q.worked).toEqual([1]);
  });
});
