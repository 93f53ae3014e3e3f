/** Seeded randomness: every company draws from its own stream, keyed by (seed, id, salt). */

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A well-mixed 32-bit hash of up to three integers. */
export function hash3(a: number, b: number, c: number): number {
  let h = fmix32(Math.imul(a | 0, 0x9e3779b1) ^ 0x7f4a7c15);
  h = fmix32((h ^ Math.imul(b | 0, 0x85ebca77)) + 0x165667b1);
  return fmix32((h ^ Math.imul(c | 0, 0xc2b2ae3d)) + 0x27d4eb2f);
}

/** A one-number-seeded stream (mulberry32) for small deterministic choices outside the generator. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** sfc32: small, fast and good enough for synthetic data. */
export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  constructor(seed = 0) {
    this.reseed(seed, 0, 0);
  }

  reseed(x: number, y: number, z: number): this {
    this.a = hash3(x, y, z);
    this.b = hash3(y, z, x ^ 0x5bd1e995);
    this.c = hash3(z, x, y ^ 0x1b873593);
    this.d = 1;
    for (let i = 0; i < 8; i++) this.u32();
    return this;
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.u32() / 4294967296) * n);
  }

  /** Uniform integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + Math.floor((this.u32() / 4294967296) * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.u32() / 4294967296 < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor((this.u32() / 4294967296) * items.length)];
  }

  /** Index skewed to the start of a frequency-ordered list (Zipf-like). */
  skewed(n: number, power: number): number {
    return Math.floor((this.u32() / 4294967296) ** power * n);
  }

  /** Approximately standard normal (Irwin–Hall with 4 terms): cheap and bounded at ±3.5. */
  normal(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.7320508;
  }

  /** Digit string of the given length (leading zeros allowed). */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(48 + this.int(10));
    return s;
  }
}

/** Draws from a frequency-ordered list with Zipf-like skew; the skew curve is precomputed into 4096 buckets. */
export class SkewedPicker<T> {
  private readonly table: Uint16Array;

  constructor(
    readonly items: readonly T[],
    power: number,
  ) {
    this.table = new Uint16Array(4096);
    for (let i = 0; i < 4096; i++)
      this.table[i] = Math.min(items.length - 1, Math.floor(((i + 0.5) / 4096) ** power * items.length));
  }

  pick(rng: Rng): T {
    return this.items[this.table[rng.u32() >>> 20]];
  }
}

/** Vose alias table: O(1) draws from a fixed discrete distribution. */
export class AliasTable {
  readonly size: number;
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;

  constructor(weights: ArrayLike<number>) {
    const n = weights.length;
    this.size = n;
    this.prob = new Float64Array(n);
    this.alias = new Int32Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += weights[i];
    const scaled = new Float64Array(n);
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < n; i++) {
      scaled[i] = (weights[i] * n) / sum;
      (scaled[i] < 1 ? small : large).push(i);
    }
    while (small.length > 0 && large.length > 0) {
      const s = small.pop()!;
      const l = large.pop()!;
      this.prob[s] = scaled[s];
      this.alias[s] = l;
      scaled[l] = scaled[l] + scaled[s] - 1;
      (scaled[l] < 1 ? small : large).push(l);
    }
    for (const i of large) this.prob[i] = 1;
    for (const i of small) this.prob[i] = 1;
  }

  sample(rng: Rng): number {
    const i = rng.int(this.size);
    return rng.next() < this.prob[i] ? i : this.alias[i];
  }
}

/** Cumulative weights for short lists; a linear scan beats a binary search below ~16 entries. */
export class WeightedList<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map((e) => e[0]);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach((e, i) => {
      sum += e[1];
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  index(rng: Rng): number {
    const x = rng.next() * this.total;
    const c = this.cumulative;
    for (let i = 0; i < c.length; i++) if (x < c[i]) return i;
    return c.length - 1;
  }

  sample(rng: Rng): T {
    return this.items[this.index(rng)];
  }
}
