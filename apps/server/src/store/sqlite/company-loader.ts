import { nameIndexText } from '@fd/contract';
import type { CompanyRow, DatasetSink, FinancialRow, IndustryRow, RepresentativeRow } from '@fd/datagen';
import { COUNTRY_CODES } from '../country-codes';
import { COMPANY_COLUMNS, FINANCIAL_COLUMNS, insertSql } from './columns';
import type { SqliteDatabase } from './database';

/** The record's parent company: its first owner, when that owner is a company (migration 010). */
function parentId(owners: string): number | null {
  if (!owners.includes('"company_id"')) return null;
  const [first] = JSON.parse(owners) as { company_id?: number }[];
  return first?.company_id ?? null;
}

/** Latest-financials columns: the report's figures without the auditor. */
const LATEST_COLUMNS = FINANCIAL_COLUMNS.filter((column) => column !== 'auditor_name');

/**
 * Loads companies, their name index and their latest figures (the main database). The
 * generator emits each company before its reports, representatives and employees, and all
 * of them before the next company, so the loader holds one company back until its children
 * are counted; the children themselves are written by the child loader on the other thread.
 */
export class CompanyLoader implements DatasetSink {
  /** Events are written by the child loader. */
  readonly writesEvents = false;
  private pending: CompanyRow | null = null;
  private pendingReports: FinancialRow[] = [];
  private pendingRepresentatives = 0;
  private pendingEmployees = 0;
  private readonly industryCounts = new Map<number, number>();
  private readonly statements;

  constructor(private readonly db: SqliteDatabase) {
    this.statements = {
      company: db.prepare(
        insertSql('companies', [
          ...COMPANY_COLUMNS,
          'employees_count',
          'financials_count',
          'representatives_count',
        ]),
      ),
      latest: db.prepare(insertSql('latest_financials', [...LATEST_COLUMNS, 'revenue_points'])),
      companyFts: db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)'),
      facets: db.prepare(
        insertSql('company_facets', [
          'company_id',
          'country_code',
          'active',
          'industry_id',
          'latitude',
          'longitude',
          'parent_id',
        ]),
      ),
      industry: db.prepare('INSERT INTO industries (industry_id, gegenstand, label_en) VALUES (?, ?, ?)'),
    };
  }

  industries(rows: IndustryRow[]): void {
    for (const row of rows) this.statements.industry.run(row.industry_id, row.gegenstand, row.label_en);
  }

  company(row: CompanyRow): void {
    this.flush();
    this.pending = row;
  }

  financial(row: FinancialRow): void {
    this.pendingReports.push(row);
  }

  /** Counts the current representatives (an ended mandate is part of the network, not of the board). */
  representative(row: RepresentativeRow): void {
    if (row.until === null) this.pendingRepresentatives++;
  }

  employee(): void {
    this.pendingEmployees++;
  }

  event(): void {}

  /** Writes the company held back, with what was counted for it. */
  flush(): void {
    const company = this.pending;
    if (!company) return;
    const values: unknown[] = COMPANY_COLUMNS.map((column) => company[column]);
    values.push(this.pendingEmployees, this.pendingReports.length, this.pendingRepresentatives);
    this.statements.company.run(values);
    this.statements.companyFts.run(company.company_id, nameIndexText(company.company_name));
    this.statements.facets.run(
      company.company_id,
      COUNTRY_CODES[company.address_country],
      company.legal_status === 'Active' ? 1 : 0,
      company.industry_id,
      company.latitude,
      company.longitude,
      parentId(company.owners),
    );
    this.industryCounts.set(company.industry_id, (this.industryCounts.get(company.industry_id) ?? 0) + 1);
    this.writeLatest();
    this.pending = null;
    this.pendingReports = [];
    this.pendingRepresentatives = 0;
    this.pendingEmployees = 0;
  }

  private writeLatest(): void {
    if (this.pendingReports.length === 0) return;
    const reports = [...this.pendingReports].sort((a, b) => a.report_date.localeCompare(b.report_date));
    const latest = reports[reports.length - 1]!;
    const points = reports
      .filter((report) => report.revenue !== null)
      .map((report) => ({ year: Number(report.report_date.slice(0, 4)), revenue: report.revenue }));
    this.statements.latest.run([...LATEST_COLUMNS.map((column) => latest[column]), JSON.stringify(points)]);
  }

  /** Industry counts gathered during the load. */
  writeIndustryCounts(): void {
    const update = this.db.prepare('UPDATE industries SET row_count = ? WHERE industry_id = ?');
    for (const [industryId, count] of this.industryCounts) update.run(count, industryId);
  }
}
