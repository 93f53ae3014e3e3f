import {
  DASHBOARD_MIN_QUERY_LENGTH,
  FILTER_AUTOCOMPLETE_DEBOUNCE_MS,
  LANDING_SUGGEST_LIMIT,
} from '@fd/contract';
import { suggestCompanies } from '../api/companies';
import { runDashboardSearch } from '../api/search';
import { isEmployeeResult } from '../search/resultGuards';
import { useDebouncedSuggestions } from '../search/useDebouncedSuggestions';

/** Something the jump box can open: a company or a person, with a line that tells them apart. */
export interface JumpTarget {
  kind: 'company' | 'employee';
  id: number;
  name: string;
  /** City and country of a company; position and employer of a person (data values, untranslated). */
  detail: {
    city?: string | null;
    country?: string | null;
    position?: string | null;
    company?: string | null;
  };
}

/** Company suggestions (the autocomplete of the search fields) and the first people of the name search. */
async function loadTargets(keyword: string, signal: AbortSignal): Promise<JumpTarget[]> {
  const [companies, people] = await Promise.all([
    suggestCompanies(keyword, signal),
    runDashboardSearch(
      {
        entity: 'companies_employees',
        performanceIndicators: [{ indicator: 'keyword', operator: 'must', values: [keyword] }],
        offset: 0,
      },
      signal,
    ).catch(() => null),
  ]);
  const companyTargets = companies.companies.slice(0, LANDING_SUGGEST_LIMIT).map(
    (company): JumpTarget => ({
      kind: 'company',
      id: company.company_id,
      name: company.company_name,
      detail: { city: company.address_city, country: company.address_country },
    }),
  );
  const personTargets = (people?.results ?? [])
    .filter(isEmployeeResult)
    .slice(0, LANDING_SUGGEST_LIMIT)
    .map(
      (person): JumpTarget => ({
        kind: 'employee',
        id: person.employee_id,
        name: person.fullName,
        detail: { position: person.title, company: person.company_name },
      }),
    );
  return [...companyTargets, ...personTargets];
}

export function useJumpTargets(input: string, enabled: boolean): JumpTarget[] {
  return useDebouncedSuggestions(input, enabled, {
    kind: 'jump',
    minLength: DASHBOARD_MIN_QUERY_LENGTH,
    debounceMs: FILTER_AUTOCOMPLETE_DEBOUNCE_MS,
    load: loadTargets,
  });
}
