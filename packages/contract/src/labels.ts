import type { CountryName } from './constants';
import type { FinancialField, IDENTIFIER_FIELDS } from './entities';
import { type DataSourceName, HISTORY_FIELD_GROUPS } from './provenance';

/** Fields of the change history (imports, Refresh Data, user reports) that have a label. */
export const CHANGE_FIELDS = [
  'created',
  'source',
  ...HISTORY_FIELD_GROUPS,
  'company_name',
  'contact_website',
  'contact_phone',
  'contact_email',
  'address_street',
  'person',
] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export function isChangeField(value: string): value is ChangeField {
  return (CHANGE_FIELDS as readonly string[]).includes(value);
}

export interface RegisterLabels {
  /** Label of `ID_Fb`: Firmenbuch (FN) in Austria, Handelsregister (HRB/HRA) in Germany, CH-ID/UID in Switzerland. */
  readonly number: string;
  /** Label of `ID_Gerichtscode`: the court or office that keeps the register. */
  readonly court: string;
}

type IdentifierField = (typeof IDENTIFIER_FIELDS)[number];

function isCountryName(value: string): value is CountryName {
  return value === 'Austria' || value === 'Germany' || value === 'Switzerland';
}

/**
 * Where the label of a company's identifier sits in `Labels` (the web app's catalogue holds the
 * same tree): the register number and court of a company in Austria, Germany or Switzerland are
 * named as that country's register names them; other identifiers keep the general label.
 */
export function identifierLabelKey(
  field: IdentifierField,
  country: string,
): `identifiers.${IdentifierField}` | `registers.${CountryName}.${keyof RegisterLabels}` {
  if (isCountryName(country)) {
    if (field === 'ID_Fb') return `registers.${country}.number`;
    if (field === 'ID_Gerichtscode') return `registers.${country}.court`;
  }
  return `identifiers.${field}`;
}

/** The label of a company's identifier in `labels` (see identifierLabelKey). */
export function identifierLabel(labels: Labels, field: IdentifierField, country: string): string {
  const [group, first, second] = identifierLabelKey(field, country).split('.') as [string, string, string?];
  if (group === 'registers' && isCountryName(first) && (second === 'number' || second === 'court'))
    return labels.registers[first][second];
  return labels.identifiers[field];
}

/**
 * Labels the web app and the server's documents and mails share, one file per language
 * (labels.de.ts, labels.en.ts) so that the web app loads only its own (docs/decisions/106).
 */
export interface Labels {
  readonly financialFields: Readonly<Record<FinancialField, string>>;
  readonly auditor: string;
  readonly identifiers: Readonly<Record<(typeof IDENTIFIER_FIELDS)[number], string>>;
  /** The register number and the register's office by the company's country (docs/decisions/180). */
  readonly registers: Readonly<Record<CountryName, RegisterLabels>>;
  readonly dataSources: Readonly<Record<DataSourceName, string>>;
  readonly changeFields: Readonly<Record<ChangeField, string>>;
}
