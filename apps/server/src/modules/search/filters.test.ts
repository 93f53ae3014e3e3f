import {
  COMPANY_RANGE_INDICATORS,
  COUNTRIES,
  type CompanyRangeIndicator,
  MAX_SEARCH_RADIUS_KM,
  OPERATORS,
  type Operator,
} from '@fd/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyFacts, loadCompanyFacts } from '../../../test/company-facts';
import { openTestDatabase } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { AppError } from '../../errors';
import { groupsHold } from '../../store/filter-groups';
import { filterCount, parseCompanySearch, parseEmployeeSearch } from './filters';

type Raw = { indicator: string; operator: Operator; values: string[] };
const raw = (indicator: string, values: string[], operator: Operator = 'must'): Raw => ({
  indicator,
  operator,
  values,
});

/** The message of the 400 a parse ends in, or null when it succeeds. */
/** The catalogue code, parameters and field a parse failed with (null when it did not). */
function parseError(parse: () => unknown): Pick<AppError, 'code' | 'params' | 'field'> | null {
  try {
    parse();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const { code, params, field } = error as AppError;
    return { code, params, field };
  }
}

const filterError = (
  indicator: string,
  problem: string,
  details: { value?: string; allowed?: string } = {},
) => ({
  code: 'filter_invalid',
  params: { indicator, problem, ...details },
  field: null,
});
const radiusError = { code: 'radius_invalid', params: { max: MAX_SEARCH_RADIUS_KM }, field: 'radius' };

describe(parseCompanySearch.name, () => {
  it('reads keyword, address and radius apart from the filters', () => {
    const spec = parseCompanySearch([
      raw('keyword', [' Müller Bau ']),
      raw('address', ['Hauptstraße 1, Wien']),
      raw('radius', ['25']),
    ]);
    expect(spec).toEqual({
      keyword: 'Müller Bau',
      address: 'Hauptstraße 1, Wien',
      radiusKm: 25,
      filters: { must: [], atleast: [], exclusive: [] },
    });
  });

  it('puts each filter into the group of its operator', () => {
    const spec = parseCompanySearch([
      raw('country', ['Austria'], 'must'),
      raw('legal_status', ['Active'], 'atleast'),
      raw('industry', ['12', 'Bauwesen'], 'exclusive'),
      raw('employee_title', ['Prokurist'], 'atleast'),
    ]);
    expect(spec.filters).toEqual({
      must: [{ kind: 'country', values: ['Austria'] }],
      atleast: [
        { kind: 'legal_status', values: ['Active'] },
        { kind: 'employee_title', values: ['Prokurist'] },
      ],
      exclusive: [{ kind: 'industry', values: ['12', 'Bauwesen'] }],
    });
  });

  it('reads a range as [min, max] where either may be empty', () => {
    const spec = parseCompanySearch([
      raw('revenue', ['1000', '2000.5']),
      raw('equity_ratio', ['-12.5', '']),
      raw('employees_number', ['', '1 000']),
    ]);
    expect(spec.filters.must).toEqual([
      { kind: 'range', indicator: 'revenue', min: 1000, max: 2000.5 },
      { kind: 'range', indicator: 'equity_ratio', min: -12.5, max: null },
      { kind: 'range', indicator: 'employees_number', min: null, max: 1000 },
    ]);
  });

  it('accepts a range whose minimum equals its maximum', () => {
    expect(parseCompanySearch([raw('revenue', ['5', '5'])]).filters.must).toEqual([
      { kind: 'range', indicator: 'revenue', min: 5, max: 5 },
    ]);
  });

  it('drops empty texts of a text filter', () => {
    expect(parseCompanySearch([raw('industry', ['', 'Bauwesen'])]).filters.must).toEqual([
      { kind: 'industry', values: ['Bauwesen'] },
    ]);
  });

  it.each([
    [[raw('shoe_size', ['42'])], filterError('shoe_size', 'unknown_company_filter')],
    [[raw('gender', ['Male'])], filterError('gender', 'unknown_company_filter')],
    [[raw('revenue', ['viel', ''])], filterError('revenue', 'not_a_number', { value: 'viel' })],
    [[raw('revenue', ['1e6', ''])], filterError('revenue', 'not_a_number', { value: '1e6' })],
    [[raw('revenue', ['12,5', ''])], filterError('revenue', 'not_a_number', { value: '12,5' })],
    [[raw('revenue', ['', ''])], filterError('revenue', 'range_empty')],
    [[raw('revenue', [])], filterError('revenue', 'range_shape')],
    [[raw('revenue', ['1', '2', '3'])], filterError('revenue', 'range_shape')],
    [[raw('revenue', ['10', '5'])], filterError('revenue', 'range_inverted')],
    [
      [raw('country', ['France'])],
      filterError('country', 'not_a_choice', { value: 'France', allowed: 'Austria, Germany, Switzerland' }),
    ],
    [[raw('country', [])], filterError('country', 'no_choice')],
    [
      [raw('legal_status', ['Bankrupt'])],
      filterError('legal_status', 'not_a_choice', { value: 'Bankrupt', allowed: 'Active, Inactive' }),
    ],
    [[raw('industry', ['', ''])], filterError('industry', 'no_value')],
    [[raw('keyword', ['a', 'b'])], filterError('keyword', 'not_one_value')],
    [[raw('keyword', ['  '])], filterError('keyword', 'not_one_value')],
    [[raw('address', ['Wien']), raw('radius', ['-5'])], radiusError],
    [[raw('address', ['Wien']), raw('radius', ['0'])], radiusError],
    [[raw('address', ['Wien']), raw('radius', [String(MAX_SEARCH_RADIUS_KM + 1)])], radiusError],
    [
      [raw('address', ['Wien']), raw('radius', ['weit'])],
      filterError('radius', 'not_a_number', { value: 'weit' }),
    ],
    [[raw('radius', ['5'])], radiusError],
    [[raw('group', ['zwei'])], { code: 'group_company_unknown', params: {}, field: 'group' }],
  ])('refuses %j with the problem named', (indicators, failure) => {
    expect(parseError(() => parseCompanySearch(indicators))).toEqual(failure);
  });
});

