import { FINANCIAL_FIELDS, IDENTIFIER_FIELDS, SOCIAL_FIELDS } from '@fd/contract';
import type { CompanyRow, FinancialRow } from '@fd/datagen';

/** Column lists of the bulk-loaded tables, in the order the loaders bind them. */

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
  'short_description_en',
  'gegenstand',
  'industry_id',
  'date_founded',
  'date_updated',
  'date_added',
  'insolvency',
  'source',
  'datalink',
  'domain_info',
  'owners',
  'founders',
  'ceo',
  'subsidiaries',
  'contact_website',
  'contact_email',
  'contact_phone',
  'contact_fax',
  ...SOCIAL_FIELDS,
  ...IDENTIFIER_FIELDS,
] as const satisfies readonly (keyof CompanyRow)[];

export const FINANCIAL_COLUMNS = [
  'report_id',
  'company_id',
  'report_date',
  ...FINANCIAL_FIELDS,
  'auditor_name',
] as const satisfies readonly (keyof FinancialRow)[];

export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
export const insertSql = (table: string, columns: readonly string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`;
