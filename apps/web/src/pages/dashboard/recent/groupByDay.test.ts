import type { RecentItem } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { groupByDay, relativeDay } from './groupByDay';

const item = (id: number, viewedAt: Date): RecentItem => ({
  id: `company-${id}`,
  entity_type: 'company',
  entity_id: id,
  name: `Firma ${id}`,
  subtitle: null,
  viewed_at: viewedAt.toISOString(),
});

describe('groupByDay', () => {
  it('puts views of one local day together and keeps the newest-first order', () => {
    const groups = groupByDay([
      item(1, new Date(2026, 10, 21, 15, 0)),
      item(2, new Date(2026, 10, 21, 9, 30)),
      item(3, new Date(2026, 10, 20, 18, 0)),
    ]);
    expect(groups.map((group) => [group.day, group.items.map((entry) => entry.id)])).toEqual([
      ['2026-11-21', ['company-1', 'company-2']],
      ['2026-11-20', ['company-3']],
    ]);
  });
});

describe('relativeDay', () => {
  const now = new Date(2026, 0, 1, 10, 0);

  it('names today and yesterday, across a year boundary too', () => {
    expect(relativeDay('2026-01-01', now)).toBe('today');
    expect(relativeDay('2025-12-31', now)).toBe('yesterday');
  });

  it('leaves older days unnamed', () => {
    expect(relativeDay('2025-12-30', now)).toBeNull();
  });
});
