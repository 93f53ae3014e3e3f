/** The "belongs to the group of …" filter around the search: its company must exist; rows name their group's top. */
import type { CompanySearchResult } from '@fd/contract';
import { fail } from '../../errors';
import type { CompanyFilter, CompanyStore, FilterGroups } from '../../store/types';

/** Refuses a group filter whose company is not in the dataset (a 400 with its own code, not an empty result). */
export async function checkGroupCompanies(
  store: CompanyStore,
  filters: FilterGroups<CompanyFilter>,
): Promise<void> {
  for (const filter of [...filters.must, ...filters.atleast, ...filters.exclusive]) {
    if (filter.kind !== 'group') continue;
    if ((await store.groups.place(filter.companyId)) === null)
      throw fail('group_company_unknown').inField('group');
  }
}

/** Each row with the ultimate parent of its group, where it has one. */
export async function withGroupParents(
  store: CompanyStore,
  results: CompanySearchResult[],
): Promise<CompanySearchResult[]> {
  const parents = await store.groups.ultimateParents(results.map((result) => result.company_id));
  return results.map((result) => ({ ...result, group_parent: parents.get(result.company_id) ?? null }));
}
