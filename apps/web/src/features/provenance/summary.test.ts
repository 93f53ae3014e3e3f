import type { CompanyProvenance, FieldProvenance } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { fieldStatus, summarise } from './summary';

const field = (over: Partial<FieldProvenance> & Pick<FieldProvenance, 'field'>): FieldProvenance => ({
  source: 'gleif',
  source_date: '2026-03-12',
  published: true,
  missing: false,
  ...over,
});

const imported = (fields: FieldProvenance[]): CompanyProvenance => ({
  synthetic: false,
  sources: [],
  fields,
});

describe('summarise', () => {
  it('names every source of the card, strongest first, with the newest date', () => {
    const summary = summarise(
      imported([
        field({ field: 'name', source: 'offeneregister', source_date: '2025-11-02' }),
        field({ field: 'lei', source: 'gleif', source_date: '2026-03-12' }),
        field({ field: 'address', source: 'offeneregister', source_date: '2026-01-01' }),
      ]),
      ['name', 'lei'],
    );
    expect(summary).toMatchObject({
      sources: ['gleif', 'offeneregister'],
      date: '2026-03-12',
      status: 'published',
    });
    expect(summary?.fields.map((entry) => entry.field)).toEqual(['name', 'lei']);
  });

  it('calls a card with estimated and published values partly estimated, all estimated estimated', () => {
    const provenance = imported([
      field({ field: 'address' }),
      field({ field: 'location', published: false }),
    ]);
    expect(summarise(provenance, ['address', 'location'])?.status).toBe('partlyEstimated');
    expect(summarise(provenance, ['location'])?.status).toBe('estimated');
  });

  it('says not published when the source publishes none of the card, and ignores missing fields otherwise', () => {
    const provenance = imported([
      field({ field: 'financials', published: false, missing: true, source_date: '2026-02-01' }),
      field({ field: 'contact', published: false, missing: true }),
      field({ field: 'address', source_date: '2025-01-01' }),
    ]);
    expect(summarise(provenance, ['financials'])).toMatchObject({ status: 'missing', date: '2026-02-01' });
    expect(summarise(provenance, ['address', 'contact'])).toMatchObject({
      status: 'published',
      date: '2025-01-01',
    });
  });

  it('marks every value of a synthetic company as invented', () => {
    const provenance: CompanyProvenance = {
      synthetic: true,
      sources: [],
      fields: [field({ field: 'name', source: 'generator', published: false })],
    };
    expect(summarise(provenance, ['name'])).toMatchObject({ sources: ['generator'], status: 'synthetic' });
    expect(fieldStatus(provenance.fields[0]!, true)).toBe('synthetic');
  });

  it('gives no line for a card the API does not describe', () => {
    expect(summarise(imported([field({ field: 'name' })]), ['ownership'])).toBeNull();
  });
});
