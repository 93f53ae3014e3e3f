/**
 * Corporate groups without a global pass: a company's parent is a pure function of its own id, and the
 * children of a company are the ids whose parent function points back, enumerated in a small window.
 */
import { hash3 } from './random';

/** Parent of b under scheme k is floor(b / SPAN[k]); wide spans make large groups at the top. */
const SPAN = [3, 12, 60, 400];
const BASE_P = [0.03, 0.03, 0.02, 0.012];
const SALT = 0x6e0;

/** The scheme under which b is a subsidiary, or -1. */
function schemeOf(seed: number, total: number, b: number): number {
  const boost = b / total < 0.01 ? 2 : 1;
  for (let k = 0; k < SPAN.length; k++) {
    if (b < SPAN[k]) continue;
    if (hash3(seed, b, SALT + k) / 4294967296 < BASE_P[k] * boost) return k;
  }
  return -1;
}

/** The parent company id, or 0 when the company belongs to no group. */
export function parentOf(seed: number, total: number, b: number): number {
  const k = schemeOf(seed, total, b);
  return k < 0 ? 0 : Math.floor(b / SPAN[k]);
}

/** The parent's share in b in percent; 100 for most subsidiaries. */
export function parentShare(seed: number, b: number): number {
  const h = hash3(seed, b, SALT + 99);
  const r = (h & 0xffff) / 65536;
  if (r < 0.7) return 100;
  if (r < 0.85) return 51 + ((h >>> 16) % 49);
  return 25 + ((h >>> 16) % 26);
}

/** Subsidiaries of a (ids > a, all ≤ total), appended to out. */
export function subsidiariesOf(seed: number, total: number, a: number, out: number[]): void {
  for (let k = 0; k < SPAN.length; k++) {
    const lo = a * SPAN[k];
    if (lo > total) continue;
    const hi = Math.min(total, lo + SPAN[k] - 1);
    for (let b = lo; b <= hi; b++)
      if (schemeOf(seed, total, b) === k && Math.floor(b / SPAN[k]) === a) out.push(b);
  }
}
