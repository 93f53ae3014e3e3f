import { forEachNameIndexTerm } from '@fd/contract';
import type { TermGroup } from '../store/types';
import { bitmapBytes, clearBit, hasBit, setBit } from './bitmap';
import { sharedArray, sharedCopy } from './shared-column';
import type { CompanyRowsSource, NameTextSource } from './source';

/**
 * A term is common when at least this share of all companies has it ('gmbh', 'kg', 'co' …).
 * Below it FTS5's own intersection is faster (measured at 1M companies with 'holding' (2%) AND
 * 'meister': docs/benchmarks.md#search).
 */
const COMMON_SHARE = 0.05;
/** … and at least this many companies: a small dataset has no slow terms. */
const MIN_COMMON_DOCS = 2000;
/** At most this many terms get a bitmap (each is one bit per company: 450 KB at 3.6M). */
const MAX_COMMON_TERMS = 32;
/** Spare room in the bitmaps, when built and when they grow, as the filter columns keep. */
const BITMAP_GROWTH = 1.25;

/**
 * The most common name terms as in-memory bitmaps by company id, built when the index is opened
 * (docs/decisions/030). FTS5 intersects a rare term with a common one by seeking through the
 * common term's long doclist once per candidate, which grows with the dataset (measured with
 * 'eckhardt AND gmbh AND co AND kg': docs/benchmarks.md#search); a bitmap answers each candidate in
 * constant time, so a query reads its rare terms from FTS5 and tests the common ones here.
 */
export class CommonTerms {
  private readonly bitmaps = new Map<string, Uint8Array>();
  private size = 0;
  private positions: Map<string, number> | null = null;

  /**
   * Builds the bitmaps; with `state` (what `state()` gave in another thread), a reader of that
   * thread's bitmaps, which must not `refresh`.
   */
  constructor(
    names: NameTextSource,
    private readonly companies: CompanyRowsSource,
    state?: CommonTermsState,
  ) {
    if (state) {
      this.bitmaps = new Map(state.bitmaps);
      this.size = state.size;
      return;
    }
    const totals = companies.totals();
    const threshold = Math.max(MIN_COMMON_DOCS, Math.ceil(totals.companies * COMMON_SHARE));
    const terms = names.frequentTerms(threshold, MAX_COMMON_TERMS);
    // With spare room for an import's new companies: growing copies every bitmap (docs/decisions/216).
    this.size = bitmapBytes(Math.ceil(totals.maxId * BITMAP_GROWTH));
    for (const term of terms) {
      const bits = sharedArray(Uint8Array, this.size);
      for (const id of names.everyMatch([{ terms: [term], prefix: false }])) setBit(bits, id);
      this.bitmaps.set(term, bits);
    }
  }

  /** The terms (a small header) and their bitmaps' shared buffers, for a reader (docs/decisions/211). */
  state(): CommonTermsState {
    return { bitmaps: [...this.bitmaps], size: this.size };
  }

  /** True when every term of the group has a bitmap: the group is answered from memory. */
  covers(group: TermGroup): boolean {
    return !group.prefix && !group.compounds && group.terms.every((term) => this.bitmaps.has(term));
  }

  /** Whether company `id` has one of the group's terms (the group must be covered). */
  matches(group: TermGroup, id: number): boolean {
    return group.terms.some((term) => hasBit(this.bitmaps.get(term)!, id));
  }

  /** Takes changed companies' current names into the bitmaps (a company gone clears its bits). */
  refresh(companyIds: number[]): void {
    if (this.bitmaps.size === 0 || companyIds.length === 0) return;
    const maxId = Math.max(...companyIds);
    if (bitmapBytes(maxId) > this.size) {
      const size = bitmapBytes(Math.ceil(maxId * BITMAP_GROWTH));
      for (const [term, bits] of this.bitmaps) this.bitmaps.set(term, sharedCopy(bits, size));
      this.size = size;
    }
    // A name's terms as one bit each in a mask, then each bitmap's bit written once (a reader in
    // another thread never sees a bit cleared that stays set): no set of terms and no map of names
    // per batch, on a serving thread beside an import (docs/decisions/216).
    const positions = this.termPositions();
    const bitmaps = [...this.bitmaps.values()];
    let mask = 0;
    const addTerm = (term: string) => {
      const position = positions.get(term);
      if (position !== undefined) mask |= 1 << position;
    };
    const rows = this.companies.namesOf(companyIds);
    for (const [id, name] of rows) {
      mask = 0;
      forEachNameIndexTerm(name, addTerm);
      for (let position = 0; position < bitmaps.length; position++) {
        if (mask & (1 << position)) setBit(bitmaps[position]!, id);
        else clearBit(bitmaps[position]!, id);
      }
    }
    if (rows.length === companyIds.length) return;
    // A company gone has no name: it keeps no bit.
    const named = new Set(rows.map(([id]) => id));
    for (const id of companyIds) if (!named.has(id)) for (const bits of bitmaps) clearBit(bits, id);
  }

  /** Each term's position in the bitmaps' order (at most MAX_COMMON_TERMS, one bit of a mask each). */
  private termPositions(): Map<string, number> {
    this.positions ??= new Map([...this.bitmaps.keys()].map((term, position) => [term, position]));
    return this.positions;
  }
}

/** The common terms as a reader in another thread receives them (structured-cloneable; buffers shared). */
export interface CommonTermsState {
  bitmaps: [term: string, bits: Uint8Array][];
  size: number;
}
