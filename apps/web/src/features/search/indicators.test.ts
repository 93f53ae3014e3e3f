import { COMPANY_INDICATORS, EMPLOYEE_INDICATORS, RANGE_INDICATORS } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { COMPANY_FILTERS, EMPLOYEE_FILTERS } from './indicators';

const ids = (definitions: readonly { indicator: string }[]) =>
  definitions.map((definition) => definition.indicator);

describe('filter indicators', () => {
  it('offers every company indicator of the contract except keyword, address and radius, once', () => {
    const expected = COMPANY_INDICATORS.filter(
      (indicator) => !['keyword', 'address', 'radius'].includes(indicator),
    );
    expect([...ids(COMPANY_FILTERS)].sort()).toEqual([...expected].sort());
  });

  it('offers every employee indicator of the contract except keyword and locality, once', () => {
    const expected = EMPLOYEE_INDICATORS.filter((indicator) => !['keyword', 'locality'].includes(indicator));
    expect([...ids(EMPLOYEE_FILTERS)].sort()).toEqual([...expected].sort());
  });

  it('treats exactly the contract range indicators as ranges', () => {
    for (const definition of [...COMPANY_FILTERS, ...EMPLOYEE_FILTERS]) {
      expect(definition.kind === 'range', definition.indicator).toBe(
        RANGE_INDICATORS.has(definition.indicator),
      );
    }
  });

  it('gives the fixed choices to country, legal status, gender and management', () => {
    const choices = Object.fromEntries(
      [...COMPANY_FILTERS, ...EMPLOYEE_FILTERS].flatMap((definition) =>
        definition.kind === 'choice' ? [[definition.indicator, definition.choices]] : [],
      ),
    );
    expect(choices).toEqual({
      country: ['Austria', 'Germany', 'Switzerland'],
      legal_status: ['Active', 'Inactive'],
      gender: ['Male', 'Female'],
      isManagement: ['Yes', 'No'],
    });
  });

  it('autocompletes industry, employee title and employers', () => {
    const sources = Object.fromEntries(
      [...COMPANY_FILTERS, ...EMPLOYEE_FILTERS].flatMap((definition) =>
        definition.kind === 'text' && definition.suggestions
          ? [[definition.indicator, definition.suggestions]]
          : [],
      ),
    );
    expect(sources).toEqual({
      industry: 'industry',
      employee_title: 'title',
      employee_industry: 'industry',
      current_employer: 'company',
      former_employer: 'company',
    });
  });
});
