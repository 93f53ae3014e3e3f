import type { WatchItem } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { orderWatchItems } from './watchOrder';

const item = (
  company_id: number,
  company_name: string,
  added_at: string,
  unseen_changes: number,
): WatchItem => ({
  company_id,
  company_name,
  address: company_id === 2 ? 'Hauptplatz 1, 8010 Graz' : 'Ring 1, 1010 Wien',
  legal_status: 'Active',
  synthetic: true,
  added_at,
  alert_types: [],
  events: [],
  unseen_changes,
  latest: { report_date: null, revenue: null, earnings: null, employees_number: null, equity_ratio: null },
});

const items = [
  item(1, 'Zeller Bau GmbH', '2026-01-02T10:00:00Z', 0),
  item(2, 'Ärzte Holding AG', '2026-03-01T10:00:00Z', 2),
  item(3, 'Berger Handel KG', '2026-02-01T10:00:00Z', 5),
];
const ids = (list: WatchItem[]) => list.map((entry) => entry.company_id);

describe('orderWatchItems', () => {
  it('sorts by date added, new changes or name', () => {
    expect(ids(orderWatchItems(items, '', 'added'))).toEqual([2, 3, 1]);
    expect(ids(orderWatchItems(items, '', 'changes'))).toEqual([3, 2, 1]);
    expect(ids(orderWatchItems(items, '', 'name'))).toEqual([2, 3, 1]);
  });

  it('keeps the entries whose name or address contain the words', () => {
    expect(ids(orderWatchItems(items, 'graz', 'name'))).toEqual([2]);
    expect(ids(orderWatchItems(items, 'wien bau', 'name'))).toEqual([1]);
    expect(orderWatchItems(items, 'nirgendwo', 'name')).toEqual([]);
  });
});
