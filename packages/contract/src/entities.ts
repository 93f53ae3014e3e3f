import { z } from 'zod';

/** Entities as the API returns them. Field names are the product's (docs/decisions/077). */

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const ZRevenuePoint = z.object({ year: z.number().int(), revenue: z.number() });

/** Landing search and top 500 rows. */
export const ZCompanyListItem = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address: z.string(),
  address_city: z.string(),
  address_country: z.string(),
  gegenstand: nullableString,
  ceo: nullableString,
  date_founded: nullableString,
  latest_revenue: nullableNumber,
  equity_ratio: nullableNumber,
  return_on_sales: nullableNumber,
  revenue_points: z.array(ZRevenuePoint),
  legal_status: z.string(),
  /** Invented by the generator (no imported source): the row is marked as sample data. */
  synthetic: z.boolean(),
});
export type CompanyListItem = z.infer<typeof ZCompanyListItem>;

export const ZPartyRef = z.object({
  name: z.string(),
  company_id: z.number().int().nullable().optional(),
  share: z.number().nullable().optional(),
});
export type PartyRef = z.infer<typeof ZPartyRef>;

export const ZRecentUpdate = z.object({
  date: z.string(),
  field: z.string(),
  old_value: nullableString,
  new_value: nullableString,
  description: z.string(),
});
export type RecentUpdate = z.infer<typeof ZRecentUpdate>;

export const ZDomainInfo = z.object({
  domain: z.string(),
  creation_date: nullableString,
  expiration_date: nullableString,
  updated_date: nullableString,
  dnssec: nullableString,
  registrar: nullableString,
  registrar_country: nullableString,
  emails: nullableString,
  nameservers: nullableString,
  ip_addresses: nullableString,
  asn: nullableString,
  asn_country: nullableString,
  asn_description: nullableString,
  mx: nullableString,
  mx_ip: nullableString,
  mx_asn: nullableString,
  mx_asn_country: nullableString,
  mx_asn_description: nullableString,
  spf: nullableString,
  txt: nullableString,
});
export type DomainInfo = z.infer<typeof ZDomainInfo>;

export const ZInsolvency = z.object({
  status: z.string(),
  court: nullableString,
  case_number: nullableString,
  opened_on: nullableString,
});

export const IDENTIFIER_FIELDS = [
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
] as const;

export const SOCIAL_FIELDS = [
  'social_linkedin',
  'social_facebook',
  'social_twitter',
  'social_instagram',
  'social_youtube',
  'social_tiktok',
  'social_pinterest',
  'social_wikipedia',
] as const;

export const ZCompany = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  legal_form: nullableString,
  address: z.string(),
  address_street: nullableString,
  address_city: nullableString,
  address_postcode: nullableString,
  address_country: z.string(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  legal_status: z.string(),
  /** As written: German for generated companies; an imported text in its own language. */
  short_description: nullableString,
  /** The same description in English, written by the generator; null for imported texts. */
  short_description_en: nullableString,
  gegenstand: nullableString,
  date_founded: nullableString,
  date_updated: nullableString,
  date_added: nullableString,
  insolvency: ZInsolvency.nullable(),
  source: z.number().int().nullable(),
  datalink: nullableString,
  domain_info: ZDomainInfo.nullable(),
  /** The newest events (at most RECENT_UPDATES_LIMIT), `field` being the event type, with a German description. */
  recent_updates: z.array(ZRecentUpdate),
  owners: z.array(ZPartyRef),
  founders: z.array(ZPartyRef),
  ceo: nullableString,
  subsidiaries: z.array(ZPartyRef),
  contact_website: nullableString,
  contact_email: nullableString,
  contact_phone: nullableString,
  contact_fax: nullableString,
  social_linkedin: nullableString,
  social_facebook: nullableString,
  social_twitter: nullableString,
  social_instagram: nullableString,
  social_youtube: nullableString,
  social_tiktok: nullableString,
  social_pinterest: nullableString,
  social_wikipedia: nullableString,
  ID_Fb: nullableString,
  ID_EUID: nullableString,
  ID_Lei: nullableString,
  ID_VatID: nullableString,
  ID_GLN: nullableString,
  ID_EORI: nullableString,
  ID_Sirul: nullableString,
  ID_Stockp: nullableString,
  ID_Ut: nullableString,
  ID_GISA: nullableString,
  ID_ZRV: nullableString,
  ID_Gerichtscode: nullableString,
  counts: z.object({
    employees: z.number().int(),
    financials: z.number().int(),
    representatives: z.number().int(),
  }),
});
export type Company = z.infer<typeof ZCompany>;

export const FINANCIAL_FIELDS = [
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
] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

/** Fields that are percentages rather than euro amounts or counts. */
export const PERCENT_FIELDS: readonly FinancialField[] = [
  'revenue_cagr',
  'earnings_cagr',
  'return_on_sales',
  'return_on_equity',
  'equity_ratio',
  'tax_ratio',
];

