import type {
  Company,
  CompanyEvent,
  Employee,
  FinancialRecord,
  LinkedCompany,
  PartyRef,
  PeerStanding,
  Representative,
} from '@fd/contract';
import { eventAsRecentUpdate, formatAddress, isoToReportDate, RECENT_UPDATES_LIMIT } from '@fd/contract';
import { keepCorrection, personUpdate } from '../person-changes';
import type {
  CompanyDetailRepository,
  CompanyRecordChanges,
  EventRecord,
  EventRepository,
  FieldCorrection,
  HistoryEntry,
  PersonRecordChange,
} from '../types';
import { COMPANY_COLUMNS, FINANCIAL_COLUMNS } from './columns';
import { type SqliteDatabase, writeTransaction } from './database';
import { createEventWriter } from './event-repository';

type CompanyRow = Record<(typeof COMPANY_COLUMNS)[number], unknown> & {
  employees_count: number;
  financials_count: number;
  representatives_count: number;
};

const JSON_ARRAYS = ['owners', 'founders', 'subsidiaries'] as const;

const parseJson = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== 'string' || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

/** The dataset keeps lists (name servers, MX hosts, ...) as arrays; the contract has them as text. */
function domainInfo(stored: Record<string, unknown> | null): Company['domain_info'] {
  if (!stored) return null;
  const entries = Object.entries(stored).map(([field, value]) => [
    field,
    Array.isArray(value) ? (value.length > 0 ? value.map(String).join(', ') : null) : (value ?? null),
  ]);
  return Object.fromEntries(entries) as Company['domain_info'];
}

/** A stored company with its newest events as `recent_updates` (newest first). */
export function toCompany(row: CompanyRow, newestEvents: readonly CompanyEvent[]): Company {
  const company = { ...row } as Record<string, unknown>;
  company.recent_updates = newestEvents.map(eventAsRecentUpdate);
  for (const field of JSON_ARRAYS) company[field] = parseJson(row[field], []);
  company.domain_info = domainInfo(parseJson<Record<string, unknown> | null>(row.domain_info, null));
  company.insolvency = parseJson(row.insolvency, null);
  company.address = formatAddress({
    address_street: row.address_street as string | null,
    address_postcode: row.address_postcode as string | null,
    address_city: row.address_city as string | null,
  });
  company.counts = {
    employees: row.employees_count,
    financials: row.financials_count,
    representatives: row.representatives_count,
  };
  delete company.employees_count;
  delete company.financials_count;
  delete company.representatives_count;
  delete company.industry_id;
  return company as Company;
}

export function toEmployee(row: Record<string, unknown>): Employee {
  return {
    employee_id: row.employee_id as number,
    fullName: row.full_name as string,
    title: row.title as string,
    headline: row.headline as string | null,
    company_id: row.company_id as number | null,
    company_name: row.company_name as string | null,
    industry: row.industry as string | null,
    locality: row.locality as string | null,
    email: row.email as string | null,
    phone: row.phone as string | null,
    linkedin: row.linkedin as string | null,
    twitter: row.twitter as string | null,
    skills: row.skills as string | null,
    experience: row.experience as string | null,
    education: row.education as string | null,
    gender: row.gender as string | null,
    birth_year: row.birth_year as number | null,
    years_experience: row.years_experience as number | null,
    position: row.position as string | null,
    is_management: row.is_management === 1,
  };
}

/** Employees shown on a company page; the grid is searchable on the client. */
const TEAM_LIMIT = 500;

