import { fail } from '../../errors';
import type { EntityType, KeyRepository } from '../../store/types';

/** Row ids of the current dataset to and from the stable keys the account store keeps. */
export function createKeyResolver(keys: KeyRepository) {
  return {
    companyKeys: (ids: number[]) => keys.companyKeys(ids),
    employeeKeys: (ids: number[]) => keys.employeeKeys(ids),
    companyIds: (companyKeys: string[]) => keys.companyIds(companyKeys),
    employeeIds: (employeeKeys: string[]) => keys.employeeIds(employeeKeys),
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
