import type { LeadListItem } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { orderListItems } from './listOrder';

const item = (
  company_id: number,
  company_name: string,
  address_country: string,
  latest_revenue: number | null,
  added_at: string,
): LeadListItem => ({
  company_id,
  company_name,
  address: `Hauptstraße ${company_id}, Wien`,
  address_country,
  legal_status: 'Active',
  latest_revenue,
  synthetic: true,
  added_at,
});

const items = [
  item(1, 'Bäckerei Huber', 'Germany', 2_000_000, '2026-01-02T10:00:00.000Z'),
  item(2, 'Alpen Bau', 'Switzerland', null, '2026-01-03T10:00:00.000Z'),
  item(3, 'Zimmerei Gruber', 'Austria', 5_000_000, '2026-01-01T10:00:00.000Z'),
];
const names = (sorted: LeadListItem[]) => sorted.map((entry) => entry.company_name);
const german = (country: string) =>
  ({ Austria: 'Österreich', Germany: 'Deutschland', Switzerland: 'Schweiz' })[country] ?? country;

describe('orderListItems', () => {
  it('puts the most recently added first', () => {
    expect(names(orderListItems(items, '', 'added', german))).toEqual([
      'Alpen Bau',
      'Bäckerei Huber',
      'Zimmerei Gruber',
    ]);
  });

  it('sorts by name with German collation (ä next to a)', () => {
    expect(names(orderListItems(items, '', 'name', german))).toEqual([
      'Alpen Bau',
      'Bäckerei Huber',
      'Zimmerei Gruber',
    ]);
  });

  it('sorts by revenue, highest first, unknown revenue last', () => {
    expect(names(orderListItems(items, '', 'revenue', german))).toEqual([
      'Zimmerei Gruber',
      'Bäckerei Huber',
      'Alpen Bau',
    ]);
  });

  it('sorts by the country name the UI shows', () => {
    expect(names(orderListItems(items, '', 'country', german))).toEqual([
      'Bäckerei Huber',
      'Zimmerei Gruber',
      'Alpen Bau',
    ]);
    expect(names(orderListItems(items, '', 'country', (country) => country))).toEqual([
      'Zimmerei Gruber',
      'Bäckerei Huber',
      'Alpen Bau',
    ]);
  });

  it('keeps only entries containing every word of the query, ignoring case and accents', () => {
    expect(names(orderListItems(items, 'backerei', 'name', german))).toEqual(['Bäckerei Huber']);
    expect(names(orderListItems(items, 'gruber wien', 'name', german))).toEqual(['Zimmerei Gruber']);
  });
});
