/**
 * Each company's place among the companies one register numbers together, oldest first: a
 * German court's HRB, HRA or GnR; Austria's Firmenbuch (one number range for the country, as
 * its EUID shows); a Swiss canton's register per legal-form digit. Numbers drawn from a company's
 * age alone collide once a court has more companies than its range has numbers (tens of
 * thousands at 3.6 million companies); numbers given by this place never do, and older
 * companies still carry lower ones.
 *
 * A company's rows depend only on (seed, total, id), so ranges generated in separate threads
 * concatenate: the places are worked out for the whole dataset from the companies' cores (1.4
 * CPU-s for a million), once per (seed, total) and thread.
 */

import { type CompanyCore, computeCore, type GenContext } from './core';
import { CH_REGISTER_CODES } from './courts';
import { dayNumber } from './dates';
import { Rng } from './random';
import { AT, CH } from './regions';

export interface RegisterPlace {
  /** 0 for the oldest company of its register. */
  rank: number;
  /** Companies its register numbers in this dataset. */
  count: number;
  /** The company id whose eleven numbers a Swiss company's UID is taken from (see uidWindows). */
  uidWindow: number;
  /** 0 for the first company of its country in id order: what its VAT ID is made from (vatNumber). */
  countryOrdinal: number;
}

/**
 * Swiss UIDs have eight digits before the check digit, from 10,000,000 on; each company id owns
 * eleven of them (registry.ts), so the ids up to 8,181,818 fill the range. Only Swiss companies
 * use theirs: a Swiss company past that id takes the window of a company at or below it that is
 * not Swiss, the first unused in id order. Every company at or below it keeps its own window, so
 * the UIDs of smaller datasets stay as they were.
 */
export const UID_WINDOWS = Math.floor((100_000_000 - 10_000_000) / 11);

/**
 * The borrowed UID windows (see UID_WINDOWS): for each Swiss company (`swiss[id]` = 1) past
 * `limit`, the id of a company at or below `limit` that is not Swiss, each lent once, in id order.
 */
export function uidWindows(swiss: Uint8Array, limit = UID_WINDOWS): Map<number, number> {
  const lent = new Map<number, number>();
  let spare = 0;
  for (let id = limit + 1; id < swiss.length; id++) {
    if (swiss[id] !== 1) continue;
    do spare++;
    while (spare <= limit && swiss[spare] === 1);
    if (spare > limit) throw new RangeError(`no Swiss UID left for company ${id}`);
    lent.set(id, spare);
  }
  return lent;
}

const GERMAN_REGISTERS = ['HRB', 'HRA', 'GnR'];
/** Keys: 1 + court × 4 + register (DE), then Austria, then a Swiss canton code × 10 + form digit. */
const AUSTRIA_KEY = 1000;
const SWISS_KEY = 2000;
/** Founding days from 1850 on (16 bits); within a register the sort value packs day and id as day × 2^36 + id. */
const DAYS_FROM = dayNumber(1850, 1, 1);
const DAY_SPAN = 2 ** 16;
const ID_SPAN = 2 ** 36;
const KEY_SPAN = 2 ** 14;

/** The register that numbers this company (see the header); 0 for none (an Austrian association). */
export function registerKey(core: CompanyCore): number {
  if (core.country === AT) return core.form.kind === 'verein' ? 0 : AUSTRIA_KEY;
  if (core.country === CH)
    return SWISS_KEY + Number(CH_REGISTER_CODES[core.city.state] ?? '020') * 10 + core.form.chDigit;
  return 1 + core.city.court * 4 + GERMAN_REGISTERS.indexOf(core.form.register);
}

/** Each company's place in its register (index = id, 1-based) and the size of every register. */
export interface RegisterRanks {
  rank: Int32Array;
  count: Map<number, number>;
}

