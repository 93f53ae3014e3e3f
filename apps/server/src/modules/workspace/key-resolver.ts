import { fail } from '../../errors';
import type { AccountStore, CompanyStore, EntityType, KeyRepository } from '../../store/types';

/** Row ids of the current dataset to and from the stable keys the account store keeps. */
export function createKeyResolver(keys: KeyRepository) {
  return {
    companyKeys: (ids: number[]) => keys.companyKeys(ids),
    employeeKeys: (ids: number[]) => keys.employeeKeys(ids),
    companyIds: (companyKeys: string[]) => keys.companyIds(companyKeys),
    employeeIds: (employeeKeys: string[]) => keys.employeeIds(employeeKeys),
    /** The distinct keys of those companies the dataset holds (unknown ids are left out). */
    async distinctCompanyKeys(ids: number[]): Promise<string[]> {
      const found = await keys.companyKeys([...new Set(ids)]);
      return [...new Set(found.filter((key) => key !== null))];
    },
    async keyOf(entityType: EntityType, id: number): Promise<string | null> {
      if (!Number.isSafeInteger(id)) return null;
      const [key] = entityType === 'company' ? await keys.companyKeys([id]) : await keys.employeeKeys([id]);
      return key ?? null;
    },
    async companyKeyOr404(companyId: number): Promise<string> {
      const [key] = await keys.companyKeys([companyId]);
      if (!key) throw fail('company_not_found', { id: String(companyId) });
      return key;
    },
  };
}

/** The stores every workspace service reads: the account's workspace and the current dataset. */
export interface WorkspaceStores {
  accounts: AccountStore;
  companies: CompanyStore;
}

/** The workspace rows, the dataset, and the resolver between the keys the one keeps and the other's ids. */
export function workspaceContext({ accounts, companies }: WorkspaceStores) {
  return { ws: accounts.workspace, companies, keys: createKeyResolver(companies.keys) };
}

export type WorkspaceContext = ReturnType<typeof workspaceContext>;
