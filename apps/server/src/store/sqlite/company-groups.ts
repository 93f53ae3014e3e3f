import type { SqliteDatabase } from './database';
import type { Driver } from './filter-drivers';

/**
 * The top of each company's parent chain: `parent[id]` is its direct parent (0 for none), the
 * answer holds each company's root, the company at the top. A parent outside the arrays ends
 * the chain below it. Every company is walked once (a chain reuses the roots found before), so
 * this is linear; a cycle (A owns B owns A) never loops: its companies, and every company whose
 * chain runs into it, get the cycle's smallest id as their root.
 */
export function groupRoots(parent: Int32Array, maxId: number): Int32Array {
  const ON_PATH = -1;
  const root = new Int32Array(maxId + 1);
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

/** A company's place in its group, from the stored parent edges. */
export interface GroupPlace {
  directParentId: number | null;
  /** The top of the chain when it is not the company itself. */
  ultimateParentId: number | null;
  /** Companies whose direct parent this company is. */
  subsidiaries: number;
  /** Companies in the group, the company included (1 when it has no group). */
  members: number;
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
  private record: Int32Array = new Int32Array(0);
  /** Record parents, else GLEIF parents. */
  private parent: Int32Array = new Int32Array(0);
  private root: Int32Array = new Int32Array(0);
  private maxId = 0;
  /** Members of every group of two or more companies, by root, ascending ids. */
  private members = new Map<number, Int32Array>();
  private readonly gleifParents;
  private readonly facetParent;
  private readonly facetParents;

  constructor(db: SqliteDatabase) {
    // Reads the partial index of migration 010: only companies with a parent.
    this.facetParents = db.prepare(
      'SELECT company_id, parent_id FROM company_facets WHERE parent_id IS NOT NULL',
    );
    // Direct parents first: ORDER BY puts 'direct-parent' before 'ultimate-parent', the first row wins.
    this.gleifParents = db.prepare(`SELECT r.company_id, i.company_id AS parent_id
        FROM company_relationships r JOIN company_identity i ON i.lei = r.parent_lei
       WHERE r.kind IN ('direct-parent', 'ultimate-parent') AND r.status = 'active' AND r.end_date IS NULL
       ORDER BY r.company_id, r.kind`);
    this.facetParent = db.prepare('SELECT parent_id FROM company_facets WHERE company_id = ?').pluck();
  }

  /** Reads every company's parent and builds the groups of companies 1..maxId. */
  load(maxId: number): void {
    const record = new Int32Array(maxId + 1);
    for (const [id, parentId] of this.facetParents.raw().iterate() as Iterable<[number, number]>)
      if (id <= maxId) record[id] = parentId;
    this.record = record;
    this.maxId = maxId;
    this.parent = this.withGleifParents(record);
    this.index();
  }

  /** Reads the changed companies' parents (and the GLEIF ones) again; rebuilds only when an edge moved. */
  refresh(companyIds: number[], maxId: number): void {
    const record = new Int32Array(maxId + 1);
    record.set(this.record.subarray(0, Math.min(this.record.length, maxId + 1)));
    for (const id of companyIds) if (id <= maxId) record[id] = Number(this.facetParent.get(id) ?? 0);
    const parent = this.withGleifParents(record);
    this.record = record;
    const moved = maxId !== this.maxId || parent.some((value, id) => value !== this.parent[id]);
    if (!moved) return;
    this.maxId = maxId;
    this.parent = parent;
    this.index();
  }

  /** The group's top company of a company (the company itself when it has no parent). */
  rootOf(companyId: number): number {
    return companyId > 0 && companyId <= this.maxId ? this.root[companyId]! : companyId;
  }

  /** Every company of a company's group, ascending ids. */
  membersOf(companyId: number): ArrayLike<number> {
    const root = this.rootOf(companyId);
    return this.members.get(root) ?? [companyId];
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

  private withGleifParents(record: Int32Array): Int32Array {
    const parent = record.slice();
    let last = 0;
    for (const [child, parentId] of this.gleifParents.raw().iterate() as Iterable<[number, number]>) {
      if (child === last) continue;
      last = child;
      if (child < parent.length && parent[child] === 0 && parentId !== child) parent[child] = parentId;
    }
    return parent;
  }

  private index(): void {
    this.root = groupRoots(this.parent, this.maxId);
    const byRoot = new Map<number, number[]>();
    for (let id = 1; id <= this.maxId; id++) {
      const root = this.root[id]!;
      if (root === id) continue;
      let list = byRoot.get(root);
      if (!list) {
        list = [root];
        byRoot.set(root, list);
      }
      list.push(id);
    }
    this.members = new Map(
      [...byRoot].map(([root, ids]) => [root, Int32Array.from(ids).sort()] as [number, Int32Array]),
    );
  }
}
