import { nameIndexText } from '@fd/contract';
import { currentBudget } from '../runtime/budget';
import type { CompanyFilter, GeoArea, TermQuery } from '../store/types';
import { boundingBox } from './geo';
import { IndustryGrid } from './industry-grid';
import { SharedColumn, type SharedColumnState, sharedArray } from './shared-column';
import type { CompanyRowsSource, NameTextSource, PlaceSource } from './source';
import type { TitleSet } from './title-sets';

/**
 * Where a filtered search takes its candidates from: the smallest source that contains every
 * match, read in ascending id (= popularity) order, chunk by chunk so that the loop can yield
 * between chunks. Every other condition is then tested per candidate.
 */
export interface Driver {
  /** What the driver stands for, for tests and the bench's worst-case report. */
  kind: 'all' | 'name' | 'range' | 'industry' | 'area' | 'group' | 'title' | 'event';
  /** Candidates it yields (an estimate for 'name', and for 'range' past RANGE_SAMPLE_ROWS reports). */
  size: number;
  /** True when every candidate already matches the name query. */
  coversName: boolean;
  chunks(): AsyncIterable<ArrayLike<number>> | Iterable<ArrayLike<number>>;
}

/** Testing a candidate's name (reading it, tokens in memory) costs about 20 column tests. */
export const NAME_TEST_COST = 20;
const FTS_CHUNK = 4096;

/** Matches of a name query, read in id chunks: no read stays open across a yield. */
export function nameDriver(text: NameTextSource, name: { match: TermQuery; excluding?: TermQuery }): Driver {
  return {
    kind: 'name',
    size: estimateNameMatches(text, name.match),
    coversName: true,
    *chunks() {
      let after = 0;
      for (;;) {
        const ids = text.matchesAfter(name.match, after, FTS_CHUNK, name.excluding);
        if (ids.length > 0) yield ids;
        if (ids.length < FTS_CHUNK) return;
        after = ids[ids.length - 1]!;
      }
    },
  };
}

/**
 * Upper bound of a name query's matches from the vocabulary's document counts: an AND of
 * groups matches at most as many companies as its rarest group.
 */
