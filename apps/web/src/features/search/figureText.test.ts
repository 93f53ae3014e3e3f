import { describe, expect, it } from 'vitest';
import { figureText, isCompanyRange } from './figureText';

describe('figureText', () => {
  it('writes money short, counts whole and ratios as percent, in the language', () => {
    expect(figureText('revenue', 12_345_678, 'de')).toBe('12,3 Mio. €');
    expect(figureText('revenue', 12_345_678, 'en')).toBe('€12.3M');
    expect(figureText('employees_number', 1234, 'de')).toBe('1.234');
    expect(figureText('equity_ratio', 8.14, 'en')).toBe('8.1%');
    expect(figureText('equity', null, 'de')).toBe('k. A.');
  });

  it('tells company range indicators from others', () => {
    expect(isCompanyRange('revenue')).toBe(true);
    expect(isCompanyRange('country')).toBe(false);
    expect(isCompanyRange('age')).toBe(false);
  });
});
