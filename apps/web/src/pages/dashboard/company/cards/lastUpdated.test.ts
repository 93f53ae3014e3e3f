import { describe, expect, it } from 'vitest';
import { newestDataDate } from './lastUpdated';

const update = (date: string) => ({
  date,
  field: 'address',
  old_value: null,
  new_value: 'x',
  description: 'Adresse geändert',
});

describe('newestDataDate', () => {
  it('is the newest of the update date, the changes and the financial reports', () => {
    const company = { date_updated: '2020-05-28', recent_updates: [update('2019-01-02')] };
    expect(newestDataDate(company, [{ report_date: '31/12/2023' }, { report_date: '31/12/2024' }])).toBe(
      '2024-12-31',
    );
    expect(newestDataDate({ ...company, recent_updates: [update('2025-03-01')] }, [])).toBe('2025-03-01');
    expect(newestDataDate(company, [])).toBe('2020-05-28');
  });

  it('is null when the profile holds no dated data', () => {
    expect(newestDataDate({ date_updated: null, recent_updates: [] }, [])).toBeNull();
  });
});
