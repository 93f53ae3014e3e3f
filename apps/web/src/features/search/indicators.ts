import {
  COMPANY_CHOICE_INDICATORS,
  COMPANY_RANGE_INDICATORS,
  type CompanyIndicator,
  EMPLOYEE_CHOICE_INDICATORS,
  type EmployeeIndicator,
} from '@fd/contract';

/** The indicators a user adds as filter rows (the keyword and the place have their own fields). */
export type CompanyFilterIndicator = Exclude<CompanyIndicator, 'keyword' | 'address' | 'radius'>;
export type EmployeeFilterIndicator = Exclude<EmployeeIndicator, 'keyword' | 'locality'>;
export type FilterIndicator = CompanyFilterIndicator | EmployeeFilterIndicator;

export type IndicatorUnit = 'euro' | 'percent' | 'years' | 'count';
/** Where a text filter's autocomplete comes from. */
export type SuggestionSource = 'industry' | 'title' | 'company';
export type IndicatorGroup = 'profile' | 'financials' | 'person' | 'career';

interface DefinitionBase {
  indicator: FilterIndicator;
  group: IndicatorGroup;
}

export type IndicatorDefinition = DefinitionBase &
  (
    | { kind: 'range'; unit: IndicatorUnit }
    | { kind: 'choice'; choices: readonly string[] }
    | { kind: 'text'; suggestions: SuggestionSource | null }
    /** One company chosen from the autocomplete; values are `[company id, company name]`. */
    | { kind: 'company' }
    /** Register events: values are `[types, from, to]` or `[types, 'last:N']` (contract: event-filter.ts). */
    | { kind: 'event' }
  );

export type ValueKind = IndicatorDefinition['kind'];

/** What every value field of a filter row gets: the row's values as the search request carries them. */
export interface FilterValuesProps {
  id: string;
  label: string;
  values: string[];
  invalid: boolean;
  describedBy?: string;
  onChange: (values: string[]) => void;
}

const PERCENT_INDICATORS: ReadonlySet<string> = new Set([
  'earnings_cagr',
  'equity_ratio',
  'return_on_equity',
  'return_on_sales',
  'revenue_cagr',
  'tax_ratio',
]);

/** Every company filter; the numeric ones read the latest annual report (docs/decisions/071). */
export const COMPANY_FILTERS: readonly IndicatorDefinition[] = [
  { indicator: 'industry', group: 'profile', kind: 'text', suggestions: 'industry' },
  { indicator: 'country', group: 'profile', kind: 'choice', choices: COMPANY_CHOICE_INDICATORS.country },
  {
    indicator: 'legal_status',
    group: 'profile',
    kind: 'choice',
    choices: COMPANY_CHOICE_INDICATORS.legal_status,
  },
  { indicator: 'employee_title', group: 'profile', kind: 'text', suggestions: 'title' },
  { indicator: 'group', group: 'profile', kind: 'company' },
  { indicator: 'event', group: 'profile', kind: 'event' },
  ...COMPANY_RANGE_INDICATORS.map(
    (indicator): IndicatorDefinition => ({
      indicator,
      group: 'financials',
      kind: 'range',
      unit: PERCENT_INDICATORS.has(indicator)
        ? 'percent'
        : indicator === 'employees_number'
          ? 'count'
          : 'euro',
    }),
  ),
];

/** Every employee filter (locality has its own field). */
export const EMPLOYEE_FILTERS: readonly IndicatorDefinition[] = [
  { indicator: 'age', group: 'person', kind: 'range', unit: 'years' },
  { indicator: 'gender', group: 'person', kind: 'choice', choices: EMPLOYEE_CHOICE_INDICATORS.gender },
  { indicator: 'education', group: 'person', kind: 'text', suggestions: null },
  { indicator: 'skills', group: 'person', kind: 'text', suggestions: null },
  { indicator: 'position', group: 'career', kind: 'text', suggestions: null },
  {
    indicator: 'isManagement',
    group: 'career',
    kind: 'choice',
    choices: EMPLOYEE_CHOICE_INDICATORS.isManagement,
  },
  { indicator: 'professional_experience', group: 'career', kind: 'range', unit: 'years' },
  { indicator: 'employee_industry', group: 'career', kind: 'text', suggestions: 'industry' },
  { indicator: 'current_employer', group: 'career', kind: 'text', suggestions: 'company' },
  { indicator: 'former_employer', group: 'career', kind: 'text', suggestions: 'company' },
];

export function findDefinition(
  definitions: readonly IndicatorDefinition[],
  indicator: string,
): IndicatorDefinition | undefined {
  return definitions.find((definition) => definition.indicator === indicator);
}