describe(filterCount.name, () => {
  it('counts the filters of all three groups', () => {
    const spec = parseCompanySearch([
      raw('legal_status', ['Active']),
      raw('country', ['Austria'], 'atleast'),
      raw('country', ['Germany'], 'atleast'),
      raw('industry', ['12'], 'exclusive'),
    ]);
    expect(filterCount(spec.filters)).toBe(4);
    expect(filterCount(parseEmployeeSearch([]).filters)).toBe(0);
  });
});

describe(parseEmployeeSearch.name, () => {
  it('reads every employee filter', () => {
    const spec = parseEmployeeSearch([
      raw('keyword', ['Anna Huber']),
      raw('employee_industry', ['Bau']),
      raw('education', ['TU Wien']),
      raw('current_employer', ['Huber GmbH']),
      raw('former_employer', ['Maier AG'], 'atleast'),
      raw('skills', ['SAP', 'Scrum'], 'atleast'),
      raw('age', ['30', '40']),
      raw('gender', ['Female']),
      raw('professional_experience', ['5', '']),
      raw('position', ['Einkäufer'], 'exclusive'),
      raw('isManagement', ['Yes'], 'exclusive'),
      raw('locality', ['Wien']),
    ]);
    expect(spec.keyword).toBe('Anna Huber');
    expect(spec.filters.must).toEqual([
      { kind: 'text', field: 'employee_industry', values: ['Bau'] },
      { kind: 'text', field: 'education', values: ['TU Wien'] },
      { kind: 'text', field: 'current_employer', values: ['Huber GmbH'] },
      { kind: 'range', indicator: 'age', min: 30, max: 40 },
      { kind: 'gender', values: ['Female'] },
      { kind: 'range', indicator: 'professional_experience', min: 5, max: null },
      { kind: 'text', field: 'locality', values: ['Wien'] },
    ]);
    expect(spec.filters.atleast).toEqual([
      { kind: 'text', field: 'former_employer', values: ['Maier AG'] },
      { kind: 'text', field: 'skills', values: ['SAP', 'Scrum'] },
    ]);
    expect(spec.filters.exclusive).toEqual([
      { kind: 'text', field: 'position', values: ['Einkäufer'] },
      { kind: 'isManagement', values: ['Yes'] },
    ]);
  });

  it.each([
    [[raw('revenue', ['1', '2'])], filterError('revenue', 'unknown_employee_filter')],
    [[raw('address', ['Wien'])], filterError('address', 'unknown_employee_filter')],
    [
      [raw('gender', ['Divers'])],
      filterError('gender', 'not_a_choice', { value: 'Divers', allowed: 'Male, Female' }),
    ],
    [
      [raw('isManagement', ['Maybe'])],
      filterError('isManagement', 'not_a_choice', { value: 'Maybe', allowed: 'Yes, No' }),
    ],
    [[raw('age', ['40', '30'])], filterError('age', 'range_inverted')],
    [[raw('age', ['alt', ''])], filterError('age', 'not_a_number', { value: 'alt' })],
    [[raw('skills', [''])], filterError('skills', 'no_value')],
  ])('refuses %j with the problem named', (indicators, failure) => {
    expect(parseError(() => parseEmployeeSearch(indicators))).toEqual(failure);
  });
});

