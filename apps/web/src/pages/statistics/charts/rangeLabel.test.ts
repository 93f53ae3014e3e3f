import { formatCount } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { formatBandEuro, localizeRangeLabel } from './rangeLabel';

describe('localizeRangeLabel', () => {
  it('writes employee bands with the thousands separator of the language', () => {
    expect(localizeRangeLabel('≥ 1.000', (value) => formatCount(value, 'en'))).toBe('≥ 1,000');
    expect(localizeRangeLabel('≥ 1.000', (value) => formatCount(value, 'de'))).toBe('≥ 1.000');
    expect(localizeRangeLabel('10 – 49', (value) => formatCount(value, 'en'))).toBe('10 – 49');
  });

  it('writes revenue bands as euro amounts of the language', () => {
    expect(localizeRangeLabel('100K – 1M', (value) => formatBandEuro(value, 'en'))).toBe('€100K – €1M');
    const german = localizeRangeLabel('≥ 1B', (value) => formatBandEuro(value, 'de'));
    expect(german).toMatch(/^≥ 1\sMrd\.\s€$/);
  });
});
