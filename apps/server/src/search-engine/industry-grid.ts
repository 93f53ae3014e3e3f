import type { Box } from './geo';

/** At most this many cells per grid: about 0.1° squares over Austria, Germany and Switzerland. */
const MAX_CELLS = 16_384;
/** Cells no smaller than this (degrees): smaller ones would hold a company or two each. */
const MIN_CELL_DEGREES = 0.05;

/**
 * One industry's companies grouped by place: a grid of latitude/longitude cells over the
 * companies' own extent, each cell's ids in ascending order, so that the nearest companies of an
 * industry are found by reading the cells around a point, ring by ring, instead of every company
 * of the industry (docs/decisions/207). Companies without coordinates are left out: no area
 * search can find them. A coordinate outside the extent (none at build time) falls into the edge
 * cell, so every point of a box lies in the box's cells.
 */
export class IndustryGrid {
  private constructor(
    private readonly minLat: number,
    private readonly minLon: number,
    private readonly cellDegrees: number,
    private readonly rows: number,
    private readonly cols: number,
    /** Cell `c` holds `ids[starts[c]]` up to `ids[starts[c + 1]]`; cells by row, then column. */
    private readonly starts: Int32Array,
    private readonly ids: Int32Array,
  ) {}

  /** The grid of `ids` (each read from `latitude` / `longitude`), in one counting sort. */
  static build(ids: ArrayLike<number>, latitude: Float32Array, longitude: Float32Array): IndustryGrid {
    let minLat = Number.POSITIVE_INFINITY;
    let maxLat = Number.NEGATIVE_INFINITY;
    let minLon = Number.POSITIVE_INFINITY;
    let maxLon = Number.NEGATIVE_INFINITY;
    for (let at = 0; at < ids.length; at++) {
      const lat = latitude[ids[at]!]!;
      const lon = longitude[ids[at]!]!;
      if (Number.isNaN(lat) || Number.isNaN(lon)) continue;
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
      minLon = Math.min(minLon, lon);
      maxLon = Math.max(maxLon, lon);
    }
    if (minLat > maxLat) return new IndustryGrid(0, 0, 1, 1, 1, new Int32Array(2), new Int32Array(0));
    const cellDegrees = Math.max(
      MIN_CELL_DEGREES,
      Math.sqrt(((maxLat - minLat + MIN_CELL_DEGREES) * (maxLon - minLon + MIN_CELL_DEGREES)) / MAX_CELLS),
    );
    const rows = Math.floor((maxLat - minLat) / cellDegrees) + 1;
    const cols = Math.floor((maxLon - minLon) / cellDegrees) + 1;
    const grid = new IndustryGrid(
      minLat,
      minLon,
      cellDegrees,
      rows,
      cols,
      new Int32Array(0),
      new Int32Array(0),
    );
    const cells = new Int32Array(ids.length).fill(-1);
    const counts = new Int32Array(rows * cols + 1);
    for (let at = 0; at < ids.length; at++) {
      const lat = latitude[ids[at]!]!;
      const lon = longitude[ids[at]!]!;
      if (Number.isNaN(lat) || Number.isNaN(lon)) continue;
      const cell = grid.row(lat) * cols + grid.col(lon);
      cells[at] = cell;
      counts[cell + 1]!++;
    }
    for (let cell = 1; cell < counts.length; cell++) counts[cell]! += counts[cell - 1]!;
    const sorted = new Int32Array(counts[counts.length - 1]!);
    const fill = counts.slice();
    // Stable: `ids` come in ascending order, and each cell keeps it.
    for (let at = 0; at < ids.length; at++) if (cells[at]! >= 0) sorted[fill[cells[at]!]!++] = ids[at]!;
    return new IndustryGrid(minLat, minLon, cellDegrees, rows, cols, counts, sorted);
  }

  private row(lat: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((lat - this.minLat) / this.cellDegrees)));
  }

  private col(lon: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((lon - this.minLon) / this.cellDegrees)));
  }

  /** The ids of one cell, or null when the cell is outside the grid or empty. */
  private cell(row: number, col: number): Int32Array | null {
    if (row < 0 || row >= this.rows || col < 0 || col >= this.cols) return null;
    const cell = row * this.cols + col;
    const from = this.starts[cell]!;
    const to = this.starts[cell + 1]!;
    return to > from ? this.ids.subarray(from, to) : null;
  }

  /**
   * The cells around (`latitude`, `longitude`), ring by ring: the centre's cell, then the eight
   * around it, and so on. Before each ring after the first, `wanted()` gives the box every company
   * still worth reading lies in (null: none); the rings end once those read cover its cells.
   * Several grids (one per industry) are read ring by ring together.
   */
  static *rings(
    grids: IndustryGrid[],
    latitude: number,
    longitude: number,
    wanted: () => Box | null,
  ): Generator<Int32Array> {
    const centres = grids.map((grid) => ({ grid, row: grid.row(latitude), col: grid.col(longitude) }));
    for (let ring = 0; ; ring++) {
      const box = ring === 0 ? null : wanted();
      if (ring > 0 && !box) return;
      let open = false;
      for (const { grid, row, col } of centres) {
        if (box && grid.covers(box, row, col, ring - 1)) continue;
        if (row - ring < 0 && row + ring >= grid.rows && col - ring < 0 && col + ring >= grid.cols) continue;
        open = true;
        for (let r = row - ring; r <= row + ring; r++) {
          const edge = r === row - ring || r === row + ring;
          // A ring's middle rows hold its two side cells only.
          for (let c = col - ring; c <= col + ring; c += edge || ring === 0 ? 1 : 2 * ring) {
            const ids = grid.cell(r, c);
            if (ids) yield ids;
          }
        }
      }
      if (!open) return;
    }
  }

  /** True when the rings up to `ring` around (`row`, `col`) hold every cell `box` touches. */
  private covers(box: Box, row: number, col: number, ring: number): boolean {
    return (
      row - ring <= this.row(box.minLat) &&
      row + ring >= this.row(box.maxLat) &&
      col - ring <= this.col(box.minLon) &&
      col + ring >= this.col(box.maxLon)
    );
  }
}