/**
 * Ranks companies 1…n by register key, then founding day, then id: a counting sort by key, then
 * each register's (day, id) pairs sorted as numbers. `key[id]` < 2^14 and `day[id]` < 2^16 (days
 * from 1850); ids below 2^36, so the generator's 10 million companies fit with room to spare.
 */
export function rankInRegisters(key: Int32Array, day: Uint16Array): RegisterRanks {
  const total = key.length - 1;
  const start = new Int32Array(KEY_SPAN + 1);
  for (let id = 1; id <= total; id++) start[key[id]! + 1]!++;
  for (let k = 0; k < KEY_SPAN; k++) start[k + 1]! += start[k]!;
  const next = start.slice(0, KEY_SPAN);
  const order = new Float64Array(total);
  for (let id = 1; id <= total; id++) order[next[key[id]!]!++] = day[id]! * ID_SPAN + id;
  const rank = new Int32Array(total + 1);
  const count = new Map<number, number>();
  for (let k = 0; k < KEY_SPAN; k++) {
    const from = start[k]!;
    const to = start[k + 1]!;
    if (from === to) continue;
    const register = order.subarray(from, to).sort();
    for (let i = 0; i < register.length; i++) rank[register[i]! % ID_SPAN] = i;
    count.set(k, to - from);
  }
  return { rank, count };
}

interface Places extends RegisterRanks {
  seed: number;
  total: number;
  key: Int32Array;
  lentUid: Map<number, number>;
  ordinal: Int32Array;
}

let cached: Places | null = null;

function computePlaces(ctx: GenContext): Places {
  const { seed, total } = ctx;
  const rng = new Rng();
  const key = new Int32Array(total + 1);
  const day = new Uint16Array(total + 1);
  const swiss = new Uint8Array(total + 1);
  const ordinal = new Int32Array(total + 1);
  const seen = new Map<number, number>();
  for (let id = 1; id <= total; id++) {
    const core = computeCore(ctx, id, rng, false);
    const k = registerKey(core);
    if (k >= KEY_SPAN) throw new RangeError(`register key ${k} out of range`);
    const d = core.founded - DAYS_FROM;
    if (d < 0 || d >= DAY_SPAN) throw new RangeError(`founding day ${core.founded} out of range`);
    key[id] = k;
    day[id] = d;
    swiss[id] = core.country === CH ? 1 : 0;
    const before = seen.get(core.country) ?? 0;
    ordinal[id] = before;
    seen.set(core.country, before + 1);
  }
  return { seed, total, key, ordinal, lentUid: uidWindows(swiss), ...rankInRegisters(key, day) };
}

/** The company's place in its register's numbering (computed for the whole dataset on first use). */
export function registerPlace(ctx: GenContext, id: number): RegisterPlace {
  if (cached === null || cached.seed !== ctx.seed || cached.total !== ctx.total) {
    cached = null;
    cached = computePlaces(ctx);
  }
  return {
    rank: cached.rank[id]!,
    count: cached.count.get(cached.key[id]!)!,
    uidWindow: cached.lentUid.get(id) ?? id,
    countryOrdinal: cached.ordinal[id]!,
  };
}

/**
 * VAT IDs drawn at random recurred (about 150,000 German pairs at 3.6 million companies, where
 * 30 million numbers are drawn from). The `ordinal`-th company of a country takes instead the
 * number `step` × ordinal past `first`, modulo `span`: a step sharing no factor with the span
 * visits every number once, so no two companies of a country share one while the country has
 * fewer than `span` companies, and neighbours in id order do not get neighbouring numbers.
 */
export function vatNumber(ordinal: number, first: number, span: number, step: number): number {
  if (ordinal >= span)
    throw new RangeError(`no VAT number left for the ${ordinal}-th company of its country`);
  return first + ((ordinal * step) % span);
}

/** The `rank`-th of `count` numbers spread over `span` numbers from `first` on; past it when they do not fit. */
export function spreadNumber(place: RegisterPlace, first: number, span: number): number {
  return first + Math.floor(place.rank * Math.max(1, span / place.count));
}
