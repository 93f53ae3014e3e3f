import { describe, expect, it } from 'vitest';
import { type PageSlot, pageWindow, parsePage } from './pageWindow';

const labels = (slots: PageSlot[]) => slots.map((slot) => (slot.kind === 'page' ? slot.page : '…'));

describe('pageWindow', () => {
  it('shows two pages either side of the current page with ellipses', () => {
    expect(labels(pageWindow(10, 20))).toEqual(['…', 8, 9, 10, 11, 12, '…']);
  });

  it('leaves out the ellipsis at an edge', () => {
    expect(labels(pageWindow(1, 20))).toEqual([1, 2, 3, '…']);
    expect(labels(pageWindow(20, 20))).toEqual(['…', 18, 19, 20]);
    expect(labels(pageWindow(3, 20))).toEqual([1, 2, 3, 4, 5, '…']);
  });

  it('shows every page of a short list', () => {
    expect(labels(pageWindow(2, 3))).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('parsePage', () => {
  it('accepts whole numbers within the range only', () => {
    expect(parsePage('4', 20)).toBe(4);
    expect(parsePage('40', 20)).toBe(20);
    expect(parsePage('0', 20)).toBe(1);
    expect(parsePage('-2', 20)).toBe(1);
    expect(parsePage('2.5', 20)).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