/**
 * The store's search against a naive reading of docs/decisions/071 over every company of the test
 * dataset: random filters over random indicators with random operators must select the same ids.
 */
describe('company filters in the store', () => {
  let t: TestApp;
  let companies: CompanyFacts[];
  let rangeValues: Record<CompanyRangeIndicator, number[]>;
  let industries: { id: number; gegenstand: string }[];
  let titles: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = openTestDatabase(t);
    companies = loadCompanyFacts(db);
    industries = db
      .prepare('SELECT industry_id AS id, gegenstand FROM industries ORDER BY industry_id')
      .all() as typeof industries;
    titles = db
      .prepare('SELECT title FROM representatives GROUP BY title ORDER BY count(*) DESC LIMIT 20')
      .pluck()
      .all() as string[];
    db.close();
    rangeValues = Object.fromEntries(
      COMPANY_RANGE_INDICATORS.map((indicator) => [
        indicator,
        [
          ...new Set(
            companies.map((c) => c.latest?.[indicator] ?? null).filter((v): v is number => v !== null),
          ),
        ]
          .filter((v) => /^-?\d+(\.\d+)?$/.test(String(v)))
          .sort((a, b) => a - b),
      ]),
    ) as Record<CompanyRangeIndicator, number[]>;
  });
  afterAll(() => t.close());

  /** A filter as the client sends it. Range bounds are values of the data, so equality at a bound is tried. */
  const arbitraryFilter = (): fc.Arbitrary<Raw> => {
    const operator = fc.constantFrom(...OPERATORS);
    const bound = (indicator: CompanyRangeIndicator) =>
      fc.option(
        fc.oneof(
          fc.constantFrom(...rangeValues[indicator]),
          fc.integer({ min: -1_000_000, max: 50_000_000 }),
        ),
        { nil: null, freq: 3 },
      );
    const range = fc
      .constantFrom(...COMPANY_RANGE_INDICATORS)
      .chain((indicator) => fc.tuple(fc.constant(indicator), bound(indicator), bound(indicator), operator))
      .filter(([, a, b]) => a !== null || b !== null)
      .map(([indicator, a, b, op]): Raw => {
        const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
        return raw(indicator, [min === null ? '' : String(min), max === null ? '' : String(max)], op);
      });
    const country = fc
      .tuple(fc.subarray([...COUNTRIES], { minLength: 1 }), operator)
      .map(([values, op]) => raw('country', values, op));
    const legalStatus = fc
      .tuple(fc.subarray(['Active', 'Inactive'], { minLength: 1 }), operator)
      .map(([values, op]) => raw('legal_status', values, op));
    const industry = fc
      .tuple(
        fc.array(
          fc
            .constantFrom(...industries)
            .chain((entry) => fc.constantFrom(String(entry.id), entry.gegenstand)),
          { minLength: 1, maxLength: 3 },
        ),
        operator,
      )
      .map(([values, op]) => raw('industry', values, op));
    const title = fc
      .tuple(fc.subarray(titles, { minLength: 1, maxLength: 2 }), operator)
      .map(([values, op]) => raw('employee_title', values, op));
    return fc.oneof(
      { arbitrary: range, weight: 4 },
      { arbitrary: country, weight: 2 },
      { arbitrary: legalStatus, weight: 2 },
      { arbitrary: industry, weight: 2 },
      { arbitrary: title, weight: 1 },
    );
  };

  /** One raw filter read straight from its request values, without the parser. */
  function rawHolds(company: CompanyFacts, filter: Raw): boolean {
    const { indicator, values } = filter;
    if ((COMPANY_RANGE_INDICATORS as readonly string[]).includes(indicator)) {
      const value = company.latest?.[indicator as CompanyRangeIndicator];
      if (value === null || value === undefined) return false;
      const [min, max] = values;
      return (min === '' || value >= Number(min)) && (max === '' || value <= Number(max));
    }
    if (indicator === 'country') return values.includes(company.address_country);
    if (indicator === 'legal_status')
      return values.includes(company.legal_status === 'Active' ? 'Active' : 'Inactive');
    if (indicator === 'industry') {
      return values.some((value) => value === company.gegenstand || Number(value) === company.industry_id);
    }
    if (indicator === 'employee_title') return values.some((value) => company.titles.has(value));
    throw new Error(`no naive reading of ${indicator}`);
  }

  /** docs/decisions/071, read independently: all 'must', at least one 'atleast', exactly one 'exclusive'. */
  function naiveMatches(filters: Raw[]): number[] {
    const byOperator = (operator: Operator) => filters.filter((f) => f.operator === operator);
    const [must, atleast, exclusive] = [byOperator('must'), byOperator('atleast'), byOperator('exclusive')];
    return companies
      .filter((company) => {
        const count = (group: Raw[]) => group.reduce((n, f) => n + (rawHolds(company, f) ? 1 : 0), 0);
        if (count(must) !== must.length) return false;
        if (atleast.length > 0 && count(atleast) === 0) return false;
        if (exclusive.length > 0 && count(exclusive) !== 1) return false;
        return true;
      })
      .map((company) => company.company_id);
  }

  it('selects exactly the companies a naive evaluation selects, for random filter combinations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbitraryFilter(), { minLength: 1, maxLength: 4 }), async (filters) => {
        const spec = parseCompanySearch(filters);
        const query = { name: null, area: null, filters: spec.filters };
        const { ids, total } = await t.stores.companies.companySearch.find(query, 0, 10_000, 10_001);
        const expected = naiveMatches(filters);
        expect([...ids].sort((a, b) => a - b)).toEqual(expected);
        expect(total).toBe(expected.length);
      }),
      { numRuns: 60, seed: 20_240_611 },
    );
  });

  it('agrees with the in-memory groupsHold over the parsed filters', () => {
    fc.assert(
      fc.property(fc.array(arbitraryFilter(), { minLength: 1, maxLength: 4 }), (filters) => {
        const { filters: groups } = parseCompanySearch(filters);
        const rawByParsed = new Map(
          (['must', 'atleast', 'exclusive'] as const).flatMap((operator) =>
            groups[operator].map(
              (parsed, index) => [parsed, filters.filter((f) => f.operator === operator)[index]!] as const,
            ),
          ),
        );
        const selected = companies
          .filter((company) => groupsHold(groups, (parsed) => rawHolds(company, rawByParsed.get(parsed)!)))
          .map((company) => company.company_id);
        expect(selected).toEqual(naiveMatches(filters));
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
