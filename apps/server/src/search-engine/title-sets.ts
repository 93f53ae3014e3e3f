import type { WorkBudget } from '../runtime/budget';
import { bitmapBytes, hasBit, setBit } from './bitmap';
import type { TitleHolders, TitleSource } from './source';

/** The companies with some titles: a bitmap by company id (bitmap.ts), and how many are set. */
export interface TitleSet {
  bits: Uint8Array;
  size: number;
}

/**
 * Title sets kept in memory, each a bitmap of all companies: 450 KB at 3.6M companies. A byte per
 * company (3.6 MB) made each miss of the bench's title worst case allocate and clear 3.6 MB
 * outside the JavaScript heap, which V8 counts towards its next full collection: several times
 * the full collections of a fully cached run in the load phase's neighbours window
 * (docs/benchmarks.md#event-loop-delay-own-work-and-waiting-for-a-core).
 */
const CACHE_SIZE = 16;
/**
 * Ids read per call of the source. 1,000 were cheap at 3.6M companies with the index in the page cache,
 * but far slower when its pages had to come from disk (the bench's load phase), all of it one
 * block of the event loop (docs/benchmarks.md#search); 250 rows touch a quarter of the pages.
 */
const CHUNK = 250;

/**
 * The companies that have one of some titles among their representatives or employees, as a
 * bitmap by company id: read from the source (the `(title, company_id)` indexes) in company-id chunks,
 * yielding between them, and cached (least recently built first out).
 */
export class TitleSets {
  private readonly cache = new Map<string, TitleSet>();

  constructor(private readonly source: TitleSource) {}

  clear(): void {
    this.cache.clear();
  }

  async get(titles: string[], maxId: number, budget: WorkBudget): Promise<TitleSet> {
    const key = [...titles].sort().join('\u0000');
    const cached = this.cache.get(key);
    if (cached && cached.bits.length === bitmapBytes(maxId)) return cached;
    const bits = new Uint8Array(bitmapBytes(maxId));
    let size = 0;
    for (const holders of ['representatives', 'employees'] as TitleHolders[]) {
      for (const title of new Set(titles)) {
        let after = -1;
        for (;;) {
          const ids = this.source.companiesWithTitle(holders, title, after, CHUNK);
          for (const id of ids) {
            if (id > maxId || hasBit(bits, id)) continue;
            setBit(bits, id);
            size++;
          }
          // Asked after every chunk, the last of a title's too: many titles, or the second
          // table, would otherwise run on without a look at the clock.
          if (budget.due()) await budget.pause();
          if (ids.length < CHUNK) break;
          after = ids[ids.length - 1]!;
        }
      }
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    const set = { bits, size };
    this.cache.set(key, set);
    return set;
  }
}
