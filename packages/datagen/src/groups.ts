/**
 * Corporate groups without a global pass: a company's parent is a pure function of its own id, and the
 * children of a company are the ids whose parent function points back, enumerated in a small window.
 *
 * Two kinds of groups:
 * - loose ties: b's parent is floor(b / SPAN[k]) with a small probability per scheme k (one level
 *   mostly, a few chains by chance);
 * - holding groups: a head among the largest companies with subsidiaries over 2–4 levels. b belongs
 *   to the group of floor(b / DEEP_SPAN) when that company is a head or member with room below it,
 *   decided by walking up one chain (at most log6(total) steps).
 */
import { hash3 } from './random';

/** Parent of b under scheme k is floor(b / SPAN[k]); wide spans make large groups at the top. */
const SPAN = [3, 12, 60, 400];
const BASE_P = [0.03, 0.03, 0.02, 0.012];
const SALT = 0x6e0;

export const DEEP_SPAN = 6;
const DEEP_SALT = 0x6f0;
/** Share of the largest companies that head a holding group. */
const HEAD_P = 0.2;
const MEMBER_P = 0.5;

const u = (h: number) => h / 4294967296;

/** Levels below a (2–4) when a heads a holding group, else 0. */
export function headDepth(seed: number, total: number, a: number): number {
  if (a > Math.max(30, total * 0.01)) return 0;
  const h = hash3(seed, a, DEEP_SALT);
  return u(h) < HEAD_P ? 2 + ((h & 0xff) % 3) : 0;
}

/** b's place in a holding group: level (0 = head) and the levels still allowed below it; null outside. */
export interface GroupPlace {
  head: number;
  level: number;
  room: number;
}

export function groupPlace(seed: number, total: number, b: number): GroupPlace | null {
  const parent = Math.floor(b / DEEP_SPAN);
  if (parent >= 1 && u(hash3(seed, b, DEEP_SALT + 1)) < MEMBER_P) {
    const above = groupPlace(seed, total, parent);
    if (above !== null && above.room > 0)
      return { head: above.head, level: above.level + 1, room: above.room - 1 };
  }
  const depth = headDepth(seed, total, b);
  return depth > 0 ? { head: b, level: 0, room: depth } : null;
}

/** True when b sits below a head in a holding group (its parent is floor(b / DEEP_SPAN)). */
function isMember(seed: number, total: number, b: number): boolean {
  const place = groupPlace(seed, total, b);
  return place !== null && place.level > 0;
}

/** The loose-tie scheme under which b is a subsidiary, or -1. */
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
  if (isMember(seed, total, b)) return Math.floor(b / DEEP_SPAN);
  const k = schemeOf(seed, total, b);
  return k < 0 ? 0 : Math.floor(b / SPAN[k]);
}

/** The parent's share in b in percent; 100 for most subsidiaries and for every holding member. */
export function parentShare(seed: number, b: number, member = false): number {
  if (member) return 100;
  const h = hash3(seed, b, SALT + 99);
  const r = (h & 0xffff) / 65536;
  if (r < 0.7) return 100;
  if (r < 0.85) return 51 + ((h >>> 16) % 49);
  return 25 + ((h >>> 16) % 26);
}

/** The share of b's parent in b (see parentShare), deciding membership itself. */
export function shareOfParent(seed: number, total: number, b: number): number {
  return parentShare(seed, b, isMember(seed, total, b));
}

/** Subsidiaries of a (ids > a, all ≤ total), appended to out in ascending order. */
export function subsidiariesOf(seed: number, total: number, a: number, out: number[]): void {
  const start = out.length;
  const lo = a * DEEP_SPAN;
  for (let b = lo; b <= Math.min(total, lo + DEEP_SPAN - 1); b++) if (isMember(seed, total, b)) out.push(b);
  for (let k = 0; k < SPAN.length; k++) {
    const lo = a * SPAN[k];
    if (lo > total) continue;
    const hi = Math.min(total, lo + SPAN[k] - 1);
    for (let b = lo; b <= hi; b++)
      if (schemeOf(seed, total, b) === k && Math.floor(b / SPAN[k]) === a && !isMember(seed, total, b))
        out.push(b);
  }
  const tail = out.splice(start).sort((x, y) => x - y);
  for (const b of tail) if (out.length === start || out[out.length - 1] !== b) out.push(b);
}
