import { type Driver, WINDOW } from './filter-drivers';
import { IndustryGrid } from './industry-grid';
import { SharedColumn, type SharedColumnState, sharedArray } from './shared-column';

/** Industry ids are 16 bits (the industry column is a Uint16Array). */
const INDUSTRIES = 65_536;

/**
 * Ids of companies in some industries: postings kept per industry, merged in id order. Companies
 * added after a build (an import's new ids, all above the built ones) go to a tail per industry
 * instead of a rebuild over every company, until the tail reaches an eighth of the built part.
 */
export class IndustryPostings {
  private offsets: Int32Array = sharedArray(Int32Array, 1);
  private ids: Int32Array = sharedArray(Int32Array, 0);
  /** The highest company id added (built or in a tail). */
  private lastId = 0;
  /**
   * The tail: the companies added since the build, each industry's a list through the slots
   * (docs/decisions/211: arrays, not a map of arrays). Slot s holds `tailIds[s]`, and
   * `tailNext[s]` is the next slot of the same industry (-1 after its last); slots are taken
   * in id order, so every list is ascending and points only to later slots.
   */
  private tailIds: SharedColumn<Int32Array> = new SharedColumn(Int32Array);
  private tailNext: SharedColumn<Int32Array> = new SharedColumn(Int32Array);
  /** By industry: its first and last tail slot (-1 for none) and their number; empty until an append. */
  private tailFirst: Int32Array = sharedArray(Int32Array, 0);
  private tailLast: Int32Array = sharedArray(Int32Array, 0);
  private tailSize: Int32Array = sharedArray(Int32Array, 0);
  /**
   * Each industry's companies by place (key: industry × 2, + 1 for those with a report), built
   * when first asked for, dropped on any change; each thread builds its own.
   */
  private grids = new Map<number, IndustryGrid>();

  /** Empty; with `state` (what `state()` gave in another thread), a reader of that thread's postings. */
  constructor(state?: IndustryPostingsState) {
    if (!state) return;
    this.offsets = state.offsets;
    this.ids = state.ids;
    this.lastId = state.lastId;
    this.tailIds = SharedColumn.reading(state.tailIds);
    this.tailNext = SharedColumn.reading(state.tailNext);
    this.tailFirst = state.tailFirst;
    this.tailLast = state.tailLast;
    this.tailSize = state.tailSize;
  }

  /** The buffers and counts in use, for a reader in another thread (docs/decisions/211). */
  state(): IndustryPostingsState {
    return {
      offsets: this.offsets,
      ids: this.ids,
      lastId: this.lastId,
      tailIds: this.tailIds.state(),
      tailNext: this.tailNext.state(),
      tailFirst: this.tailFirst,
      tailLast: this.tailLast,
      tailSize: this.tailSize,
    };
  }

  /** `industry[id]` is each company's industry id (0 for none). */
  build(industry: Uint16Array, maxId: number): void {
    const counts = sharedArray(Int32Array, 65_537);
    for (let id = 1; id <= maxId; id++) counts[industry[id]! + 1]!++;
    for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
    const fill = counts.slice();
    const ids = sharedArray(Int32Array, maxId);
    for (let id = 1; id <= maxId; id++) ids[fill[industry[id]!]!++] = id;
    this.offsets = counts;
    this.ids = ids;
    this.lastId = maxId;
    this.tailIds = new SharedColumn(Int32Array);
    this.tailNext = new SharedColumn(Int32Array);
    this.tailFirst = sharedArray(Int32Array, 0);
    this.tailLast = sharedArray(Int32Array, 0);
    this.tailSize = sharedArray(Int32Array, 0);
    this.grids.clear();
  }

  /** Adds the companies `fromId`..`maxId`, which are above every company added before. */
  append(industry: Uint16Array, fromId: number, maxId: number): void {
    if (fromId <= this.lastId || this.tailIds.length + maxId - fromId + 1 > this.ids.length / 8) {
      this.build(industry, maxId);
      return;
    }
    if (this.tailSize.length === 0) {
      this.tailFirst = sharedArray(Int32Array, INDUSTRIES, -1);
      this.tailLast = sharedArray(Int32Array, INDUSTRIES, -1);
      this.tailSize = sharedArray(Int32Array, INDUSTRIES);
    }
    for (let id = fromId; id <= maxId; id++) {
      const of = industry[id]!;
      const slot = this.tailIds.push(id);
      this.tailNext.push(-1);
      const last = this.tailLast[of]!;
      if (last >= 0) this.tailNext.values[last] = slot;
      else this.tailFirst[of] = slot;
      this.tailLast[of] = slot;
      this.tailSize[of]!++;
    }
    this.lastId = Math.max(this.lastId, maxId);
    this.grids.clear();
  }

