import { describe, expect, it } from 'vitest';
import { aboutCount, overCount } from './claims';

describe('the size claims', () => {
  it('rounds "about N" to two significant digits', () => {
    expect(aboutCount(250_014)).toBe(250_000);
    expect(aboutCount(3_612_345)).toBe(3_600_000);
    expect(aboutCount(3_650_000)).toBe(3_700_000);
    expect(aboutCount(999_999)).toBe(1_000_000);
    expect(aboutCount(3_000)).toBe(3_000);
    expect(aboutCount(57)).toBe(57);
    expect(aboutCount(0)).toBe(0);
  });

  it('keeps "over N" strictly below the count', () => {
    expect(overCount(23_456_789)).toBe(23_000_000);
    expect(overCount(23_000_000)).toBe(22_000_000);
    expect(overCount(250_014)).toBe(250_000);
    expect(overCount(100)).toBe(99);
    expect(overCount(57)).toBe(56);
    expect(overCount(10)).toBe(9);
  });

  it('says no "over" below ten records', () => {
    expect(overCount(9)).toBeNull();
    expect(overCount(0)).toBeNull();
  });
});
