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

export function createPersonService(companies: CompanyStore, blocks: BlockSet) {
  const repo = companies.network;

  async function mandatesOf(key: string): Promise<NetworkMandateRow[]> {
    if (key.startsWith('p')) return repo.mandatesOfPeople([key.slice(1)]);
    const single = await repo.mandate(Number(key.slice(1)));
    // A mandate that belongs to a keyed person is shown under that person's key.
    return single && single.person_key === null ? [single] : [];
  }

  return {
    async person(key: string): Promise<PersonResponse> {
      if (await blocks.hidesPage(key)) throw fail('person_gone');
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
      if (mandates.length === 0) throw fail('person_not_found');
      mandates.sort(byCurrentThenNewest);
      return { key, name: rows[0]!.name, mandates };
    },
  };
}
