import { EMPLOYEE_BANDS, REVENUE_BANDS } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { distanceText, employeeBandSpan, revenueBandText } from './similarReasons';

const de = { under: 'unter', from: 'ab' };
const en = { under: 'under', from: 'from' };

describe('similar-company reasons', () => {
  it('writes revenue bands in the product money format of each language', () => {
    expect(REVENUE_BANDS.map((band) => revenueBandText(band, 'de', de))).toEqual([
      'unter 2 Mio. €',
      '2–10 Mio. €',
      '10–50 Mio. €',
      '50–250 Mio. €',
      '250 Mio. € – 1 Mrd. €',
      'ab 1 Mrd. €',
    ]);
    expect(REVENUE_BANDS.map((band) => revenueBandText(band, 'en', en))).toEqual([
      'under €2M',
      '€2–10M',
      '€10–50M',
      '€50–250M',
      '€250M – €1B',
      'from €1B',
    ]);
  });

  it('gives employee bands their numbers and open ends', () => {
    expect(EMPLOYEE_BANDS.map((band) => employeeBandSpan(band, 'de'))).toEqual([
      { kind: 'upTo', text: '9' },
      { kind: 'span', text: '10–49' },
      { kind: 'span', text: '50–249' },
      { kind: 'span', text: '250–999' },
      { kind: 'from', text: '1.000' },
    ]);
    expect(employeeBandSpan(EMPLOYEE_BANDS[4]!, 'en').text).toBe('1,000');
  });

  it('rounds distances to whole kilometres and leaves under 1 km to its own words', () => {
    expect(distanceText({ kind: 'distance', km: 12.4 }, 'de')).toBe('12');
    expect(distanceText({ kind: 'distance', km: 1234.5 }, 'en')).toBe('1,235');
    expect(distanceText({ kind: 'distance', km: 0.4 }, 'de')).toBeNull();
  });
});
