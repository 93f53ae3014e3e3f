import { describe, expect, it } from 'vitest';
import { CompanyGroups, groupRoots } from './company-groups';
import type { GroupEdgeSource } from './source';

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

/** Edges of companies 1..maxId: `parents[id]` a record parent (0: none); no GLEIF parents. */
function edgeSource(parents: Map<number, number>): GroupEdgeSource {
  return {
    recordParents: () => [...parents].filter(([, parent]) => parent > 0),
    gleifParents: () => [],
    recordParentsOf: (companyIds) =>
      companyIds.flatMap((id): [number, number][] => (parents.get(id) ? [[id, parents.get(id)!]] : [])),
    gleifParentsOf: () => [],
    gleifChildrenOf: () => [],
  };
}

describe(CompanyGroups.name, () => {
  it('takes an import’s new companies batch by batch without copying its arrays for every batch', () => {
    const parents = new Map<number, number>([[2, 1]]);
    const groups = new CompanyGroups(edgeSource(parents));
    groups.load(1_000);
    // The arrays a refresh may replace (private: what the follower's batches allocate).
    const arrays = () => {
      const { record, parent, root } = groups as unknown as Record<string, Int32Array>;
      return [record!, parent!, root!];
    };
    const seen = new Set<Int32Array>(arrays());
    for (let batch = 0; batch < 20; batch++) {
      const ids = Array.from({ length: 10 }, (_, at) => 1_001 + batch * 10 + at);
      groups.refresh(ids, ids.at(-1)!);
      for (const array of arrays()) seen.add(array);
    }
    // Three arrays from the load, each grown once with room for the batches that follow; grown to
    // the exact length, every one of the 20 batches copied all three (63 arrays).
    expect(seen.size).toBeLessThanOrEqual(6);
    expect(groups.place(1_200)).toEqual({
      directParentId: null,
      ultimateParentId: null,
      subsidiaries: 0,
      members: 1,
    });
  });

  it('takes the first batch of an import’s new companies into the arrays it loaded, with no copy', () => {
    const parents = new Map<number, number>([[2, 1]]);
    const groups = new CompanyGroups(edgeSource(parents));
    groups.load(1_000);
    const arrays = () => {
      const { record, parent, root, memberStart } = groups as unknown as Record<string, Int32Array>;
      return [record!, parent!, root!, memberStart!];
    };
    const loaded = arrays();
    groups.refresh(
      Array.from({ length: 100 }, (_, at) => 1_001 + at),
      1_100,
    );
    // Loaded to the exact length, the first batch copied all four (docs/decisions/216).
    expect(arrays().every((array, at) => array === loaded[at])).toBe(true);
    expect(groups.place(2)).toEqual({ directParentId: 1, ultimateParentId: 1, subsidiaries: 0, members: 2 });
    expect(groups.place(1_100)).toEqual({
      directParentId: null,
      ultimateParentId: null,
      subsidiaries: 0,
      members: 1,
    });
  });

  it('still joins a new company to its parent’s group when it names one', () => {
    const parents = new Map<number, number>([[2, 1]]);
    const groups = new CompanyGroups(edgeSource(parents));
    groups.load(10);
    groups.refresh([11, 12], 12);
    parents.set(13, 2);
    groups.refresh([13], 13);
    expect(groups.rootOf(13)).toBe(1);
    expect(groups.place(1).members).toBe(3);
    expect(groups.place(13)).toEqual({ directParentId: 2, ultimateParentId: 1, subsidiaries: 0, members: 3 });
    expect(groups.rootOf(12)).toBe(12);
  });
});
