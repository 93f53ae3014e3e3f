import { describe, expect, it } from 'vitest';
import {
  formatTotal,
  landingPageCount,
  MAX_ANONYMOUS_LANDING_PAGE,
  MAX_LANDING_PAGE,
  pageRange,
} from './landingPaging';

describe('landing paging', () => {
  it('counts pages of 25 rows', () => {
    expect(landingPageCount(1, true)).toBe(1);
    expect(landingPageCount(25, true)).toBe(1);
    expect(landingPageCount(26, false)).toBe(2);
  });

  it('stops at the deepest page the API answers', () => {
    expect(landingPageCount(1_000_000, true)).toBe(MAX_LANDING_PAGE);
  });

  it('stops at the first results without an account', () => {
    expect(MAX_ANONYMOUS_LANDING_PAGE).toBe(10);
    expect(landingPageCount(1_000_000, false)).toBe(10);
    expect(landingPageCount(240, false)).toBe(10);
  });

  it("shows a capped total as '10.000+'", () => {
    expect(formatTotal({ total: 10_000, total_capped: true }, 'de')).toBe('10.000+');
    expect(formatTotal({ total: 10_001, total_capped: true }, 'de')).toBe('10.000+');
    expect(formatTotal({ total: 1234, total_capped: false }, 'de')).toBe('1.234');
    expect(formatTotal({ total: 1234, total_capped: false }, 'en')).toBe('1,234');
  });

  it('gives the rows of a page', () => {
    const exact = (total: number) => ({ total, total_capped: false });
    expect(pageRange(1, 25, exact(100))).toEqual({ from: 1, to: 25, total: 100 });
    expect(pageRange(3, 7, exact(57))).toEqual({ from: 51, to: 57, total: 57 });
  });

  it('never shows a range past the total', () => {
    expect(pageRange(40, 25, { total: 990, total_capped: false })).toEqual({
      from: 976,
      to: 1000,
      total: 1000,
    });
    expect(pageRange(1, 25, { total: 10_000, total_capped: true }).total).toBe(10_000);
  });
});
