/**
 * Bitmaps by company id, one bit per company (the common name terms, the title sets): at 3.6M
 * companies 450 KB each.
 */

/** The bytes of a bitmap with room for ids 0..maxId. */
export const bitmapBytes = (maxId: number): number => (maxId >> 3) + 1;

/** Whether `id` is set; an id past the bitmap's end is not. */
export const hasBit = (bits: Uint8Array, id: number): boolean =>
  ((bits[id >> 3] ?? 0) & (1 << (id & 7))) !== 0;

export function setBit(bits: Uint8Array, id: number): void {
  bits[id >> 3]! |= 1 << (id & 7);
}

export function clearBit(bits: Uint8Array, id: number): void {
  bits[id >> 3]! &= ~(1 << (id & 7));
}
