import type { GroupPlace } from '../store/types';
import type { Driver } from './filter-drivers';
import { sharedArray, sharedCopy } from './shared-column';
import type { GroupEdgeSource } from './source';

/**
 * The top of each company's parent chain: `parent[id]` is its direct parent (0 for none), the
 * answer holds each company's root, the company at the top. A parent outside the arrays ends
 * the chain below it. Every company is walked once (a chain reuses the roots found before), so
 * this is linear; a cycle (A owns B owns A) never loops: its companies, and every company whose
 * chain runs into it, get the cycle's smallest id as their root.
 */
export function groupRoots(parent: Int32Array, maxId: number): Int32Array {
  const ON_PATH = -1;
  // As long as `parent`: the spare room a growth or the load left stays (entries past maxId are 0).
  const root = sharedArray(Int32Array, Math.max(maxId + 1, parent.length));
  const path: number[] = [];
  for (let start = 1; start <= maxId; start++) {
    if (root[start] !== 0) continue;
    path.length = 0;
    let current = start;
    let top = start;
    for (;;) {
      const known = root[current]!;
      if (known > 0) {
        top = known;
        break;
      }
      if (known === ON_PATH) {
        top = current;
        for (let at = path.indexOf(current); at < path.length; at++) top = Math.min(top, path[at]!);
        break;
      }
      root[current] = ON_PATH;
      path.push(current);
      const next = parent[current]!;
      if (next <= 0 || next > maxId || next === current) {
        top = current;
        break;
      }
      current = next;
    }
    for (const id of path) root[id] = top;
  }
  return root;
}

/**
 * Company groups for search and the company page (docs/decisions/061): each company's direct
 * parent — its record's first owner with a company id (`company_facets.parent_id`), else an
 * active GLEIF direct (then ultimate) parent whose LEI names one of our companies — the root of
 * its chain, and the members of each group with more than one company, in id (= popularity)
 * order. Built when the index opens, rebuilt when a change moves a parent edge.
 */
export class CompanyGroups {
  /** Parents as the records name them (company_facets.parent_id). */
  private record: Int32Array = sharedArray(Int32Array, 0);
  /** Record parents, else GLEIF parents. */
  private parent: Int32Array = sharedArray(Int32Array, 0);
  private root: Int32Array = sharedArray(Int32Array, 0);
  private maxId = 0;
  /**
   * Members of every group of two or more companies, ascending ids: those of the group whose
   * root is `r` are `memberIds[memberStart[r]]` up to `memberStart[r + 1]` (none for a company
   * that is no group's root). Two arrays instead of a map of arrays by root (docs/decisions/211):
   * 4 bytes per company and 4 per member, in two buffers that can be shared.
   */
  private memberStart: Int32Array = sharedArray(Int32Array, 2);
  private memberIds: Int32Array = sharedArray(Int32Array, 0);
  /** Parent ids beyond maxId that some company names: companies an import may still add. */
  private danglingParents = new Set<number>();

  /**
   * Empty until `load`; with `state` (what `state()` gave in another thread), a reader of that
   * thread's groups, which must not `load` or `refresh`.
   */
  constructor(
    private readonly edges: GroupEdgeSource,
    state?: CompanyGroupsState,
  ) {
    if (!state) return;
    ({
      parent: this.parent,
      root: this.root,
      memberStart: this.memberStart,
      memberIds: this.memberIds,
      maxId: this.maxId,
    } = state);
  }

  /** The arrays a reader needs and the highest id they cover (docs/decisions/211). */
  state(): CompanyGroupsState {
    const { parent, root, memberStart, memberIds, maxId } = this;
    return { parent, root, memberStart, memberIds, maxId };
  }

  /** Reads every company's parent and builds the groups of companies 1..maxId. */
  load(maxId: number): void {
    // With spare room, as `grown` leaves it: the first batch of an import's new companies
    // otherwise copies the arrays on a serving thread (docs/decisions/216).
    const record = sharedArray(Int32Array, Math.ceil((maxId + 1) * GROUP_ARRAY_GROWTH));
    for (const [id, parentId] of this.edges.recordParents()) if (id <= maxId) record[id] = parentId;
    this.record = record;
    this.maxId = maxId;
    this.parent = this.withGleifParents(record);
    this.index();
  }

  /**
   * Reads the parents of the changed companies again, and of the companies whose GLEIF parent is
   * one of them (a new company may be the parent LEI a child named); rebuilds the groups only
   * when one of those edges moved. New companies without a parent are their own groups, so an
   * import of new companies costs lookups for those companies, not a pass over all of them.
   */
  refresh(companyIds: number[], maxId: number): void {
    const previousMax = this.maxId;
    const record = grown(this.record, maxId + 1);
    const parent = grown(this.parent, maxId + 1);
    const changed = companyIds.filter((id) => id > 0 && id <= maxId);
    // One statement per kind for the batch (docs/decisions/216).
    for (const id of changed) record[id] = 0;
    for (const [id, parentId] of this.edges.recordParentsOf(changed)) record[id] = parentId;
    const affected = new Set(changed);
    for (const child of this.edges.gleifChildrenOf(changed)) if (child <= maxId) affected.add(child);
    const gleifParents = this.gleifParentsOf([...affected].filter((id) => record[id] === 0));
    // A parent id beyond the old arrays ended its chain; once that company exists, it extends it.
    let moved = [...this.danglingParents].some((id) => id > previousMax && id <= maxId);
    for (const id of affected) {
      const gleif = gleifParents.get(id) ?? 0;
      const next = record[id] || (gleif !== id ? gleif : 0);
      if (parent[id] !== next) {
        parent[id] = next;
        moved = true;
      }
      if (next > maxId) this.danglingParents.add(next);
    }
    this.record = record;
    this.parent = parent;
    this.maxId = maxId;
    if (moved) this.index();
    else if (maxId > previousMax) {
      const root = grown(this.root, maxId + 1);
      for (let id = previousMax + 1; id <= maxId; id++) root[id] = id;
      this.root = root;
      // The new companies are their own groups of one: no members.
      const start = grown(this.memberStart, maxId + 2);
      start.fill(start[previousMax + 1]!, previousMax + 2, maxId + 2);
      this.memberStart = start;
    }
  }

