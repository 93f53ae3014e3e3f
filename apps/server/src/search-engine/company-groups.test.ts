import { describe, expect, it } from 'vitest';
import { groupRoots } from './company-groups';

/** A parent array for companies 1..maxId from [child, parent] pairs. */
function parents(maxId: number, edges: [number, number][]): Int32Array {
  const parent = new Int32Array(maxId + 1);
  for (const [child, of] of edges) parent[child] = of;
  return parent;
}

describe(groupRoots.name, () => {
  it('gives every company of a chain the company at its top', () => {
    const root = groupRoots(
      parents(6, [
        [2, 1],
        [3, 2],
        [4, 3],
        [6, 5],
      ]),
      6,
    );
    expect([...root.subarray(1)]).toEqual([1, 1, 1, 1, 5, 5]);
  });

  it('keeps a company without a parent as its own root', () => {
    expect([...groupRoots(parents(3, []), 3).subarray(1)]).toEqual([1, 2, 3]);
  });

  it('ends a two-company cycle (A owns B owns A) at its smallest id instead of looping', () => {
    const root = groupRoots(
      parents(4, [
        [2, 3],
        [3, 2],
        [4, 3],
      ]),
      4,
    );
    expect([...root.subarray(1)]).toEqual([1, 2, 2, 2]);
  });

  it('puts a longer cycle and the chains running into it into one group', () => {
    const root = groupRoots(
      parents(7, [
        [5, 6],
        [6, 7],
        [7, 5],
        [1, 5],
        [2, 1],
        [3, 2],
      ]),
      7,
    );
    expect([...root.subarray(1)]).toEqual([5, 5, 5, 4, 5, 5, 5]);
  });

  it('treats a company that owns itself, or a parent outside the dataset, as the top', () => {
    const root = groupRoots(
      parents(3, [
        [1, 1],
        [2, 99],
        [3, 2],
      ]),
      3,
    );
    expect([...root.subarray(1)]).toEqual([1, 2, 2]);
  });

  it('walks a long chain in one pass (100,000 companies, each owned by the next)', () => {
    const n = 100_000;
    const parent = new Int32Array(n + 1);
    for (let id = 1; id < n; id++) parent[id] = id + 1;
    parent[n] = 1;
    const root = groupRoots(parent, n);
    expect(root.every((value, id) => id === 0 || value === 1)).toBe(true);
  });
});
