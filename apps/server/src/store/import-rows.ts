/**
 * What the SQLite and PostgreSQL import repositories share: the company columns an import
 * writes, the identity lookup of entity resolution and the mapping of its rows, the country
 * names of the gazetteer, and the note whether a run changed any company (decision 053).
 */
import type { DataSource, IdentityRow, ImportFields, ImportTransaction, ProvenanceRow } from './types';

/** The matcher's candidate row, named through the store's own interface (the store imports no importer). */
type MatchCandidate = NonNullable<Awaited<ReturnType<ImportTransaction['byLei']>>>;

export const IMPORT_FIELD_COLUMNS: (keyof ImportFields)[] = [
  'company_name',
  'legal_form',
  'address_street',
  'address_postcode',
  'address_city',
  'address_country',
  'latitude',
  'longitude',
  'legal_status',
  'date_founded',
  'ID_Lei',
  'ID_Fb',
  'ID_Gerichtscode',
];

/** The candidates of decision 003; callers add the WHERE clause of their key. */
export const IDENTITY_CANDIDATES =
  'SELECT company_id, country, lei, register_key, name_key, legal_form FROM company_identity';

export const IDENTITY_OF_COMPANY =
  'SELECT country, lei, register_key, name_key, name_postcode_key, legal_form FROM company_identity WHERE company_id = ';

export const IMPORT_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  DE: 'Germany',
  CH: 'Switzerland',
};

export const toMatchCandidate = (row: Record<string, unknown>): MatchCandidate => ({
  id: String(row.company_id),
  country: row.country as MatchCandidate['country'],
  lei: row.lei as string | null,
  registerKey: row.register_key as string | null,
  nameKey: row.name_key as string | null,
  legalForm: row.legal_form as string | null,
});

export const toIdentityRow = (row: Record<string, unknown>): IdentityRow => ({
  country: row.country as string,
  lei: (row.lei as string | null) ?? null,
  registerKey: (row.register_key as string | null) ?? null,
  nameKey: (row.name_key as string | null) ?? null,
  namePostcodeKey: (row.name_postcode_key as string | null) ?? null,
  legalForm: (row.legal_form as string | null) ?? null,
});

export const toProvenanceRow = (row: Record<string, unknown>): ProvenanceRow => ({
  field: row.field as string,
  source: row.source as DataSource,
  sourceDate: row.source_date as string | null,
  published: row.published === 1,
});

/** The transaction, noting in `changes` whether it recorded a company change. */
export function noteChanges(written: ImportTransaction, changes: { any: boolean }): ImportTransaction {
  return {
    ...written,
    recordChange: (companyId, source) => {
      changes.any = true;
      return written.recordChange(companyId, source);
    },
  };
}
