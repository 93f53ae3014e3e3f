import {
  COMPANY_CHOICE_INDICATORS,
  COMPANY_INDICATORS,
  COMPANY_RANGE_INDICATORS,
  type CompanyRangeIndicator,
  EMPLOYEE_CHOICE_INDICATORS,
  EMPLOYEE_INDICATORS,
  EMPLOYEE_RANGE_INDICATORS,
  EMPLOYEE_TEXT_INDICATORS,
  type ErrorParams,
  MAX_SEARCH_RADIUS_KM,
  type Operator,
  parseEventFilter,
  windowDates,
} from '@fd/contract';
import { type AppError, fail } from '../../errors';
import type {
  CompanyFilter,
  EmployeeFilter,
  EmployeeTextField,
  FilterGroups,
} from '../../store/types/search';

export interface CompanySearchSpec {
  keyword: string | null;
  address: string | null;
  radiusKm: number | null;
  filters: FilterGroups<CompanyFilter>;
}

export interface EmployeeSearchSpec {
  keyword: string | null;
  filters: FilterGroups<EmployeeFilter>;
}

const emptyGroups = <F>(): FilterGroups<F> => ({ must: [], atleast: [], exclusive: [] });

/** How many filters a search names, in all three groups: any filter needs a login. */
export const filterCount = (groups: FilterGroups<unknown>): number =>
  groups.must.length + groups.atleast.length + groups.exclusive.length;

/** A filter the search cannot run, named by its indicator and what is wrong with it. */
const refused = (
  indicator: string,
  problem: ErrorParams<'filter_invalid'>['problem'],
  details: { value?: string; allowed?: string } = {},
): AppError => fail('filter_invalid', { indicator, problem, ...details });

function parseNumber(indicator: string, value: string): number | null {
  if (value === '') return null;
  const normalised = value.replace(/\s/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) {
    throw refused(indicator, 'not_a_number', { value });
  }
  return Number(normalised);
}

function parseRange(indicator: string, values: string[]): { min: number | null; max: number | null } {
  if (values.length === 0 || values.length > 2) {
    throw refused(indicator, 'range_shape');
  }
  const min = parseNumber(indicator, values[0] ?? '');
  const max = parseNumber(indicator, values[1] ?? '');
  if (min === null && max === null) throw refused(indicator, 'range_empty');
  if (min !== null && max !== null && min > max) throw refused(indicator, 'range_inverted');
  return { min, max };
}

function parseChoices<T extends string>(indicator: string, values: string[], allowed: readonly T[]): T[] {
  if (values.length === 0) throw refused(indicator, 'no_choice');
  for (const value of values) {
    if (!allowed.includes(value as T))
      throw refused(indicator, 'not_a_choice', { value, allowed: allowed.join(', ') });
  }
  return values as T[];
}

function parseTexts(indicator: string, values: string[]): string[] {
  const texts = values.filter((value) => value.length > 0);
  if (texts.length === 0) throw refused(indicator, 'no_value');
  return texts;
}

function single(indicator: string, values: string[]): string {
  const value = values[0]?.trim() ?? '';
  if (values.length !== 1 || value === '') throw refused(indicator, 'not_one_value');
  return value;
}

function companyFilter(indicator: string, values: string[]): CompanyFilter {
  if ((COMPANY_RANGE_INDICATORS as readonly string[]).includes(indicator)) {
    return { kind: 'range', indicator: indicator as CompanyRangeIndicator, ...parseRange(indicator, values) };
  }
  switch (indicator) {
    case 'country':
      return { kind: 'country', values: parseChoices(indicator, values, COMPANY_CHOICE_INDICATORS.country) };
    case 'legal_status':
      return {
        kind: 'legal_status',
        values: parseChoices(indicator, values, COMPANY_CHOICE_INDICATORS.legal_status),
      };
    case 'industry':
      return { kind: 'industry', values: parseTexts(indicator, values) };
    case 'employee_title':
      return { kind: 'employee_title', values: parseTexts(indicator, values) };
    case 'group': {
      // The company's id, optionally followed by its name as chosen (kept for saved searches' descriptions).
      const value = values[0]?.trim() ?? '';
      if (values.length > 2 || !/^[1-9]\d{0,11}$/.test(value))
        throw fail('group_company_unknown').inField('group');
      return { kind: 'group', companyId: Number(value) };
    }
    case 'event': {
      const parsed = parseEventFilter(values);
      if ('problem' in parsed)
        throw refused(indicator, parsed.problem, 'value' in parsed ? { value: parsed.value } : {});
      // A relative window ("the last 90 days") ends today, UTC, whenever the search runs.
      const today = new Date().toISOString().slice(0, 10);
      return { kind: 'event', types: parsed.types, ...windowDates(parsed.window, today) };
    }
    default:
      throw refused(indicator, 'unknown_company_filter');
  }
}

/** Validates a company search request into keyword, place and grouped filters. */
export function parseCompanySearch(
  indicators: { indicator: string; operator: Operator; values: string[] }[],
): CompanySearchSpec {
  const spec: CompanySearchSpec = { keyword: null, address: null, radiusKm: null, filters: emptyGroups() };
  for (const { indicator, operator, values } of indicators) {
    if (!(COMPANY_INDICATORS as readonly string[]).includes(indicator))
      throw refused(indicator, 'unknown_company_filter');
    if (indicator === 'keyword') spec.keyword = single(indicator, values);
    else if (indicator === 'address') spec.address = single(indicator, values);
    else if (indicator === 'radius') {
      const radius = parseNumber(indicator, single(indicator, values));
      if (radius === null || radius <= 0 || radius > MAX_SEARCH_RADIUS_KM)
        throw fail('radius_invalid', { max: MAX_SEARCH_RADIUS_KM }).inField('radius');
      spec.radiusKm = radius;
    } else spec.filters[operator].push(companyFilter(indicator, values));
  }
  if (spec.radiusKm !== null && spec.address === null)
    throw fail('radius_invalid', { max: MAX_SEARCH_RADIUS_KM }).inField('radius');
  return spec;
}

function employeeFilter(indicator: string, values: string[]): EmployeeFilter {
  if ((EMPLOYEE_RANGE_INDICATORS as readonly string[]).includes(indicator)) {
    return {
      kind: 'range',
      indicator: indicator as (typeof EMPLOYEE_RANGE_INDICATORS)[number],
      ...parseRange(indicator, values),
    };
  }
  if (indicator === 'gender')
    return { kind: 'gender', values: parseChoices(indicator, values, EMPLOYEE_CHOICE_INDICATORS.gender) };
  if (indicator === 'isManagement') {
    return {
      kind: 'isManagement',
      values: parseChoices(indicator, values, EMPLOYEE_CHOICE_INDICATORS.isManagement),
    };
  }
  if ((EMPLOYEE_TEXT_INDICATORS as readonly string[]).includes(indicator) || indicator === 'locality') {
    return { kind: 'text', field: indicator as EmployeeTextField, values: parseTexts(indicator, values) };
  }
  throw refused(indicator, 'unknown_employee_filter');
}

export function parseEmployeeSearch(
  indicators: { indicator: string; operator: Operator; values: string[] }[],
): EmployeeSearchSpec {
  const spec: EmployeeSearchSpec = { keyword: null, filters: emptyGroups() };
  for (const { indicator, operator, values } of indicators) {
    if (!(EMPLOYEE_INDICATORS as readonly string[]).includes(indicator))
      throw refused(indicator, 'unknown_employee_filter');
    if (indicator === 'keyword') spec.keyword = single(indicator, values);
    else spec.filters[operator].push(employeeFilter(indicator, values));
  }
  return spec;
}
