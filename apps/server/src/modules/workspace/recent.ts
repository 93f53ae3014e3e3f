import type { RecentItem } from '@fd/contract';
import { WORKSPACE_LIMITS } from '@fd/contract';
import { fail } from '../../errors';
import type { EntityType } from '../../store/types';
import type { PersonService } from '../network/person-service';
import { type WorkspaceStores, workspaceContext } from './key-resolver';

export type RecentViews = ReturnType<typeof createRecentViews>;

/**
 * Recently viewed: company and employee pages kept by key in `recent_views`, person pages by
 * their page key in `recent_people` (docs/decisions/192). Shown as the dataset has them now;
 * a page the dataset lacks or a blocked person is left out (and stays stored).
 */
export function createRecentViews(deps: WorkspaceStores & { persons: Pick<PersonService, 'summary'> }) {
  const { ws, companies, keys } = workspaceContext(deps);

  async function companiesAndEmployees(userId: string, limit: number): Promise<RecentItem[]> {
    const rows = await ws.recent(userId, limit);
    const companyRows = rows.filter((row) => row.entity_type === 'company');
    const employeeRows = rows.filter((row) => row.entity_type === 'employee');
    const [companyIds, employeeIds] = await Promise.all([
      keys.companyIds(companyRows.map((row) => row.entity_key)),
      keys.employeeIds(employeeRows.map((row) => row.entity_key)),
    ]);
    const idOf = new Map<string, number | null>([
      ...companyRows.map((row, i) => [`company ${row.entity_key}`, companyIds[i]!] as const),
      ...employeeRows.map((row, i) => [`employee ${row.entity_key}`, employeeIds[i]!] as const),
    ]);
    const [suggestions, cards] = await Promise.all([
      companies.companies.suggestions(companyIds.filter((id) => id !== null)),
      companies.employeeLookup.cards(employeeIds.filter((id) => id !== null)),
    ]);
    const companyById = new Map(suggestions.map((row) => [row.company_id, row]));
    const employeeById = new Map(cards.map((row) => [row.employee_id, row]));
    return rows.flatMap((row): RecentItem[] => {
      const id = idOf.get(`${row.entity_type} ${row.entity_key}`);
      if (id === null || id === undefined) return [];
      const company = row.entity_type === 'company' ? companyById.get(id) : undefined;
      const employee = row.entity_type === 'employee' ? employeeById.get(id) : undefined;
      if (!company && !employee) return [];
      return [
        {
          id: `${row.entity_type}-${id}`,
          entity_type: row.entity_type,
          entity_id: id,
          name: company?.company_name ?? employee!.fullName,
          subtitle: company
            ? `${company.address_city}, ${company.address_country}`
            : `${employee!.title} · ${employee!.company_name}`,
          viewed_at: row.viewed_at,
        },
      ];
    });
  }

  async function people(userId: string, limit: number): Promise<RecentItem[]> {
    const rows = await ws.recentPeople(userId, limit);
    const summaries = await Promise.all(rows.map((row) => deps.persons.summary(row.person_key)));
    return rows.flatMap((row, index): RecentItem[] => {
      const summary = summaries[index];
      if (!summary) return [];
      return [
        {
          id: `person-${row.person_key}`,
          entity_type: 'person',
          person_key: row.person_key,
          ...summary,
          viewed_at: row.viewed_at,
        },
      ];
    });
  }

  return {
    async recordView(userId: string, entityType: EntityType, entityId: number): Promise<void> {
      const key = await keys.keyOf(entityType, entityId);
      if (key) await ws.recordView(userId, entityType, key, WORKSPACE_LIMITS.recent);
    },
    recordPersonView: (userId: string, personKey: string) =>
      ws.recordPersonView(userId, personKey, WORKSPACE_LIMITS.recent),
    /** All kinds together, newest first (equal times: the kind's own order, pages before people). */
    async recent(userId: string, limit: number = WORKSPACE_LIMITS.recent): Promise<RecentItem[]> {
      const [pages, persons] = await Promise.all([
        companiesAndEmployees(userId, limit),
        people(userId, limit),
      ]);
      const merged: RecentItem[] = [];
      let p = 0;
      let q = 0;
      while (merged.length < limit && (p < pages.length || q < persons.length)) {
        const takePerson =
          p >= pages.length || (q < persons.length && persons[q]!.viewed_at > pages[p]!.viewed_at);
        merged.push(takePerson ? persons[q++]! : pages[p++]!);
      }
      return merged;
    },
    async forgetView(userId: string, viewId: string): Promise<void> {
      if (viewId.startsWith('person-')) {
        if (!(await ws.deletePersonView(userId, viewId.slice('person-'.length))))
          throw fail('view_not_found');
        return;
      }
      const [type, id] = viewId.split('-') as [EntityType, string];
      const key = await keys.keyOf(type, Number(id));
      if (!key || !(await ws.deleteView(userId, type, key))) throw fail('view_not_found');
    },
    async clearViews(userId: string): Promise<void> {
      await Promise.all([ws.clearViews(userId), ws.clearPersonViews(userId)]);
    },
  };
}
