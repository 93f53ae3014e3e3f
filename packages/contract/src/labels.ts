import type { FinancialField, IDENTIFIER_FIELDS } from './entities';
import type { DataSourceName } from './provenance';

/** Fields of the change history (imports, Refresh Data, user reports) that have a label. */
export const CHANGE_FIELDS = [
  'created',
  'source',
  'name',
  'company_name',
  'legal_form',
  'address',
  'location',
  'legal_status',
  'date_founded',
  'lei',
  'register',
  'representatives',
  'ownership',
  'contact_website',
  'contact_phone',
  'contact_email',
  'address_street',
] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export function isChangeField(value: string): value is ChangeField {
  return (CHANGE_FIELDS as readonly string[]).includes(value);
}

/**
 * Labels the web app and the server's documents and mails share, one file per language
 * (labels.de.ts, labels.en.ts) so that the web app loads only its own (docs/decisions/106).
 */
export interface Labels {
  readonly financialFields: Readonly<Record<FinancialField, string>>;
  readonly auditor: string;
  readonly identifiers: Readonly<Record<(typeof IDENTIFIER_FIELDS)[number], string>>;
  readonly dataSources: Readonly<Record<DataSourceName, string>>;
  readonly changeFields: Readonly<Record<ChangeField, string>>;
}
