/**
 * The `size` nearest of a stream of (id, distance) pairs, kept in a bounded max-heap: O(n log
 * size) time, O(size) memory, so an address search of any breadth can be ordered by distance.
 * Ties keep the more popular (smaller) id. Any key ranks the same way: a figure order offers
 * the figure (negated for highest first) as the distance.
 */
export class Nearest {
  private readonly ids: Int32Array;
  private readonly distances: Float64Array;
  private count = 0;

  constructor(private readonly size: number) {
    this.ids = new Int32Array(Math.max(1, size));
    this.distances = new Float64Array(Math.max(1, size));
  }

  /** How many ids it holds (at most `size`). */
  get length(): number {
    return this.count;
  }

  /** True when it holds `size` ids: an id farther than `farthest` can no longer enter. */
  get full(): boolean {
    return this.count >= this.size;
  }

  /** The distance of the farthest id it holds (Infinity while empty). */
  get farthest(): number {
    return this.count > 0 ? this.distances[0]! : Number.POSITIVE_INFINITY;
  }

  /** True when (a, b) is farther than (c, d): the heap keeps the farthest on top. */
  private farther(i: number, j: number): boolean {
    const a = this.distances[i]!;
    const b = this.distances[j]!;
    return a > b || (a === b && this.ids[i]! > this.ids[j]!);
  }

  private swap(i: number, j: number): void {
    const id = this.ids[i]!;
    const distance = this.distances[i]!;
    this.ids[i] = this.ids[j]!;
    this.distances[i] = this.distances[j]!;
    this.ids[j] = id;
    this.distances[j] = distance;
  }

  offer(id: number, distance: number): void {
    if (this.size === 0) return;
    if (this.count < this.size) {
      let at = this.count++;
      this.ids[at] = id;
      this.distances[at] = distance;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.farther(at, parent)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    const top = this.distances[0]!;
    if (distance > top || (distance === top && id > this.ids[0]!)) return;
    this.ids[0] = id;
    this.distances[0] = distance;
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < this.count && this.farther(left, largest)) largest = left;
      if (right < this.count && this.farther(right, largest)) largest = right;
      if (largest === at) break;
      this.swap(at, largest);
      at = largest;
    }
  }

  /** Ids nearest first. */
  sorted(): number[] {
    const order = Array.from({ length: this.count }, (_, i) => i);
    order.sort((i, j) => this.distances[i]! - this.distances[j]! || this.ids[i]! - this.ids[j]!);
    return order.map((i) => this.ids[i]!);
  }
}
