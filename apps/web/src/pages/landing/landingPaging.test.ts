import { describe, expect, it } from 'vitest';
import { formatTotal, landingPageCount, MAX_LANDING_PAGE, pageRange } from './landingPaging';

describe('landing paging', () => {
  it('counts pages of 25 rows', () => {
    expect(landingPageCount(1)).toBe(1);
    expect(landingPageCount(25)).toBe(1);
    expect(landingPageCount(26)).toBe(2);
  });

  it('stops at the deepest page the API answers', () => {
    expect(landingPageCount(1_000_000)).toBe(MAX_LANDING_PAGE);
  });

  it("shows a capped total as '10.000+'", () => {
    expect(formatTotal({ total: 10_000, total_capped: true })).toBe('10.000+');
    expect(formatTotal({ total: 10_001, total_capped: true })).toBe('10.000+');
    expect(formatTotal({ total: 1234, total_capped: false })).toBe('1.234');
  });

  it('gives the rows of a page', () => {
    expect(pageRange(1, 25)).toEqual({ from: 1, to: 25 });
    expect(pageRange(3, 7)).toEqual({ from: 51, to: 57 });
  });
});