export function estimateNameMatches(text: NameTextSource, query: TermQuery): number {
  let smallest = Number.POSITIVE_INFINITY;
  for (const group of query) {
    let count = 0;
    for (const term of group.terms) count += text.documentsWith(term, group.prefix);
    smallest = Math.min(smallest, count);
  }
  return Number.isFinite(smallest) ? smallest : 0;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A name query as a test on a name's index tokens (the same tokens the full-text index holds). */
function tokensTest(query: TermQuery): (tokens: string[]) => boolean {
  const groups = query.map((group) => ({ prefix: group.prefix, terms: group.terms.map(fold) }));
  return (tokens) =>
    groups.every((group) =>
      group.terms.some((term) =>
        group.prefix ? tokens.some((token) => token.startsWith(term)) : tokens.includes(term),
      ),
    );
}

/**
 * Keeps the candidates whose name matches a name query, a batch at a time: one read of their
 * names, then the query tested on each name's index tokens in memory. Per-candidate full-text
 * lookups were slow for a prefix or NOT query (FTS5 merges the whole doclists for every lookup),
 * which made a rare figure with 'gmbh' take seconds (docs/benchmarks.md#search).
 */
export function nameFilter(companies: CompanyRowsSource, name: { match: TermQuery; excluding?: TermQuery }) {
  const matches = tokensTest(name.match);
  const excluded = name.excluding && name.excluding.length > 0 ? tokensTest(name.excluding) : null;
  return (ids: number[]): number[] => {
    const byId = new Map(companies.namesOf(ids));
    return ids.filter((id) => {
      const companyName = byId.get(id);
      if (companyName === undefined) return false;
      const tokens = fold(nameIndexText(companyName)).split(' ');
      return matches(tokens) && !excluded?.(tokens);
    });
  };
}

/** Areas with more companies than this in their bounding box are scanned, not looked up. */
const RTREE_MAX_ESTIMATE = 20_000;

/**
 * Rows of a report column read to size a range filter: every k-th row, so that about this many.
 * Up to this many reports the size is exact. The size only ranks the drivers, and counting
 * every row of each must range grew with the companies: half of a 16-range search's time on the
 * loop at 250,000 (measured), by estimate most of its 139 ms at 3.6M (docs/decisions/201).
 */
export const RANGE_SAMPLE_ROWS = 16_384;

/**
 * Companies a must range filter admits (in `column`, rows of `ids`), in id order, and about how
 * many: the count on every k-th row, times k (exact up to RANGE_SAMPLE_ROWS reports).
 */
export function rangeDriver(
  column: Float64Array,
  ids: Int32Array,
  filter: Extract<CompanyFilter, { kind: 'range' }>,
): Driver {
  const min = filter.min ?? Number.NEGATIVE_INFINITY;
  const max = filter.max ?? Number.POSITIVE_INFINITY;
  const stride = Math.max(1, Math.ceil(column.length / RANGE_SAMPLE_ROWS));
  let sampled = 0;
  for (let row = 0; row < column.length; row += stride) {
    const value = column[row]!;
    if (value >= min && value <= max) sampled++;
  }
  return {
    kind: 'range',
    size: Math.min(column.length, sampled * stride),
    coversName: false,
    *chunks() {
      const CHUNK = 65_536;
      for (let from = 0; from < column.length; from += CHUNK) {
        const chunk: number[] = [];
        const to = Math.min(column.length, from + CHUNK);
        for (let row = from; row < to; row++) {
          const value = column[row]!;
          if (value >= min && value <= max) chunk.push(ids[row]!);
        }
        yield chunk;
      }
    },
  };
}

/** Companies in a small area from the spatial index; null when the area holds too many for that. */
export function areaDriver(places: PlaceSource, area: GeoArea): Driver | null {
  const box = boundingBox(area);
  const estimate = places.estimateInBox(box);
  if (estimate > RTREE_MAX_ESTIMATE) return null;
  return {
    kind: 'area',
    size: estimate,
    coversName: false,
    chunks() {
      return [Int32Array.from(places.companiesInBox(box)).sort()];
    },
  };
}

/**
 * The companies of a title set (a bitmap by company id), read window by window in id order. A
 * rare title leaves most windows empty, so the scan looks at the clock after every window, not
 * only when it has candidates to hand over.
 */
export function titleDriver(set: TitleSet): Driver {
  return {
    kind: 'title',
    size: set.size,
    coversName: false,
    async *chunks() {
      const budget = currentBudget();
      const { bits } = set;
      const ids = bits.length * 8;
      for (let from = 0; from < ids; from += WINDOW) {
        const chunk: number[] = [];
        const to = Math.min(ids, from + WINDOW);
        // A byte at a time: a rare title leaves almost every byte empty.
        for (let byte = from >> 3; byte < to >> 3; byte++) {
          const eight = bits[byte]!;
          if (eight === 0) continue;
          for (let bit = 0; bit < 8; bit++) if (eight & (1 << bit)) chunk.push((byte << 3) | bit);
        }
        if (chunk.length > 0) yield chunk;
        if (budget.due()) await budget.pause();
      }
    },
  };
}

/** Every company, in id order. */
export function allDriver(maxId: number): Driver {
  return {
    kind: 'all',
    size: maxId,
    coversName: false,
    *chunks() {
      const CHUNK = 65_536;
      for (let from = 1; from <= maxId; from += CHUNK) {
        const chunk = new Int32Array(Math.min(CHUNK, maxId - from + 1));
        for (let i = 0; i < chunk.length; i++) chunk[i] = from + i;
        yield chunk;
      }
    },
  };
}

/** The id range one industry chunk covers. */
const WINDOW = 65_536;
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
