import { foldToken, nameIndexText } from '@fd/contract';
import { currentBudget } from '../runtime/budget';
import type { CompanyFilter, GeoArea, TermQuery } from '../store/types';
import { boundingBox } from './geo';
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

/**
 * A name query as a test on a name's index tokens (`nameIndexText`: the tokens the full-text index
 * holds, already folded), its terms folded as every query is (`foldToken`).
 */
function tokensTest(query: TermQuery): (tokens: string[]) => boolean {
  const groups = query.map((group) => ({ prefix: group.prefix, terms: group.terms.map(foldToken) }));
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
      const tokens = nameIndexText(companyName).split(' ');
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

/** The id range one chunk of ids covers (titles, industries). */
export const WINDOW = 65_536;
