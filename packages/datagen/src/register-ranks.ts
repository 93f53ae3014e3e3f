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
}

const GERMAN_REGISTERS = ['HRB', 'HRA', 'GnR'];
/** Keys: 1 + court × 4 + register (DE), then Austria, then a Swiss canton code × 10 + form digit. */
const AUSTRIA_KEY = 1000;
const SWISS_KEY = 2000;
/** The sort value packs key, founding day and id into 53 bits: 14, 16 and 23 bits. */
const DAYS_FROM = dayNumber(1850, 1, 1);
const DAY_BITS = 2 ** 16;
const ID_BITS = 2 ** 23;
const KEY_BITS = 2 ** 14;

/** The register that numbers this company (see the header); 0 for none (an Austrian association). */
export function registerKey(core: CompanyCore): number {
  if (core.country === AT) return core.form.kind === 'verein' ? 0 : AUSTRIA_KEY;
  if (core.country === CH)
    return SWISS_KEY + Number(CH_REGISTER_CODES[core.city.state] ?? '020') * 10 + core.form.chDigit;
  return 1 + core.city.court * 4 + GERMAN_REGISTERS.indexOf(core.form.register);
}

interface Places {
  seed: number;
  total: number;
  rank: Int32Array;
  key: Int32Array;
  count: Map<number, number>;
}

let cached: Places | null = null;

function computePlaces(ctx: GenContext): Places {
  const { seed, total } = ctx;
  if (total >= ID_BITS)
    throw new RangeError(`register places are worked out for up to ${ID_BITS - 1} companies`);
  const rng = new Rng();
  const key = new Int32Array(total + 1);
  const order = new Float64Array(total);
  for (let id = 1; id <= total; id++) {
    const core = computeCore(ctx, id, rng, false);
    const k = registerKey(core);
    if (k >= KEY_BITS) throw new RangeError(`register key ${k} out of range`);
    key[id] = k;
    order[id - 1] = (k * DAY_BITS + (core.founded - DAYS_FROM)) * ID_BITS + id;
  }
  order.sort();
  const rank = new Int32Array(total + 1);
  const count = new Map<number, number>();
  let previous = -1;
  let place = 0;
  for (let i = 0; i < total; i++) {
    const id = order[i]! % ID_BITS;
    const k = key[id]!;
    place = k === previous ? place + 1 : 0;
    previous = k;
    rank[id] = place;
    count.set(k, place + 1);
  }
  return { seed, total, rank, key, count };
}

/** The company's place in its register's numbering (computed for the whole dataset on first use). */
export function registerPlace(ctx: GenContext, id: number): RegisterPlace {
  if (cached === null || cached.seed !== ctx.seed || cached.total !== ctx.total) {
    cached = null;
    cached = computePlaces(ctx);
  }
  return { rank: cached.rank[id]!, count: cached.count.get(cached.key[id]!)! };
}

/** The `rank`-th of `count` numbers spread over `span` numbers from `first` on; past it when they do not fit. */
export function spreadNumber(place: RegisterPlace, first: number, span: number): number {
  return first + Math.floor(place.rank * Math.max(1, span / place.count));
}
