import { describe, expect, it } from 'vitest';
import { rankInRegisters, UID_WINDOWS, uidWindows, vatNumber } from './register-ranks';
import { VAT_NUMBERS } from './registry';

/** Arrays indexed by id from 1 (index 0 unused), as the generator keeps them. */
function arrays(rows: readonly (readonly [key: number, day: number])[]) {
  const key = new Int32Array(rows.length + 1);
  const day = new Uint16Array(rows.length + 1);
  rows.forEach(([k, d], i) => {
    key[i + 1] = k;
    day[i + 1] = d;
  });
  return { key, day };
}

describe('rankInRegisters', () => {
  it('numbers each register oldest first, ties by id, and counts every register', () => {
    const { key, day } = arrays([
      [4, 300],
      [9, 10],
      [4, 100],
      [4, 300],
      [0, 5],
      [9, 2],
    ]);
    const { rank, count } = rankInRegisters(key, day);
    expect([...rank.subarray(1)]).toEqual([1, 1, 0, 2, 0, 0]);
    expect([...count.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [0, 1],
      [4, 3],
      [9, 2],
    ]);
  });

  it('ranks ids past 2^23 by their founding day, as the 10 million company dataset needs', () => {
    const total = 2 ** 23 + 2;
    const key = new Int32Array(total + 1).fill(7);
    const day = new Uint16Array(total + 1).fill(1);
    day[total] = 0;
    const { rank, count } = rankInRegisters(key, day);
    expect(rank[total]).toBe(0);
    expect(rank[total - 1]).toBe(total - 1);
    expect(rank[1]).toBe(1);
    expect(count.get(7)).toBe(total);
  });
});

describe('uidWindows', () => {
  /** Swiss flags by id from 1: 'S' Swiss, '.' not. */
  const flags = (text: string) => Uint8Array.from([0, ...[...text].map((c) => (c === 'S' ? 1 : 0))]);

  it('lends each Swiss company past the limit the window of the next company at or below it that is not Swiss', () => {
    const lent = uidWindows(flags('S.S..S.SS'), 5);
    expect([...lent]).toEqual([
      [6, 2],
      [8, 4],
      [9, 5],
    ]);
  });

  it('lends nothing when the windows at or below the limit are enough for every id', () => {
    expect(uidWindows(flags('S.S.S'), 5).size).toBe(0);
  });

  it('refuses, with the company, when no window is left', () => {
    expect(() => uidWindows(flags('S.S.SS.S'), 4)).toThrow('no Swiss UID left for company 8');
  });

  it('keeps eleven eight-digit numbers from 10,000,000 for each id up to the limit', () => {
    expect(UID_WINDOWS).toBe(8_181_818);
    expect(10_000_000 + (UID_WINDOWS - 1) * 11 + 10).toBeLessThan(100_000_000);
    expect(10_000_000 + UID_WINDOWS * 11 + 10).toBeGreaterThanOrEqual(100_000_000);
  });
});

describe('vatNumber', () => {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

  it('gives each ordinal below the span its own number within the range', () => {
    const numbers = Array.from({ length: 30 }, (_, ordinal) => vatNumber(ordinal, 100, 30, 7));
    expect(new Set(numbers).size).toBe(30);
    expect(Math.min(...numbers)).toBe(100);
    expect(Math.max(...numbers)).toBe(129);
  });

  it('refuses an ordinal past the span instead of repeating a number', () => {
    expect(() => vatNumber(30, 100, 30, 7)).toThrow(RangeError);
  });

  it('uses steps prime to the spans, so the real ranges never repeat a number', () => {
    for (const { first, span, step } of Object.values(VAT_NUMBERS)) {
      expect(gcd(step, span)).toBe(1);
      expect(String(first).length).toBe(String(first + span - 1).length);
    }
  });
});
