/** The typed arrays a column can be: one number per entry. */
export type ColumnArray = Uint8Array | Uint16Array | Int32Array | Float32Array | Float64Array;

/** The constructor of a column's typed array (for example `Float64Array`). */
export interface ColumnType<A extends ColumnArray> {
  new (buffer: SharedArrayBuffer, byteOffset?: number, length?: number): A;
  readonly BYTES_PER_ELEMENT: number;
}

/**
 * A typed array of `length` entries over a new SharedArrayBuffer (docs/decisions/211): what the
 * engine's arrays are allocated as, so that the engine threads read the same bytes.
 */
export function sharedArray<A extends ColumnArray>(type: ColumnType<A>, length: number, fill = 0): A {
  const view = new type(new SharedArrayBuffer(length * type.BYTES_PER_ELEMENT));
  if (fill !== 0) view.fill(fill);
  return view;
}

/** A copy of `array` (or of its first `length` entries, the rest empty) over a new SharedArrayBuffer. */
export function sharedCopy<A extends ColumnArray>(array: A, length = array.length): A {
  const copy = sharedArray(array.constructor as ColumnType<A>, length);
  copy.set(array.length > length ? (array.subarray(0, length) as never) : (array as never));
  return copy;
}

/** A column as another thread receives it: the current buffer's view and the entries in use. */
export interface SharedColumnState<A extends ColumnArray> {
  values: A;
  length: number;
}

/** Spare room when a column grows: new companies arrive in batches (imports). */
export const GROWTH = 1.25;

/**
 * One column of the search engine (docs/decisions/211): a typed array over a SharedArrayBuffer,
 * so that threads of the process can read the same bytes, with a capacity and the number of
 * entries in use. Past its capacity it grows by copying into a larger buffer and then
 * publishing that one: a reader takes `values` once per slice of work and keeps reading the
 * buffer it took, whose entries stay as they were when it grew, so it never sees a half-grown
 * column. Writes after a growth go to the new buffer only; the next slice takes it.
 *
 * Node 20 also has growable SharedArrayBuffers (`maxByteLength`), but they need the largest size
 * up front; copying keeps the engine free of a limit on companies.
 */
export class SharedColumn<A extends ColumnArray> {
  private view: A;
  private used = 0;

  /** `empty` is the value of entries never written (0, NaN, -1). */
  constructor(
    private readonly type: ColumnType<A>,
    capacity = 0,
    private readonly empty = 0,
  ) {
    this.view = this.allocate(capacity);
  }

  /** A reader's column over the buffer another thread writes (`state`: what `state()` gave there). */
  static reading<A extends ColumnArray>(state: SharedColumnState<A>): SharedColumn<A> {
    const column = new SharedColumn(state.values.constructor as ColumnType<A>);
    column.view = state.values;
    column.used = state.length;
    return column;
  }

  /** The current buffer's view and the entries in use, for another thread (structured-cloneable). */
  state(): SharedColumnState<A> {
    return { values: this.view, length: this.used };
  }

  /** Every entry up to the capacity, in the current buffer: take it once per slice of work. */
  get values(): A {
    return this.view;
  }

  /** The current buffer, for another thread to read (it is not copied when posted). */
  get buffer(): SharedArrayBuffer {
    return this.view.buffer as SharedArrayBuffer;
  }

  get capacity(): number {
    return this.view.length;
  }

  /** Entries in use: 0..length-1. */
  get length(): number {
    return this.used;
  }

  /** The entries in use, in the current buffer (a view, not a copy). */
  inUse(): A {
    return this.view.subarray(0, this.used) as A;
  }

  /** Starts over in a new buffer of `capacity` empty entries, `length` of them in use. */
  reset(capacity: number, length = capacity): void {
    this.view = this.allocate(capacity);
    this.used = length;
  }

  /**
   * Puts `length` entries in use, growing by GROWTH past the capacity; the entries added are
   * empty. A shorter length only lowers the count (the buffer keeps its entries).
   */
  setLength(length: number): void {
    if (length > this.capacity) this.grow(Math.ceil(length * GROWTH));
    this.used = length;
  }

  /** Appends one entry; returns its index. */
  push(value: number): number {
    const at = this.used;
    this.setLength(at + 1);
    this.view[at] = value;
    return at;
  }

  /** Copies the entries into a buffer of `capacity` entries and publishes it. */
  private grow(capacity: number): void {
    const next = this.allocate(capacity);
    next.set(this.view as never);
    this.view = next;
  }

  private allocate(capacity: number): A {
    return sharedArray(this.type, capacity, this.empty);
  }
}
