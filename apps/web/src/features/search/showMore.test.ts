import { describe, expect, it } from 'vitest';
import { nextOffset, showMoreVisible } from './showMore';

describe('show more', () => {
  it('asks for the next page ten results further on', () => {
    expect(nextOffset(0)).toBe(10);
    expect(nextOffset(30)).toBe(40);
  });

  it('is hidden when all results fit on one page', () => {
    expect(showMoreVisible(10, 0, false)).toBe(false);
    expect(showMoreVisible(3, 0, false)).toBe(false);
  });

  it('shows while results remain after the page last loaded', () => {
    expect(showMoreVisible(11, 0, false)).toBe(true);
    expect(showMoreVisible(25, 10, false)).toBe(true);
    expect(showMoreVisible(25, 20, false)).toBe(false);
    expect(showMoreVisible(30, 20, false)).toBe(false);
  });

  it('shows while a further page is loading', () => {
    expect(showMoreVisible(25, 20, true)).toBe(true);
  });
});
