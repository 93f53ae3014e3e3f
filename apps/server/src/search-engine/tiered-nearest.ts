import type { WorkBudget } from '../runtime/budget';
import type { GeoArea } from '../store/types';
import { CANDIDATE_BATCH } from './candidate-batches';
import type { Driver } from './filter-drivers';
import { type Box, boundingBox, greatCircleKm } from './geo';
import { IndustryGrid } from './industry-grid';
import { Nearest } from './nearest';

/**
 * Added to a tier's farthest distance before its box is drawn: a point outside the box is then
 * farther by more than the rounding of the distance, so the box never drops a tie the heap keeps.
 */
const BOX_MARGIN_KM = 0.001;

export interface TieredScan {
  /** The candidates, in ascending id (popularity) order. */
  driver: Driver;
  /**
   * With an area, the same candidates grouped by place (the must filter's industries), read
   * ring by ring from the area's centre until the rings cover every box still open; the
   * driver is then not read. The first `reportingTiers` tiers only hold companies with a report
   * (they test a figure): they are ranked first from the grids of those companies alone.
   */
  grids?: { all: IndustryGrid[]; reporting: IndustryGrid[]; reportingTiers: number };
  /** True when a candidate meets every must filter. */
  matches: (id: number) => boolean;
  /** Per tier, best first, the tests a company must all pass to rank in it. */
  tiers: ((id: number) => boolean)[][];
  area: GeoArea | null;
  /** The coordinate columns, read per candidate (a refresh between two slices may replace them). */
  columns: { latitude: Float32Array; longitude: Float32Array };
  exclude: number;
  limit: number;
  budget: WorkBudget;
}

/** One reading of candidates that ranks the tiers `from` up to (not including) `to`. */
interface Pass {
  from: number;
  to: number;
  /** The candidates, given the box the open tiers of this pass still want (null: none). */
  candidates: (wanted: () => Box | null) => AsyncIterable<ArrayLike<number>> | Iterable<ArrayLike<number>>;
}

/**
 * One pass over the candidates for every tier at once: the `limit` nearest (or, without an area,
 * the most popular) of each tier kept in a bounded heap of its own, best tier first. A query per
 * tier, each taking what the tiers before it left, gives the same companies, since the nearest of
 * a tier that are not in an earlier one are the nearest of its own heap (docs/decisions/202).
 *
 * Most candidates are decided without a distance: a tier the tiers before it already fill is not
 * looked at, and once a tier's heap is full only candidates inside the box around its farthest
 * company can enter it, so the great-circle distance is computed for few of them. With grids by
 * place, the candidates far outside every open box are not read at all, and the tiers that need
 * a report read only the companies that have one (docs/decisions/207).
 */
export async function scanTiers(scan: TieredScan): Promise<{ company_id: number; tier: number }[]> {
  const { driver, grids, matches, tiers, area, columns, exclude, limit, budget } = scan;
  const heaps = tiers.map(() => new Nearest(limit));
  const tierOf = (id: number): number => {
    for (let tier = 0; tier < tiers.length; tier++) {
      const tests = tiers[tier]!;
      let all = true;
      for (const test of tests)
        if (!test(id)) {
          all = false;
          break;
        }
      if (all) return tier;
    }
    return -1;
  };
  /** True while the tiers before `tier` hold fewer than `limit` companies together. */
  const open = (tier: number): boolean => {
    let held = 0;
    for (let before = 0; before < tier; before++) held += heaps[before]!.length;
    return held < limit;
  };
  const areaBox: Box | null = area && boundingBox(area);
  const boxes: (Box | null)[] = tiers.map(() => areaBox);
  const inside = (box: Box, lat: number, lon: number) =>
    lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon;
  const passes: Pass[] =
    area && grids
      ? [
          { from: 0, to: grids.reportingTiers, grid: grids.reporting },
          { from: grids.reportingTiers, to: tiers.length, grid: grids.all },
        ]
          .filter((pass) => pass.to > pass.from)
          .map(({ from, to, grid }) => ({
            from,
            to,
            candidates: (wanted) => IndustryGrid.rings(grid, area.latitude, area.longitude, wanted),
          }))
      : [{ from: 0, to: tiers.length, candidates: () => driver.chunks() }];

  for (const { from, to, candidates } of passes) {
    if (!open(from)) break;
    /** The box around every tier of this pass still open: a candidate outside it can enter none. */
    let outer = areaBox;
    const reframe = () => {
      outer = null;
      for (let tier = from; tier < to && open(tier); tier++) {
        const box = boxes[tier]!;
        outer = outer
          ? {
              minLat: Math.min(outer.minLat, box.minLat),
              maxLat: Math.max(outer.maxLat, box.maxLat),
              minLon: Math.min(outer.minLon, box.minLon),
              maxLon: Math.max(outer.maxLon, box.maxLon),
            }
          : box;
      }
    };
    for await (const chunk of candidates(() => outer)) {
      for (let start = 0; start < chunk.length; start += CANDIDATE_BATCH) {
        const end = Math.min(chunk.length, start + CANDIDATE_BATCH);
        for (let at = start; at < end; at++) {
          const id = chunk[at]!;
          const lat = columns.latitude[id]!;
          const lon = columns.longitude[id]!;
          // Four comparisons first: once the open tiers are full, most candidates end here.
          if (outer && !inside(outer, lat, lon)) continue;
          if (id === exclude || !matches(id)) continue;
          const tier = tierOf(id);
          // A tier of another pass: ranked there (an earlier one), or not this pass's to rank.
          if (tier < from || tier >= to || !open(tier)) continue;
          const heap = heaps[tier]!;
          if (!area) {
            // Candidates come in popularity order: once the best tier is full, none can enter.
            heap.offer(id, 0);
            if (tier === 0 && heap.full) return ranked(heaps, limit);
            continue;
          }
          if (!inside(boxes[tier]!, lat, lon)) continue;
          const km = greatCircleKm(area.latitude, area.longitude, lat, lon);
          if (km > area.radiusKm) continue;
          const held = heap.length;
          const farthest = heap.farthest;
          heap.offer(id, km);
          if (heap.full && heap.farthest !== farthest)
            boxes[tier] = boundingBox({ ...area, radiusKm: heap.farthest + BOX_MARGIN_KM });
          if (heap.length !== held || heap.farthest !== farthest) reframe();
        }
        if (budget.due()) await budget.pause();
      }
      budget.check();
    }
  }
  return ranked(heaps, limit);
}

/** The first `limit` of the heaps' ids, best tier first, each tier nearest first. */
function ranked(heaps: Nearest[], limit: number): { company_id: number; tier: number }[] {
  return heaps
    .flatMap((heap, tier) => heap.sorted().map((company_id) => ({ company_id, tier })))
    .slice(0, limit);
}