export const ZFinancialRecord = z.object({
  report_id: z.number().int(),
  /** dd/mm/yyyy, the product's format. */
  report_date: z.string(),
  revenue: nullableNumber,
  revenue_cagr: nullableNumber,
  revenue_per_employee: nullableNumber,
  earnings: nullableNumber,
  earnings_cagr: nullableNumber,
  return_on_sales: nullableNumber,
  return_on_equity: nullableNumber,
  total_assets: nullableNumber,
  equity: nullableNumber,
  equity_ratio: nullableNumber,
  liabilities: nullableNumber,
  real_estate: nullableNumber,
  cash_on_hand: nullableNumber,
  receivables: nullableNumber,
  pension_provisions: nullableNumber,
  cost_of_materials: nullableNumber,
  wages_and_salaries: nullableNumber,
  average_salary_per_employee: nullableNumber,
  tax_ratio: nullableNumber,
  base_per_share_capital: nullableNumber,
  employees_number: z.number().int().nullable(),
  auditor_name: nullableString,
});
export type FinancialRecord = z.infer<typeof ZFinancialRecord>;

export const ZRepresentative = z.object({
  name: z.string(),
  title: z.string(),
  representation: nullableString,
  location: nullableString,
  born_on: nullableString,
  /** When the mandate began (YYYY-MM-DD): the date of its appointment event; null where the source gives none. */
  since: nullableString.optional(),
  /** The person's page key (`p<person key>` or `r<mandate id>`, as in the network). */
  person: z.string().optional(),
});
export type Representative = z.infer<typeof ZRepresentative>;

export const ZEmployee = z.object({
  employee_id: z.number().int(),
  fullName: z.string(),
  title: z.string(),
  headline: nullableString,
  company_id: z.number().int().nullable(),
  company_name: nullableString,
  industry: nullableString,
  locality: nullableString,
  email: nullableString,
  phone: nullableString,
  linkedin: nullableString,
  twitter: nullableString,
  skills: nullableString,
  experience: nullableString,
  education: nullableString,
  gender: nullableString,
  birth_year: z.number().int().nullable(),
  years_experience: z.number().int().nullable(),
  position: nullableString,
  is_management: z.boolean(),
});
export type Employee = z.infer<typeof ZEmployee>;

export const ZLinkedCompany = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address_city: nullableString,
  address_country: z.string(),
  relation: z.enum(['owner', 'subsidiary', 'founder']),
});
export type LinkedCompany = z.infer<typeof ZLinkedCompany>;

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  fullname: z.string(),
  membership_id: z.string(),
  profile_avatar: z.string(),
  /**
   * The account's language: the UI opens in it in a new tab and at the next login, and mails,
   * the digest, PDFs and exports use it (docs/decisions/186).
   */
  language: z.enum(['de', 'en']),
  /**
   * The login before the latest (ISO); null until the user has logged in twice: a first visit
   * is greeted "Willkommen", a returning user "Willkommen zurück" (docs/decisions/189).
   */
  previous_login_at: z.string().nullable(),
});
export type User = z.infer<typeof ZUser>;

export const ZRangeCount = z.object({ range_label: z.string(), count: z.number().int() });

export const ZStatistics = z.object({
  /**
   * Counts of the whole dataset, and the revenue of one reference year (docs/decisions/187):
   * the latest year with complete reports. The average is that total over the companies that
   * reported revenue that year, so the two cannot contradict.
   */
  overview: z.object({
    total_companies: z.number().int(),
    total_employees: z.number(),
    /** The reference year; null when no company reported revenue. */
    revenue_year: z.number().int().nullable(),
    total_revenue: z.number(),
    avg_revenue: z.number(),
    /** The companies that reported revenue in the reference year. */
    revenue_companies: z.number().int(),
  }),
  companies_by_industry: z.array(
    z.object({ industry: z.string(), industry_en: z.string().optional(), count: z.number().int() }),
  ),
  companies_by_city: z.array(z.object({ city: z.string(), count: z.number().int() })),
  revenue_distribution: z.array(ZRangeCount),
  employee_distribution: z.array(ZRangeCount),
  growth_trends: z.object({
    revenue_growth: z.array(z.object({ year: z.number().int(), total_revenue: z.number() })),
  }),
  financial_metrics: z.object({
    median_revenue: z.number(),
    percentile_25: z.number(),
    percentile_75: z.number(),
    percentile_90: z.number(),
    companies_with_revenue: z.number().int(),
    companies_without_revenue: z.number().int(),
    /** Revenue plus wages and salaries of the reference year's reports (docs/decisions/187). */
    total_economic_impact: z.number(),
  }),
});
export type Statistics = z.infer<typeof ZStatistics>;
