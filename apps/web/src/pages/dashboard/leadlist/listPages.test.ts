import { describe, expect, it } from 'vitest';
import { readListPages, withListPages } from './listPages';

describe('pages of a lead list kept in the address', () => {
  it('reads a whole number of pages from 2 up to what a full list holds, else 1', () => {
    expect(readListPages(null)).toBe(1);
    expect(readListPages('3')).toBe(3);
    expect(readListPages('1')).toBe(1);
    expect(readListPages('0')).toBe(1);
    expect(readListPages('-2')).toBe(1);
    expect(readListPages('2.5')).toBe(1);
    expect(readListPages('abc')).toBe(1);
    expect(readListPages('100000')).toBe(100);
  });

  it('writes the pages the loaded companies fill and keeps the list', () => {
    const params = new URLSearchParams({ list: '7' });
    expect(withListPages(params, 200).toString()).toBe('list=7&pages=2');
    expect(withListPages(params, 250).toString()).toBe('list=7&pages=3');
    expect(withListPages(new URLSearchParams({ list: '7', pages: '3' }), 100).toString()).toBe('list=7');
  });
});
