/**
 * Consistent group figures: a subsidiary's latest revenue stays below its consolidating parent's
 * (majority share), unless the parent is a pure holding (which reports little revenue of its own).
 */
import { type CompanyCore, computeCore, type GenContext } from './core';
import { baseRevenue } from './financials';
import { parentOf, shareOfParent } from './groups';

const SALT_REVENUE = 0x5e7e;
/** A consolidated subsidiary's revenue is at most this share of its parent's. */
export const CONSOLIDATION_CAP = 0.8;

/** The parent's share above which the parent consolidates the company. */
const CONSOLIDATES = 50;

/** Latest annual revenue of a company in EUR: its own draw, capped by a consolidating parent's. */
export function companyRevenue(ctx: GenContext, core: CompanyCore): number {
  const cap = consolidationCap(ctx, core.id);
  const own = baseRevenue(core, ctx.figRng.reseed(ctx.seed, core.id, SALT_REVENUE));
  return Math.min(own, cap);
}

/** The revenue cap a consolidating parent sets; Infinity without one or below a pure holding. */
function consolidationCap(ctx: GenContext, id: number): number {
  const parentId = parentOf(ctx.seed, ctx.total, id);
  if (parentId === 0 || shareOfParent(ctx.seed, ctx.total, id) <= CONSOLIDATES)
    return Number.POSITIVE_INFINITY;
  // Parents have smaller ids, so the chain ends; each step finishes with the streams before the next.
  const parent = computeCore(ctx, parentId, ctx.figCoreRng, true);
  if (parent.industry.profile === 'holding') return Number.POSITIVE_INFINITY;
  return CONSOLIDATION_CAP * companyRevenue(ctx, parent);
}