  /** Forgets the grids by place: a company's coordinates changed, or it gained a first report. */
  moved(): void {
    this.grids.clear();
  }

  /**
   * The grid by place of each industry (its built postings and its tail), for reading the
   * companies nearest a point first (IndustryGrid.rings); with `reporting`, of the companies
   * with a report row only (`reporting[id] >= 0`).
   */
  gridsOf(
    industryIds: number[],
    columns: { latitude: Float32Array; longitude: Float32Array },
    reporting?: Int32Array,
  ): IndustryGrid[] {
    return [...new Set(industryIds)].map((industry) => {
      const key = industry * 2 + (reporting ? 1 : 0);
      let grid = this.grids.get(key);
      if (!grid) {
        const built = this.ids.subarray(this.offsets[industry]!, this.offsets[industry + 1]!);
        const tail = this.tailOf(industry);
        const ids: ArrayLike<number> = tail.length > 0 ? [...built, ...tail] : built;
        const chosen = reporting
          ? Array.prototype.filter.call(ids, (id: number) => reporting[id]! >= 0)
          : ids;
        grid = IndustryGrid.build(chosen as ArrayLike<number>, columns.latitude, columns.longitude);
        this.grids.set(key, grid);
      }
      return grid;
    });
  }

  size(industryIds: number[]): number {
    let total = 0;
    for (const id of industryIds)
      total += this.offsets[id + 1]! - this.offsets[id]! + (this.tailSize[id] ?? 0);
    return total;
  }

  /** The first tail slot of an industry, -1 for none. */
  private firstTailSlot(industry: number): number {
    return this.tailFirst.length > 0 ? this.tailFirst[industry]! : -1;
  }

  /** An industry's companies in the tail, ascending. */
  private tailOf(industry: number): number[] {
    const ids: number[] = [];
    const tailIds = this.tailIds.values;
    const tailNext = this.tailNext.values;
    for (let slot = this.firstTailSlot(industry); slot >= 0; slot = tailNext[slot]!) ids.push(tailIds[slot]!);
    return ids;
  }

  driver(industryIds: number[]): Driver {
    const unique = [...new Set(industryIds)];
    const size = this.size(unique);
    const { offsets, ids } = this;
    // The tail as it is now: its buffers and slots in use; a later append takes later slots.
    const tailIds = this.tailIds.values;
    const tailNext = this.tailNext.values;
    const tailCount = this.tailIds.length;
    const tailStart = unique.map((id) => this.firstTailSlot(id));
    const { lastId } = this;
    return {
      kind: 'industry',
      size,
      coversName: false,
      // Each industry's postings are in id order (the built part, then its tail): windows of the
      // id space are merged one at a time, so a common industry's hundreds of thousands of ids
      // are never sorted in one go.
      *chunks() {
        const next = unique.map((id) => offsets[id]!);
        const ends = unique.map((id) => offsets[id + 1]!);
        const tailAt = tailStart.slice();
        for (let from = 0; from <= lastId; from += WINDOW) {
          const to = from + WINDOW;
          const chunk: number[] = [];
          for (let k = 0; k < unique.length; k++) {
            let at = next[k]!;
            while (at < ends[k]! && ids[at]! < to) chunk.push(ids[at++]!);
            next[k] = at;
            let slot = tailAt[k]!;
            while (slot >= 0 && slot < tailCount && tailIds[slot]! < to) {
              chunk.push(tailIds[slot]!);
              slot = tailNext[slot]!;
            }
            tailAt[k] = slot < tailCount ? slot : -1;
          }
          if (chunk.length === 0) continue;
          yield unique.length > 1 ? Int32Array.from(chunk).sort() : chunk;
        }
      },
    };
  }
}

/** Industry postings as a reader in another thread receives them (structured-cloneable; buffers shared). */
export interface IndustryPostingsState {
  offsets: Int32Array;
  ids: Int32Array;
  lastId: number;
  tailIds: SharedColumnState<Int32Array>;
  tailNext: SharedColumnState<Int32Array>;
  tailFirst: Int32Array;
  tailLast: Int32Array;
  tailSize: Int32Array;
}
