import type { EventType } from '@fd/contract';

/**
 * Rows the generator emits and a store loader consumes. They are storage-shaped
 * (flat, JSON columns as strings) so that the bulk load copies them without work.
 * Dates are ISO `yyyy-mm-dd`; the API formats them for display.
 */

export type Country = 'Germany' | 'Austria' | 'Switzerland';
export type CountryCode = 'DE' | 'AT' | 'CH';
export type LegalStatus = 'Active' | 'Inactive' | 'In Liquidation';

export interface CompanyRow {
  /** Popularity rank: 1 is the largest company (docs/decisions/070). */
  company_id: number;
  company_name: string;
  legal_form: string;
  address_street: string;
  address_city: string;
  address_postcode: string;
  address_country: Country;
  latitude: number;
  longitude: number;
  legal_status: LegalStatus;
  /** German; `short_description_en` says the same in English (docs/decisions/180). */
  short_description: string;
  short_description_en: string;
  /** Business purpose text from the industry catalogue (German). */
  gegenstand: string;
  industry_id: number;
  date_founded: string;
  date_updated: string;
  date_added: string;
  /** JSON `{ status, court, case_number, opened_on }` or null. */
  insolvency: string | null;
  /** 1 = Austrian register (Firmenbuch/GISA), 2 = German Handelsregister, 3 = Swiss Zefix, 4 = Austrian ZVR. */
  source: number;
  datalink: string;
  /** JSON of the product's domain info fields, or null when the company has no website. */
  domain_info: string | null;
  /** JSON array of `{ name, company_id?, share? }`. */
  owners: string;
  /** JSON array of `{ name, company_id? }`. */
  founders: string;
  /** 'Full Name (Geschäftsführer seit 2019)'; the UI shows the text before '('. */
  ceo: string | null;
  /** JSON array of `{ company_id, share }`. */
  subsidiaries: string;
  contact_website: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_fax: string | null;
  social_linkedin: string | null;
  social_facebook: string | null;
  social_twitter: string | null;
  social_instagram: string | null;
  social_youtube: string | null;
  social_tiktok: string | null;
  social_pinterest: string | null;
  social_wikipedia: string | null;
  ID_Fb: string | null;
  ID_EUID: string | null;
  ID_Lei: string | null;
  ID_VatID: string | null;
  ID_GLN: string | null;
  ID_EORI: string | null;
  ID_Sirul: string | null;
  ID_Stockp: string | null;
  ID_Ut: string | null;
  ID_GISA: string | null;
  ID_ZRV: string | null;
  ID_Gerichtscode: string | null;
}

export interface FinancialRow {
  report_id: number;
  company_id: number;
  /** ISO date of the balance sheet, e.g. 2024-12-31. */
  report_date: string;
  revenue: number | null;
  revenue_cagr: number | null;
  revenue_per_employee: number | null;
  earnings: number | null;
  earnings_cagr: number | null;
  return_on_sales: number | null;
  return_on_equity: number | null;
  total_assets: number | null;
  equity: number | null;
  equity_ratio: number | null;
  liabilities: number | null;
  real_estate: number | null;
  cash_on_hand: number | null;
  receivables: number | null;
  pension_provisions: number | null;
  cost_of_materials: number | null;
  wages_and_salaries: number | null;
  average_salary_per_employee: number | null;
  tax_ratio: number | null;
  base_per_share_capital: number | null;
  employees_number: number | null;
  auditor_name: string | null;
}

export interface RepresentativeRow {
  company_id: number;
  name: string;
  title: string;
  /** e.g. 'selbständig', 'gemeinsam mit einem weiteren Geschäftsführer'. */
  representation: string;
  location: string;
  born_on: string | null;
  /** Set for a person with mandates in several companies: the same key on each of them. */
  person_key: string | null;
  /** Start and end of the mandate (ISO dates) where known; an ended mandate has `until`. */
  since: string | null;
  until: string | null;
}

export type Gender = 'Male' | 'Female';

export interface EmployeeRow {
  employee_id: number;
  fullName: string;
  title: string;
  headline: string;
  company_id: number;
  company_name: string;
  industry: string;
  locality: string;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  twitter: string | null;
  /** ' / '-separated. */
  skills: string;
  /** ' / '-separated 'title at company in YYYY - YYYY|Present'. */
  experience: string;
  /** ' / '-separated 'title in YYYY - YYYY|Present'. */
  education: string;
  gender: Gender;
  birth_year: number;
  years_experience: number;
  position: string;
  is_management: boolean;
}

/**
 * One register event of a company (docs/decisions/130). The generator writes each company's history
 * first and derives its row and its representatives from it; events are emitted oldest first.
 */
export interface EventRow {
  company_id: number;
  type: EventType;
  /** When it happened in the register, as its day number (days since 1970-01-01): how the stores keep it. */
  effective_date: number;
  /** When Firmenradar learned it: a few days later, or when the company was added to the dataset. */
  recorded_at: string;
  old_value: string | null;
  new_value: string | null;
  /** The person involved, their registered role and (for people with several mandates) their key. */
  person: string | null;
  person_key: string | null;
  role: string | null;
  /** The company involved (parent, subsidiary, the company merged into); its name is read from the dataset. */
  related_company_id: number | null;
  /** Capital (capital changes, registration). */
  amount: number | null;
  /** A share in percent; 0 when a shareholder left. */
  share: number | null;
  /** Register number, or court and case number of proceedings. */
  reference: string | null;
}

export interface IndustryRow {
  industry_id: number;
  /** German business purpose label, e.g. 'Softwareentwicklung und IT-Dienstleistungen'. */
  gegenstand: string;
  /** English label for the UI in English. */
  label_en: string;
}

/**
 * Where the generator writes. The SQLite store implements it for bulk loads.
 * Order contract: each company is emitted before its reports, representatives, employees and
 * events, and all of them before the next company (the loader counts children this way).
 */
export interface DatasetSink {
  /** Whether the sink takes events: the generator builds a company's event rows only for one that does. */
  readonly writesEvents: boolean;
  industries(rows: IndustryRow[]): void;
  company(row: CompanyRow): void;
  financial(row: FinancialRow): void;
  representative(row: RepresentativeRow): void;
  employee(row: EmployeeRow): void;
  event(row: EventRow): void;
}

export interface GenerateOptions {
  companies: number;
  seed: number;
  /** Called now and then with the number of companies generated so far. */
  onProgress?: (companiesDone: number) => void;
}
