import { describe, expect, it } from 'vitest';
import {
  draftToIndicator,
  type FilterDraft,
  filterProblem,
  indicatorToDraft,
  newFilterDraft,
  parseNumberInput,
  withIndicator,
} from './filterDraft';
import { COMPANY_FILTERS, findDefinition, type IndicatorDefinition } from './indicators';

const definition = (indicator: string): IndicatorDefinition => {
  const found = findDefinition(COMPANY_FILTERS, indicator);
  if (!found) throw new Error(`no definition for ${indicator}`);
  return found;
};

const draft = (indicator: string, values: string[]): FilterDraft => ({
  ...newFilterDraft(definition(indicator)),
  values,
});

describe('parseNumberInput', () => {
  it('reads digits, a sign and a decimal point or comma', () => {
    expect(parseNumberInput('1000000')).toBe(1_000_000);
    expect(parseNumberInput('12,5')).toBe(12.5);
    expect(parseNumberInput(' -3.25 ')).toBe(-3.25);
  });

  it('reads an empty field as no bound and thousands separators as invalid', () => {
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('1.000.000')).toBe('invalid');
    expect(parseNumberInput('10k')).toBe('invalid');
  });
});

describe('filterProblem', () => {
  it('asks for a value in an empty filter of each kind', () => {
    expect(filterProblem(draft('revenue', ['', '']), definition('revenue'))).toBe('empty');
    expect(filterProblem(draft('country', []), definition('country'))).toBe('empty');
    expect(filterProblem(draft('industry', ['  ']), definition('industry'))).toBe('empty');
  });

  it('accepts a range with only a minimum or only a maximum', () => {
    expect(filterProblem(draft('revenue', ['1000000', '']), definition('revenue'))).toBeNull();
    expect(filterProblem(draft('revenue', ['', '5000']), definition('revenue'))).toBeNull();
  });

  it('rejects text in a number field and a minimum above the maximum', () => {
    expect(filterProblem(draft('revenue', ['viel', '']), definition('revenue'))).toBe('number');
    expect(filterProblem(draft('equity_ratio', ['50', '20']), definition('equity_ratio'))).toBe('order');
  });
});

describe('draftToIndicator', () => {
  it('normalises range bounds and keeps an open bound empty', () => {
    expect(
      draftToIndicator(
        { ...draft('equity_ratio', ['12,5', '']), operator: 'atleast' },
        definition('equity_ratio'),
      ),
    ).toEqual({ indicator: 'equity_ratio', operator: 'atleast', values: ['12.5', ''] });
  });

  it('sends ticked choices in the order of the choices and trims text', () => {
    expect(
      draftToIndicator(draft('country', ['Switzerland', 'Austria']), definition('country')).values,
    ).toEqual(['Austria', 'Switzerland']);
    expect(
      draftToIndicator(draft('industry', [' Softwareentwicklung ']), definition('industry')).values,
    ).toEqual(['Softwareentwicklung']);
  });
});

describe('indicatorToDraft', () => {
  it('rebuilds a row from a deep link indicator', () => {
    const restored = indicatorToDraft(
      { indicator: 'revenue', operator: 'exclusive', values: [1000, ''] },
      COMPANY_FILTERS,
    );
    expect(restored).toMatchObject({ indicator: 'revenue', operator: 'exclusive', values: ['1000', ''] });
  });

  it('drops unknown indicators and choices', () => {
    expect(
      indicatorToDraft({ indicator: 'age', operator: 'must', values: ['30', '40'] }, COMPANY_FILTERS),
    ).toBeNull();
    expect(
      indicatorToDraft(
        { indicator: 'country', operator: 'must', values: ['Germany', 'France'] },
        COMPANY_FILTERS,
      )?.values,
    ).toEqual(['Germany']);
  });
});

describe('withIndicator', () => {
  it('keeps the row key and operator and empties the values for the new kind', () => {
    const row = { ...draft('revenue', ['1', '2']), operator: 'atleast' as const };
    expect(withIndicator(row, definition('legal_status'))).toEqual({
      ...row,
      indicator: 'legal_status',
      values: [],
    });
  });
});

describe('the event filter', () => {
  const event = definition('event');

  it('starts with no type and the last 90 days, which is incomplete', () => {
    expect(newFilterDraft(event).values).toEqual(['', 'last:90']);
    expect(filterProblem(newFilterDraft(event), event)).toBe('empty');
  });

  it('finds what the server would refuse in a window', () => {
    expect(filterProblem(draft('event', ['management_appointed', 'last:365']), event)).toBeNull();
    expect(
      filterProblem(draft('event', ['management_appointed', '2026-08-01', '2026-11-28']), event),
    ).toBeNull();
    expect(filterProblem(draft('event', ['management_appointed', '2026-11-28', '2026-08-01']), event)).toBe(
      'dateOrder',
    );
    expect(filterProblem(draft('event', ['management_appointed', '2026-02-30', '2026-08-01']), event)).toBe(
      'date',
    );
    expect(filterProblem(draft('event', ['management_appointed', '', '2026-08-01']), event)).toBe('date');
  });

  it('sends the values as they are and reads them back from a link', () => {
    const values = ['management_appointed,management_left', '2026-08-01', '2026-11-28'];
    const indicator = draftToIndicator(draft('event', values), event);
    expect(indicator).toEqual({ indicator: 'event', operator: 'must', values });
    expect(indicatorToDraft(indicator, COMPANY_FILTERS)?.values).toEqual(values);
    expect(
      indicatorToDraft({ indicator: 'event', operator: 'atleast', values: ['deletion'] }, COMPANY_FILTERS)
        ?.values,
    ).toEqual(['deletion', 'last:90']);
  });
});
