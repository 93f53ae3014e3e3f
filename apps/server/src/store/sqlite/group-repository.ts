/** Company groups for the company page and result rows: places from memory, names by primary key. */
import type { GroupCompany } from '@fd/contract';
import type { EngineQueries } from '../../search-engine';
import type { GroupRepository } from '../types/network';
import type { SqliteDatabase } from './database';

export function createGroupRepository(db: SqliteDatabase, engine: EngineQueries): GroupRepository {
  const name = db.prepare('SELECT company_name FROM companies WHERE company_id = ?').pluck();
  const company = (id: number | null): GroupCompany | null => {
    if (id === null) return null;
    const companyName = name.get(id) as string | undefined;
    return companyName === undefined ? null : { company_id: id, company_name: companyName };
  };

  return {
    async place(companyId) {
      if (company(companyId) === null) return null;
      const place = await engine.groupPlace(companyId);
      return {
        direct_parent: company(place.directParentId),
        ultimate_parent: company(place.ultimateParentId),
        subsidiaries: place.subsidiaries,
        members: place.members,
      };
    },
    async ultimateParents(companyIds) {
      const parents = new Map<number, GroupCompany>();
      const roots = await engine.groupRoots(companyIds);
      companyIds.forEach((id, at) => {
        const root = roots[at]!;
        const parent = root !== id ? company(root) : null;
        if (parent) parents.set(id, parent);
      });
      return parents;
    },
  };
}
