/**
 * Reads for the company network: a company's ties (owners, subsidiaries, founders as stored),
 * its mandates, a person's mandates by person key, and GLEIF parent relationships both ways.
 * Point reads by primary key or index, prepared once; the service walks the graph.
 */
import type {
  NetworkCompanyRow,
  NetworkMandateRow,
  NetworkRelationshipRow,
  NetworkRepository,
} from '../types/network';
import type { SqliteDatabase } from './database';

export function createNetworkRepository(db: SqliteDatabase): NetworkRepository {
  const company = db.prepare(`SELECT c.company_id, c.company_name, c.address_country, c.legal_status,
      c.owners, c.subsidiaries, c.founders,
      coalesce(i.lei, c.ID_Lei) AS lei,
      EXISTS (SELECT 1 FROM company_sources s WHERE s.company_id = c.company_id) AS imported
    FROM companies c LEFT JOIN company_identity i ON i.company_id = c.company_id
    WHERE c.company_id = ?`);
  const mandatesOfCompany =
    db.prepare(`SELECT representative_id, company_id, name, title, representation, location, person_key, since, until
    FROM representatives WHERE company_id = ? ORDER BY representative_id`);
  const mandatesOfPerson =
    db.prepare(`SELECT representative_id, company_id, name, title, representation, location, person_key, since, until
    FROM representatives WHERE person_key = ? ORDER BY company_id`);
  const mandateById =
    db.prepare(`SELECT representative_id, company_id, name, title, representation, location, person_key, since, until
    FROM representatives WHERE representative_id = ?`);
  // A parent's LEI names one of our companies when an import stored it (or a generated LEI).
  const parentsOf = db.prepare(`SELECT r.company_id AS child_id, r.parent_lei,
      (SELECT i.company_id FROM company_identity i WHERE i.lei = r.parent_lei LIMIT 1) AS parent_id,
      r.kind, r.status, r.start_date, r.end_date
    FROM company_relationships r WHERE r.company_id = ?`);
  const childrenOf = db.prepare(`SELECT r.company_id AS child_id, r.parent_lei, ? AS parent_id,
      r.kind, r.status, r.start_date, r.end_date
    FROM company_relationships r WHERE r.parent_lei = ?`);

  return {
    async companies(ids) {
      const rows: NetworkCompanyRow[] = [];
      for (const id of ids) {
        const row = company.get(id) as NetworkCompanyRow | undefined;
        if (row) rows.push({ ...row, imported: Boolean(row.imported) });
      }
      return rows;
    },
    async mandatesOfCompanies(ids) {
      return ids.flatMap((id) => mandatesOfCompany.all(id) as NetworkMandateRow[]);
    },
    async mandatesOfPeople(keys) {
      return keys.flatMap((key) => mandatesOfPerson.all(key) as NetworkMandateRow[]);
    },
    async mandate(representativeId) {
      return (mandateById.get(representativeId) as NetworkMandateRow | undefined) ?? null;
    },
    async relationships(companies) {
      const rows: NetworkRelationshipRow[] = [];
      for (const { company_id, lei } of companies) {
        rows.push(...(parentsOf.all(company_id) as NetworkRelationshipRow[]));
        if (lei) rows.push(...(childrenOf.all(company_id, lei) as NetworkRelationshipRow[]));
      }
      return rows;
    },
  };
}
