/**
 * When companies became (and stopped being) each other's shareholders. Both sides of a tie compute
 * its dates from the same pure function of (seed, child, both founding days), so the child's
 * shareholder change and the parent's subsidiary event fall on the same day without either reading
 * the other's history.
 *
 * - A current tie (groups.ts) began when the parent founded the child (then there is no event:
 *   the child was registered with its parent) or on a join day after both were founded.
 * - A former tie: now and then the company floor(b / FORMER_SPAN) held b for a while and sold it.
 *   Only companies without a current parent have one.
 */
import { foundedOf, type GenContext } from './core';
import { DAY_LIMIT_UPDATED } from './dates';
import { parentOf } from './groups';
import { hash3 } from './random';

const SALT_FOUNDER = 0x7a1;
const SALT_JOIN = 0x7a2;
const SALT_FORMER = 0x7a3;
export const FORMER_SPAN = 8;
const FORMER_P = 0.02;
/** Days a former tie lasts at least; a tie that has no room for it before the dataset's day is not drawn. */
const MIN_HOLDING = 180;

const u = (h: number) => h / 4294967296;

/** Whether the parent founded the child: it must have existed by then. */
export function foundedByParent(seed: number, child: number, childFounded: number, parentFounded: number) {
  return parentFounded <= childFounded && u(hash3(seed, child, SALT_FOUNDER)) < 0.5;
}

/**
 * The day a child joined its current parent, or null when the parent founded it (its registration
 * already names the parent).
 */
export function joinDay(ctx: GenContext, child: number, parent: number): number | null {
  const childFounded = foundedOf(ctx, child);
  const parentFounded = foundedOf(ctx, parent);
  if (foundedByParent(ctx.seed, child, childFounded, parentFounded)) return null;
  const start = Math.max(childFounded, parentFounded) + 1;
  return start + (hash3(ctx.seed, child, SALT_JOIN) % Math.max(1, DAY_LIMIT_UPDATED - start));
}

export interface FormerTie {
  parent: number;
  child: number;
  /** Share the parent held. */
  share: number;
  from: number;
  to: number;
}

/** b's former parent and the days it held b, or null. */
export function formerTie(ctx: GenContext, b: number): FormerTie | null {
  const parent = Math.floor(b / FORMER_SPAN);
  const h = hash3(ctx.seed, b, SALT_FORMER);
  if (parent < 1 || u(h) >= FORMER_P || parentOf(ctx.seed, ctx.total, b) !== 0) return null;
  const start = Math.max(foundedOf(ctx, b), foundedOf(ctx, parent)) + 1;
  const room = DAY_LIMIT_UPDATED - start - MIN_HOLDING;
  if (room < MIN_HOLDING) return null;
  const h2 = hash3(ctx.seed, b, SALT_FORMER + 1);
  const from = start + (h2 % room);
  const to = from + MIN_HOLDING + ((h2 >>> 12) % (DAY_LIMIT_UPDATED - from - MIN_HOLDING + 1));
  return { parent, child: b, share: (h2 & 0xff) < 180 ? 100 : 51 + ((h2 >>> 8) % 49), from, to };
}

/** The former ties in which a is the parent, ascending by child. */
export function formerChildren(ctx: GenContext, a: number): FormerTie[] {
  const ties: FormerTie[] = [];
  const last = Math.min(ctx.total, a * FORMER_SPAN + FORMER_SPAN - 1);
  for (let b = a * FORMER_SPAN; b <= last; b++) {
    if (b <= a) continue;
    const tie = formerTie(ctx, b);
    if (tie !== null) ties.push(tie);
  }
  return ties;
}