export function createCompanyDetailRepository(
  db: SqliteDatabase,
  events: EventRepository,
  /** Called after a write committed (with its entry in the change sequence); awaited. */
  afterWrite: () => Promise<unknown>,
): CompanyDetailRepository {
  const company = db.prepare(`SELECT ${COMPANY_COLUMNS.join(', ')}, employees_count, financials_count,
    representatives_count FROM companies WHERE company_id = ?`);
  const financials = db.prepare(
    `SELECT ${FINANCIAL_COLUMNS.filter((c) => c !== 'company_id').join(', ')} FROM financials WHERE company_id = ? ORDER BY report_date`,
  );
  const financial = db.prepare(`SELECT ${FINANCIAL_COLUMNS.join(', ')} FROM financials WHERE report_id = ?`);
  const representatives = db.prepare(
    `SELECT name, title, representation, location, born_on, since,
       CASE WHEN person_key IS NOT NULL THEN 'p' || person_key ELSE 'r' || representative_id END AS person
     FROM representatives WHERE company_id = ? AND until IS NULL ORDER BY representative_id`,
  );
  const employees = db.prepare('SELECT * FROM employees WHERE company_id = ? ORDER BY employee_id LIMIT ?');
  const employee = db.prepare('SELECT * FROM employees WHERE employee_id = ?');
  const names = db.prepare(`SELECT company_id, company_name, address_city, address_country FROM companies
    WHERE company_id IN (SELECT value FROM json_each(?))`);
  const peers = db.prepare(`SELECT i.gegenstand AS industry, l.peer_count AS peers, l.revenue_percentile,
      l.equity_ratio_percentile, l.return_on_sales_percentile
    FROM latest_financials l JOIN industries i ON i.industry_id = l.industry_id WHERE l.company_id = ?`);
  const updateFacet = db.prepare('UPDATE company_facets SET active = ? WHERE company_id = ?');
  const recordChange = db.prepare("INSERT INTO company_changes (company_id, source) VALUES (?, 'refresh')");
  const writeEvents = createEventWriter(db);
  const addHistory = db.prepare(`INSERT INTO company_history
    (company_id, field, old_value, new_value, changed_at, source, source_date) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const updateRecord =
    db.prepare(`UPDATE companies SET legal_status = @legal_status, contact_website = @contact_website,
    contact_phone = @contact_phone, contact_email = @contact_email, address_street = @address_street,
    date_updated = @date_updated WHERE company_id = @company_id`);

  const toFinancial = (row: Record<string, unknown>): FinancialRecord =>
    ({ ...row, report_date: isoToReportDate(row.report_date as string) }) as FinancialRecord;

  /** The generator stores subsidiaries by id only; the contract (and the page) needs their names. */
  function nameLinkedParties(record: Company): Company {
    const unnamed = [...record.owners, ...record.subsidiaries, ...record.founders].filter(
      (ref) => typeof ref.company_id === 'number' && !ref.name,
    );
    if (unnamed.length === 0) return record;
    const rows = names.all(JSON.stringify(unnamed.map((ref) => ref.company_id))) as {
      company_id: number;
      company_name: string;
    }[];
    const byId = new Map(rows.map((row) => [row.company_id, row.company_name]));
    const named = (refs: PartyRef[]) =>
      refs.map((ref) =>
        typeof ref.company_id === 'number' && !ref.name
          ? { ...ref, name: byId.get(ref.company_id) ?? `#${ref.company_id}` }
          : ref,
      );
    return {
      ...record,
      owners: named(record.owners),
      subsidiaries: named(record.subsidiaries),
      founders: named(record.founders),
    };
  }

  return {
    async company(companyId) {
      const row = company.get(companyId) as CompanyRow | undefined;
      if (!row) return null;
      return nameLinkedParties(toCompany(row, await events.ofCompany(companyId, RECENT_UPDATES_LIMIT)));
    },
    financials: async (companyId) =>
      (financials.all(companyId) as Record<string, unknown>[]).map(toFinancial),
    async financial(reportId) {
      const row = financial.get(reportId) as Record<string, unknown> | undefined;
      return row ? { companyId: row.company_id as number, record: toFinancial(row) } : null;
    },
    representatives: async (companyId) => representatives.all(companyId) as Representative[],
    employees: async (companyId) =>
      (employees.all(companyId, TEAM_LIMIT) as Record<string, unknown>[]).map(toEmployee),
    async employee(employeeId) {
      const row = employee.get(employeeId) as Record<string, unknown> | undefined;
      return row ? toEmployee(row) : null;
    },
    async linkedCompanies(company) {
      const relations: [PartyRef[], LinkedCompany['relation']][] = [
        [company.owners, 'owner'],
        [company.subsidiaries, 'subsidiary'],
        [company.founders, 'founder'],
      ];
      const wanted = relations.flatMap(([refs, relation]) =>
        refs.flatMap((ref) => (typeof ref.company_id === 'number' ? [{ id: ref.company_id, relation }] : [])),
      );
      if (wanted.length === 0) return [];
      const rows = names.all(JSON.stringify(wanted.map((w) => w.id))) as Omit<LinkedCompany, 'relation'>[];
      const byId = new Map(rows.map((row) => [row.company_id, row]));
      return wanted.flatMap(({ id, relation }) => {
        const row = byId.get(id);
        return row ? [{ ...row, relation }] : [];
      });
    },
    peers: async (companyId) => (peers.get(companyId) as PeerStanding | undefined) ?? null,
    async applyChanges(
      companyId: number,
      changes: CompanyRecordChanges,
      dateUpdated: string,
      history: HistoryEntry[],
      recorded: EventRecord[],
      people: PersonRecordChange[] = [],
      corrections: FieldCorrection[] = [],
    ) {
      await writeTransaction(db, () => {
        for (const change of people)
          db.prepare(personUpdate(change, 'sqlite')).run(change.value, change.id, companyId);
        const at = new Date().toISOString();
        for (const c of corrections)
          db.prepare(keepCorrection('sqlite')).run(c.field, c.value, c.sourceValue, at, companyId);
        for (const e of history)
          addHistory.run(companyId, e.field, e.oldValue, e.newValue, e.changedAt, e.source, e.sourceDate);
        updateRecord.run({ company_id: companyId, ...changes, date_updated: dateUpdated });
        updateFacet.run(changes.legal_status === 'Active' ? 1 : 0, companyId);
        const changeId = Number(recordChange.run(companyId).lastInsertRowid);
        writeEvents(companyId, changeId, recorded);
      });
      await afterWrite();
    },
  };
}
