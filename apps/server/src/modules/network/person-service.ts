/**
 * A person's page: every mandate of one person across companies, found by the person's network
 * node id (`p<person key>`: every mandate with that key; `r<mandate id>`: a person with one).
 */
import type { PersonMandate, PersonResponse } from '@fd/contract';
import { fail } from '../../errors';
import type { CompanyStore, NetworkMandateRow } from '../../store/types';
import type { BlockSet } from '../privacy/block-set';
import { mandateEdge } from './edges';

/** Current mandates first, then ended ones; newest start first within each; then company id. */
function byCurrentThenNewest(a: PersonMandate, b: PersonMandate): number {
  if (a.ended !== b.ended) return a.ended ? 1 : -1;
  const since = (b.since ?? '').localeCompare(a.since ?? '');
  return since !== 0 ? since : a.company_id - b.company_id;
}

export type PersonService = ReturnType<typeof createPersonService>;

export function createPersonService(
  companies: CompanyStore,
  blocks: BlockSet,
  /** Records a signed-in viewer's visit in their recently viewed pages. */
  onViewed: (userId: string, key: string) => Promise<void>,
) {
  const repo = companies.network;

  async function mandatesOf(key: string): Promise<NetworkMandateRow[]> {
    if (key.startsWith('p')) return repo.mandatesOfPeople([key.slice(1)]);
    const single = await repo.mandate(Number(key.slice(1)));
    // A mandate that belongs to a keyed person is shown under that person's key.
    return single && single.person_key === null ? [single] : [];
  }

  /** The page, or why there is none: a blocked person is gone, a key of no mandate not found. */
  async function page(key: string): Promise<PersonResponse | 'person_gone' | 'person_not_found'> {
    if (await blocks.hidesPage(key)) return 'person_gone';
    const rows = await mandatesOf(key);
    const tied = await repo.companies([...new Set(rows.map((row) => row.company_id))]);
    const byId = new Map(tied.map((company) => [company.company_id, company]));
    const mandates = rows.flatMap((row): PersonMandate[] => {
      const company = byId.get(row.company_id);
      if (!company) return [];
      const edge = mandateEdge(row, company.imported);
      return [
        {
          company_id: company.company_id,
          company_name: company.company_name,
          role: row.title,
          representation: row.representation,
          location: row.location,
          kind: edge.kind,
          since: row.since,
          until: row.until,
          ended: edge.ended,
          source: edge.source,
        },
      ];
    });
    if (mandates.length === 0) return 'person_not_found';
    mandates.sort(byCurrentThenNewest);
    return { key, name: rows[0]!.name, mandates };
  }

  return {
    async person(key: string, viewerId: string | null): Promise<PersonResponse> {
      const found = await page(key);
      if (typeof found === 'string') throw fail(found);
      if (viewerId) await onViewed(viewerId, key);
      return found;
    },
    /** The person's name and their first mandate as 'Role · Company', or null (blocked or gone). */
    async summary(key: string): Promise<{ name: string; subtitle: string | null } | null> {
      const found = await page(key);
      if (typeof found === 'string') return null;
      const first = found.mandates[0]!;
      return {
        name: found.name,
        subtitle: first.role ? `${first.role} · ${first.company_name}` : first.company_name,
      };
    },
  };
}
