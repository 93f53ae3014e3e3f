import { describe, expect, it } from 'vitest';
import { SharedColumn } from './shared-column';

describe(SharedColumn.name, () => {
  it('keeps every value when entries are appended past its capacity', () => {
    const column = new SharedColumn(Int32Array, 4);
    for (let value = 1; value <= 1000; value++) column.push(value * 3);
    expect(column.length).toBe(1000);
    expect(column.capacity).toBeGreaterThanOrEqual(1000);
    expect(Array.from(column.inUse())).toEqual(Array.from({ length: 1000 }, (_, i) => (i + 1) * 3));
  });

  it('gives entries added by a growth its empty value', () => {
    const column = new SharedColumn(Float32Array, 2, Number.NaN);
    column.values[1] = 7;
    column.setLength(10);
    expect(column.values[1]).toBe(7);
    expect(Number.isNaN(column.values[9]!)).toBe(true);
    expect(Number.isNaN(column.values[column.capacity - 1]!)).toBe(true);
  });

  it('leaves a reader that holds the buffer from before a growth reading the values it had', () => {
    const column = new SharedColumn(Float64Array, 8);
    for (let id = 0; id < 8; id++) column.push(id + 0.5);
    const before = column.values;
    column.push(100);
    expect(column.values).not.toBe(before);
    expect(before.length).toBe(8);
    expect(Array.from(before)).toEqual([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]);
    expect(Array.from(column.inUse())).toEqual([...Array.from(before), 100]);
  });

  it('sets a shorter length without losing the entries beyond it', () => {
    const column = new SharedColumn(Uint16Array, 3);
    column.values.set([1, 2, 3]);
    column.setLength(1);
    expect(Array.from(column.inUse())).toEqual([1]);
    column.setLength(3);
    expect(Array.from(column.inUse())).toEqual([1, 2, 3]);
  });
});
