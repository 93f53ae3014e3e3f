import { nameIndexText } from '@fd/contract';
import type {
  CompanyRow,
  DatasetSink,
  EmployeeRow,
  FinancialRow,
  IndustryRow,
  RepresentativeRow,
} from '@fd/datagen';
import type { SqliteDatabase } from './database';

export const COMPANY_COLUMNS = [
  'company_id',
  'company_name',
  'legal_form',
  'address_street',
  'address_city',
  'address_postcode',
  'address_country',
  'latitude',
  'longitude',
  'legal_status',
  'short_description',
  'gegenstand',
  'industry_id',
  'date_founded',
  'date_updated',
  'date_added',
  'insolvency',
  'source',
  'datalink',
  'domain_info',
  'recent_updates',
  'owners',
  'founders',
  'ceo',
  'subsidiaries',
  'contact_website',
  'contact_email',
  'contact_phone',
  'contact_fax',
  'social_linkedin',
  'social_facebook',
  'social_twitter',
  'social_instagram',
  'social_youtube',
  'social_tiktok',
  'social_pinterest',
  'social_wikipedia',
  'ID_Fb',
  'ID_EUID',
  'ID_Lei',
  'ID_VatID',
  'ID_GLN',
  'ID_EORI',
  'ID_Sirul',
  'ID_Stockp',
  'ID_Ut',
  'ID_GISA',
  'ID_ZRV',
  'ID_Gerichtscode',
] as const satisfies readonly (keyof CompanyRow)[];

export const FINANCIAL_COLUMNS = [
  'report_id',
  'company_id',
  'report_date',
  'revenue',
  'revenue_cagr',
  'revenue_per_employee',
  'earnings',
  'earnings_cagr',
  'return_on_sales',
  'return_on_equity',
  'total_assets',
  'equity',
  'equity_ratio',
  'liabilities',
  'real_estate',
  'cash_on_hand',
  'receivables',
  'pension_provisions',
  'cost_of_materials',
  'wages_and_salaries',
  'average_salary_per_employee',
  'tax_ratio',
  'base_per_share_capital',
  'employees_number',
  'auditor_name',
] as const satisfies readonly (keyof FinancialRow)[];

/** Latest-financials columns: the report's figures without company, auditor. */
const LATEST_COLUMNS = FINANCIAL_COLUMNS.filter((column) => column !== 'auditor_name');

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * Bulk loader for a new, empty database. The generator emits each company before its
 * reports, representatives and employees, and all of them before the next company, so the
 * loader holds one company back until its children are counted, then writes the company
 * row with its counts, its latest figures and its name tokens in one go.
 */
export class SqliteDatasetLoader implements DatasetSink {
  private pending: CompanyRow | null = null;
  private pendingReports: FinancialRow[] = [];
  private pendingRepresentatives = 0;
  private pendingEmployees = 0;
  private readonly industryCounts = new Map<number, number>();
  private readonly insertCompany;
  private readonly insertFinancial;
  private readonly insertLatest;
  private readonly insertRepresentative;
  private readonly insertEmployee;
  private readonly insertFts;
  private readonly insertEmployeeFts;
  private readonly insertIndustry;

  constructor(private readonly db: SqliteDatabase) {
    const companyColumns = [
      ...COMPANY_COLUMNS,
      'employees_count',
      'financials_count',
      'representatives_count',
    ];
    this.insertCompany = db.prepare(
      `INSERT INTO companies (${companyColumns.join(', ')}) VALUES (${placeholders(companyColumns.length)})`,
    );
    this.insertFinancial = db.prepare(
      `INSERT INTO financials (${FINANCIAL_COLUMNS.join(', ')}) VALUES (${placeholders(FINANCIAL_COLUMNS.length)})`,
    );
    this.insertLatest = db.prepare(
      `INSERT INTO latest_financials (${LATEST_COLUMNS.join(', ')}, revenue_points)
       VALUES (${placeholders(LATEST_COLUMNS.length + 1)})`,
    );
    this.insertRepresentative = db.prepare(
      `INSERT INTO representatives (company_id, name, title, representation, location, born_on)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    this.insertEmployee = db.prepare(
      `INSERT INTO employees (employee_id, full_name, title, headline, company_id, company_name, industry,
         locality, email, phone, linkedin, twitter, skills, experience, education, gender, birth_year,
         years_experience, position, is_management)
       VALUES (${placeholders(20)})`,
    );
    this.insertFts = db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)');
    this.insertEmployeeFts = db.prepare('INSERT INTO employee_fts (rowid, tokens) VALUES (?, ?)');
    this.insertIndustry = db.prepare(
      'INSERT INTO industries (industry_id, gegenstand, label_en) VALUES (?, ?, ?)',
    );
  }

  industries(rows: IndustryRow[]): void {
    for (const row of rows) this.insertIndustry.run(row.industry_id, row.gegenstand, row.label_en);
  }

  company(row: CompanyRow): void {
    this.flush();
    this.pending = row;
  }

  financial(row: FinancialRow): void {
    this.insertFinancial.run(FINANCIAL_COLUMNS.map((column) => row[column]));
    this.pendingReports.push(row);
  }

  representative(row: RepresentativeRow): void {
    this.insertRepresentative.run(
      row.company_id,
      row.name,
      row.title,
      row.representation,
      row.location,
      row.born_on,
    );
    this.pendingRepresentatives++;
  }

  employee(row: EmployeeRow): void {
    this.insertEmployee.run(
      row.employee_id,
      row.fullName,
      row.title,
      row.headline,
      row.company_id,
      row.company_name,
      row.industry,
      row.locality,
      row.email,
      row.phone,
      row.linkedin,
      row.twitter,
      row.skills,
      row.experience,
      row.education,
      row.gender,
      row.birth_year,
      row.years_experience,
      row.position,
      row.is_management ? 1 : 0,
    );
    this.insertEmployeeFts.run(row.employee_id, nameIndexText(row.fullName));
    this.pendingEmployees++;
  }

  /** Writes the company held back, with what was counted for it. */
  flush(): void {
    const company = this.pending;
    if (!company) return;
    const values: unknown[] = COMPANY_COLUMNS.map((column) => company[column]);
    values.push(this.pendingEmployees, this.pendingReports.length, this.pendingRepresentatives);
    this.insertCompany.run(values);
    this.insertFts.run(company.company_id, nameIndexText(company.company_name));
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
    this.insertLatest.run([...LATEST_COLUMNS.map((column) => latest[column]), JSON.stringify(points)]);
  }

  /** Industry counts gathered during the load. */
  writeIndustryCounts(): void {
    const update = this.db.prepare('UPDATE industries SET row_count = ? WHERE industry_id = ?');
    for (const [industryId, count] of this.industryCounts) update.run(count, industryId);
  }
}
