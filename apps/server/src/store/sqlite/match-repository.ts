import { EVENT_TYPE_CODES } from '../event-codes';
import type { ImportFields, MatchRepository, MatchRow } from '../types';
import type { SqliteDatabase } from './database';

type CompanyRow = Omit<ImportFields, 'latitude' | 'longitude' | 'date_founded'> & {
  company_id: number;
  ID_EUID: string | null;
  ID_VatID: string | null;
  contact_website: string | null;
};

/** At most this many ids per identifier: an identifier names one company, a few at worst. */
const IDS_PER_LOOKUP = 20;
/**
 * At most this many holders of one register number, with their courts: every court numbers on
 * its own, so one number recurs at many courts (tens of times in 3.6 million companies); the
 * matcher keeps those at the court typed (docs/decisions/160).
 */
const REGISTER_HOLDERS = 2000;

/**
 * The matcher's reads: identifier lookups on the dataset's indexes (dataset-indexes.sql) and the
 * candidates' rows with their former names and addresses (events of decision 130).
 */
export function createMatchRepository(db: SqliteDatabase): MatchRepository {
  const lookup = (column: 'ID_Lei' | 'ID_VatID' | 'ID_EUID') =>
    db.prepare(`SELECT company_id FROM companies WHERE ${column} = ? LIMIT ${IDS_PER_LOOKUP}`).pluck();
  const byLei = lookup('ID_Lei');
  const byVat = lookup('ID_VatID');
  const byEuid = lookup('ID_EUID');
  const byRegister = db.prepare(
    `SELECT company_id, ID_Gerichtscode AS court FROM companies
     WHERE ID_Fb IN (SELECT value FROM json_each(?)) LIMIT ${REGISTER_HOLDERS}`,
  );
  // The partial index (dataset-indexes.sql) is used only with its condition written as a literal.
  const byFormerName = db
    .prepare(
      `SELECT DISTINCT company_id FROM company_events
       WHERE type = ${EVENT_TYPE_CODES.name_change} AND old_value = ? COLLATE NOCASE LIMIT ${IDS_PER_LOOKUP}`,
    )
    .pluck();
  const companies = db.prepare(
    `SELECT company_id, company_name, legal_form, address_street, address_postcode, address_city,
       address_country, legal_status, ID_Fb, ID_Gerichtscode, ID_EUID, ID_Lei, ID_VatID, contact_website
     FROM companies WHERE company_id IN (SELECT value FROM json_each(?))`,
  );
  const former = db.prepare(
    `SELECT company_id, type, old_value FROM company_events
     WHERE company_id IN (SELECT value FROM json_each(?)) AND type IN (?, ?) AND old_value IS NOT NULL
     ORDER BY company_id, effective_date DESC`,
  );

  return {
    idsByLei: async (lei) => byLei.all(lei) as number[],
    idsByVatId: async (vatId) => byVat.all(vatId) as number[],
    idsByEuid: async (euid) => byEuid.all(euid) as number[],
    registerHolders: async (numbers) =>
      numbers.length === 0
        ? []
        : (byRegister.all(JSON.stringify(numbers)) as { company_id: number; court: string | null }[]).map(
            (row) => ({ companyId: row.company_id, court: row.court }),
          ),
    idsByFormerName: async (name) => byFormerName.all(name) as number[],
    async rows(ids) {
      if (ids.length === 0) return [];
      const json = JSON.stringify(ids);
      const rows = new Map<number, MatchRow>();
      for (const c of companies.all(json) as CompanyRow[])
        rows.set(c.company_id, {
          companyId: c.company_id,
          name: c.company_name,
          legalForm: c.legal_form,
          street: c.address_street,
          postcode: c.address_postcode,
          city: c.address_city,
          country: c.address_country,
          legalStatus: c.legal_status,
          registerNumber: c.ID_Fb,
          registerCourt: c.ID_Gerichtscode,
          euid: c.ID_EUID,
          lei: c.ID_Lei,
          vatId: c.ID_VatID,
          website: c.contact_website,
          formerNames: [],
          formerAddresses: [],
        });
      const events = former.all(json, EVENT_TYPE_CODES.name_change, EVENT_TYPE_CODES.address_change) as {
        company_id: number;
        type: number;
        old_value: string;
      }[];
      for (const e of events) {
        const row = rows.get(e.company_id);
        if (!row) continue;
        if (e.type === EVENT_TYPE_CODES.name_change) row.formerNames.push(e.old_value);
        else row.formerAddresses.push(e.old_value);
      }
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
  };
}