  /** The group's top company of a company (the company itself when it has no parent). */
  rootOf(companyId: number): number {
    return companyId > 0 && companyId <= this.maxId ? this.root[companyId]! : companyId;
  }

  /** Every company of a company's group, ascending ids. */
  membersOf(companyId: number): ArrayLike<number> {
    const root = this.rootOf(companyId);
    if (root <= 0 || root > this.maxId) return [companyId];
    const from = this.memberStart[root]!;
    const to = this.memberStart[root + 1]!;
    return to > from ? this.memberIds.subarray(from, to) : [companyId];
  }

  /** True when a company belongs to the group whose root is `root`. */
  inGroup(companyId: number, root: number): boolean {
    return this.rootOf(companyId) === root;
  }

  place(companyId: number): GroupPlace {
    const members = this.membersOf(companyId);
    let subsidiaries = 0;
    for (let i = 0; i < members.length; i++) if (this.parent[members[i]!] === companyId) subsidiaries++;
    const direct = companyId <= this.maxId ? this.parent[companyId]! : 0;
    const root = this.rootOf(companyId);
    return {
      directParentId: direct > 0 && direct <= this.maxId ? direct : null,
      ultimateParentId: root !== companyId ? root : null,
      subsidiaries,
      members: members.length,
    };
  }

  /** The members of a group as search candidates. */
  driver(companyId: number): Driver {
    const members = this.membersOf(companyId);
    return { kind: 'group', size: members.length, coversName: false, chunks: () => [members] };
  }

  /** Some companies' GLEIF parent among our companies, as withGleifParents chooses it; none left out. */
  private gleifParentsOf(companyIds: number[]): Map<number, number> {
    const first = new Map<number, number>();
    if (companyIds.length === 0) return first;
    for (const [id, parentId] of this.edges.gleifParentsOf(companyIds))
      if (parentId !== null && !first.has(id)) first.set(id, parentId);
    return first;
  }

  private withGleifParents(record: Int32Array): Int32Array {
    const parent = sharedCopy(record);
    let last = 0;
    for (const [child, parentId] of this.edges.gleifParents()) {
      if (child === last) continue;
      last = child;
      if (child <= this.maxId && parent[child] === 0 && parentId !== child) parent[child] = parentId;
    }
    return parent;
  }

  private index(): void {
    this.root = groupRoots(this.parent, this.maxId);
    this.danglingParents = new Set();
    for (let id = 1; id <= this.maxId; id++)
      if (this.parent[id]! > this.maxId) this.danglingParents.add(this.parent[id]!);
    this.indexMembers();
  }

  /** Lists the members of every group of two or more companies by root (a counting sort). */
  private indexMembers(): void {
    const { root, maxId } = this;
    // First the members besides the root, at start[root + 1]; then the root itself where it has any.
    const start = sharedArray(Int32Array, Math.max(maxId + 2, this.parent.length + 1));
    for (let id = 1; id <= maxId; id++) if (root[id] !== id) start[root[id]! + 1]!++;
    for (let id = 1; id <= maxId; id++) if (start[id + 1]! > 0) start[id + 1]!++;
    for (let at = 1; at < start.length; at++) start[at]! += start[at - 1]!;
    const next = start.slice(0, maxId + 1);
    const ids = sharedArray(Int32Array, start[maxId + 1]!);
    // Ascending ids, so every group's members come out ascending.
    for (let id = 1; id <= maxId; id++) {
      const top = root[id]!;
      if (start[top + 1]! > start[top]!) ids[next[top]!++] = id;
    }
    this.memberStart = start;
    this.memberIds = ids;
  }
}

/**
 * Spare room when the arrays grow. An import adds companies a follower batch at a time: grown to
 * the exact length, every batch copied the three arrays whole into new ones (three fresh
 * megabytes per batch at 250,000 companies, the largest part of a batch's work on a serving
 * process, and garbage for the collector; docs/decisions/212).
 */
export const GROUP_ARRAY_GROWTH = 1.25;

/** `array` itself when it is long enough, else a copy of it with room for `length` entries and more. */
function grown(array: Int32Array, length: number): Int32Array {
  if (array.length >= length) return array;
  return sharedCopy(array, Math.ceil(length * GROUP_ARRAY_GROWTH));
}

/** The groups as a reader in another thread receives them (structured-cloneable; buffers shared). */
export interface CompanyGroupsState {
  parent: Int32Array;
  root: Int32Array;
  memberStart: Int32Array;
  memberIds: Int32Array;
  maxId: number;
}
