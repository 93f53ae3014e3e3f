import { describe, expect, it } from 'vitest';
import {
  type AdvancedSearchKind,
  advancedFromIndicators,
  advancedIndicators,
  advancedProblems,
  quickIndicators,
} from './criteria';
import { newFilterDraft } from './filterDraft';
import { COMPANY_FILTERS, EMPLOYEE_FILTERS, findDefinition } from './indicators';

const companies: AdvancedSearchKind = { place: 'address', definitions: COMPANY_FILTERS };
const employees: AdvancedSearchKind = { place: 'locality', definitions: EMPLOYEE_FILTERS };

const revenueDraft = (values: string[]) => ({
  ...newFilterDraft(findDefinition(COMPANY_FILTERS, 'revenue')!),
  values,
});

describe('quickIndicators', () => {
  it('searches the trimmed name', () => {
    expect(quickIndicators({ keyword: ' Müller ', activeOnly: false })).toEqual([
      { indicator: 'keyword', operator: 'must', values: ['Müller'] },
    ]);
  });

  it("adds legal_status Active for 'Show active companies only'", () => {
    expect(quickIndicators({ keyword: 'Müller', activeOnly: true })[1]).toEqual({
      indicator: 'legal_status',
      operator: 'must',
      values: ['Active'],
    });
  });
});

describe('advancedIndicators', () => {
  it('sends the address and radius when the address is longer than 3 characters', () => {
    expect(advancedIndicators({ place: ' Wien ', radiusKm: '25', filters: [] }, companies)).toEqual([
      { indicator: 'address', operator: 'must', values: ['Wien'] },
      { indicator: 'radius', operator: 'must', values: ['25'] },
    ]);
  });

  it('sends a shorter address too: the server uses it only when it is exactly a known place', () => {
    expect(advancedIndicators({ place: 'Ulm', radiusKm: '25', filters: [] }, companies)).toEqual([
      { indicator: 'address', operator: 'must', values: ['Ulm'] },
      { indicator: 'radius', operator: 'must', values: ['25'] },
    ]);
    expect(advancedIndicators({ place: '  ', radiusKm: '25', filters: [] }, companies)).toEqual([]);
  });

  it('leaves out an employee locality of 3 characters or less', () => {
    expect(advancedIndicators({ place: 'Ulm', radiusKm: '', filters: [] }, employees)).toEqual([]);
  });

  it('leaves out an empty or zero radius', () => {
    expect(advancedIndicators({ place: 'Graz', radiusKm: '', filters: [] }, companies)).toHaveLength(1);
    expect(advancedIndicators({ place: 'Graz', radiusKm: '0', filters: [] }, companies)).toHaveLength(1);
  });

  it('sends the employee locality from 4 characters on, without a radius', () => {
    expect(advancedIndicators({ place: 'Bayern', radiusKm: '10', filters: [] }, employees)).toEqual([
      { indicator: 'locality', operator: 'must', values: ['Bayern'] },
    ]);
  });

  it('appends every filter row', () => {
    const filters = [revenueDraft(['1000000', ''])];
    expect(advancedIndicators({ place: '', radiusKm: '', filters }, companies)).toEqual([
      { indicator: 'revenue', operator: 'must', values: ['1000000', ''] },
    ]);
  });
});

describe('advancedProblems', () => {
  it('reports incomplete rows by key and a radius over the maximum', () => {
    const row = revenueDraft(['', '']);
    expect(advancedProblems({ place: 'Wien', radiusKm: '5000', filters: [row] }, companies)).toEqual({
      filters: { [row.key]: 'empty' },
      radiusTooLarge: true,
    });
  });

  it('has nothing to report for a complete search', () => {
    expect(
      advancedProblems({ place: 'Wien', radiusKm: '50', filters: [revenueDraft(['1', ''])] }, companies),
    ).toBeNull();
  });
});

describe('advancedFromIndicators', () => {
  it('fills address, radius and rows from the indicators it encoded', () => {
    const criteria = { place: 'München', radiusKm: '30', filters: [revenueDraft(['1000000', '5000000'])] };
    const restored = advancedFromIndicators(advancedIndicators(criteria, companies), companies);
    expect(restored.place).toBe('München');
    expect(restored.radiusKm).toBe('30');
    expect(
      restored.filters.map(({ indicator, operator, values }) => ({ indicator, operator, values })),
    ).toEqual([{ indicator: 'revenue', operator: 'must', values: ['1000000', '5000000'] }]);
  });

  it('ignores indicators of the other search', () => {
    const restored = advancedFromIndicators(
      [
        { indicator: 'radius', operator: 'must', values: ['10'] },
        { indicator: 'revenue', operator: 'must', values: ['1', ''] },
      ],
      employees,
    );
    expect(restored).toEqual({ place: '', radiusKm: '', filters: [] });
  });
});
