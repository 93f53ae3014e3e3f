import { type Kysely, sql } from 'kysely';
import { COUNTRY_CODES } from '../country-codes';
import type {
  DataSource,
  HistoryEntry,
  IdentityRow,
  ImportFields,
  ProvenanceRow,
  RelationshipRow,
  SourceRow,
} from '../types';
import { prepare } from './query-layer';
import type { ImportTables } from './tables';

/** The company columns an import writes. */
export const IMPORT_FIELD_COLUMNS = [
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
] as const satisfies readonly (keyof ImportFields)[];

/** A row of the store's interface, for one company, as the named values of a prepared statement. */
type Values<T> = T & { companyId: number } & Record<string, unknown>;

/** A company's row values of the import's columns (nothing else of `fields`). */
function fieldValues(fields: ImportFields): ImportFields {
  const values = {} as Record<(typeof IMPORT_FIELD_COLUMNS)[number], unknown>;
  for (const column of IMPORT_FIELD_COLUMNS) values[column] = fields[column];
  return values as ImportFields;
}

/**
 * The import writer's statements, built and compiled once per import store (an import runs
 * them for every company it writes) and run in each batch's transaction.
 */
export function importStatements(db: Kysely<ImportTables>) {
  // The candidates of decision 003: one lookup per key.
  const candidates = (key: 'lei' | 'register_key' | 'name_postcode_key') =>
    prepare(db, (p: { key: string }) =>
      db
        .selectFrom('company_identity')
        .select(['company_id', 'country', 'lei', 'register_key', 'name_key', 'legal_form'])
        .where(key, '=', p.key),
    );
  return {
    byLei: candidates('lei'),
    byRegisterKey: candidates('register_key'),
    byNamePostcode: candidates('name_postcode_key'),
    source: prepare(db, (p: { source: DataSource; sourceId: string }) =>
      db
        .selectFrom('company_sources')
        .select(['company_id', 'fingerprint'])
        .where('source', '=', p.source)
        .where('source_id', '=', p.sourceId),
    ),
    fields: prepare(db, (p: { companyId: number }) =>
      db.selectFrom('companies').select(IMPORT_FIELD_COLUMNS).where('company_id', '=', p.companyId),
    ),
    identity: prepare(db, (p: { companyId: number }) =>
      db
        .selectFrom('company_identity')
        .select(['country', 'lei', 'register_key', 'name_key', 'name_postcode_key', 'legal_form'])
        .where('company_id', '=', p.companyId),
    ),
    provenance: prepare(db, (p: { companyId: number }) =>
      db
        .selectFrom('company_provenance')
        .select(['field', 'source', 'source_date', 'published'])
        .where('company_id', '=', p.companyId),
    ),
    representatives: prepare(db, (p: { companyId: number }) =>
      db
        .selectFrom('representatives')
        .select(['name', 'title', 'representation', 'location'])
        .where('company_id', '=', p.companyId)
        .orderBy('representative_id'),
    ),
    corrections: prepare(db, (p: { source: DataSource; sourceId: string }) =>
      db
        .selectFrom('company_corrections')
        .select(['field', 'value', 'source_value'])
        .where('source', '=', p.source)
        .where('source_id', '=', p.sourceId),
    ),
    correctedRecords: prepare(db, (p: { source: DataSource }) =>
      db.selectFrom('company_corrections').select('source_id').distinct().where('source', '=', p.source),
    ),
    dropCorrection: prepare(db, (p: { companyId: number; field: string }) =>
      db
        .deleteFrom('company_corrections')
        .where('field', '=', p.field)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('company_sources')
              .select('company_sources.source')
              .whereRef('company_sources.source', '=', 'company_corrections.source')
              .whereRef('company_sources.source_id', '=', 'company_corrections.source_id')
              .where('company_sources.company_id', '=', p.companyId),
          ),
        ),
    ),
    place: prepare(db, (p: { postcode: string; country: string }) =>
      db
        .selectFrom('places')
        .select(['latitude', 'longitude'])
        .where('kind', '=', 'postcode')
        .where('postcode', '=', p.postcode)
        .where('country', '=', p.country)
        .orderBy('companies', 'desc')
        .limit(1),
    ),
    // New companies are numbered max + 1 (an import holds the file's write lock on SQLite, an
    // advisory lock on PostgreSQL, so no other import numbers alike).
    nextCompanyId: prepare(db, () =>
      db.selectFrom('companies').select(sql<number>`coalesce(max(company_id), 0) + 1`.as('id')),
    ),
    insertCompany: prepare(db, (p: Values<ImportFields & { today: string }>) =>
      db.insertInto('companies').values({
        company_id: p.companyId,
        ...fieldValues(p),
        date_added: p.today,
        date_updated: p.today,
      }),
    ),
    updateCompany: prepare(db, (p: Values<ImportFields & { today: string }>) =>
      db
        .updateTable('companies')
        .set({ ...fieldValues(p), date_updated: p.today })
        .where('company_id', '=', p.companyId),
    ),
    key: prepare(db, (p: { companyKey: string; companyId: number }) =>
      db.insertInto('company_keys').values({ company_key: p.companyKey, company_id: p.companyId }),
    ),
    // An upsert, not a replace: a merged company keeps its industry and its record parent.
    facets: prepare(
      db,
      (p: {
        companyId: number;
        country: number;
        active: number;
        latitude: number | null;
        longitude: number | null;
      }) =>
        db
          .insertInto('company_facets')
          .values({
            company_id: p.companyId,
            country_code: p.country,
            active: p.active,
            industry_id: null,
            latitude: p.latitude,
            longitude: p.longitude,
          })
          .onConflict((conflict) =>
            conflict.column('company_id').doUpdateSet((eb) => ({
              country_code: eb.ref('excluded.country_code'),
              active: eb.ref('excluded.active'),
              latitude: eb.ref('excluded.latitude'),
              longitude: eb.ref('excluded.longitude'),
            })),
          ),
    ),
    saveIdentity: prepare(db, (p: Values<IdentityRow>) =>
      db
        .insertInto('company_identity')
        .values({
          company_id: p.companyId,
          country: p.country,
          lei: p.lei,
          register_key: p.registerKey,
          name_key: p.nameKey,
          name_postcode_key: p.namePostcodeKey,
          legal_form: p.legalForm,
        })
        .onConflict((conflict) =>
          conflict.column('company_id').doUpdateSet((eb) => ({
            country: eb.ref('excluded.country'),
            lei: eb.ref('excluded.lei'),
            register_key: eb.ref('excluded.register_key'),
            name_key: eb.ref('excluded.name_key'),
            name_postcode_key: eb.ref('excluded.name_postcode_key'),
            legal_form: eb.ref('excluded.legal_form'),
          })),
        ),
    ),
    saveSource: prepare(db, (p: Values<SourceRow & { importedAt: string }>) =>
      db
        .insertInto('company_sources')
        .values({
          source: p.source,
          source_id: p.sourceId,
          company_id: p.companyId,
          source_date: p.sourceDate,
          fingerprint: p.fingerprint,
          imported_at: p.importedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['source', 'source_id']).doUpdateSet((eb) => ({
            company_id: eb.ref('excluded.company_id'),
            source_date: eb.ref('excluded.source_date'),
            fingerprint: eb.ref('excluded.fingerprint'),
            imported_at: eb.ref('excluded.imported_at'),
          })),
        ),
    ),
    saveProvenance: prepare(db, (p: Values<Omit<ProvenanceRow, 'published'> & { published: number }>) =>
      db
        .insertInto('company_provenance')
        .values({
          company_id: p.companyId,
          field: p.field,
          source: p.source,
          source_date: p.sourceDate,
          published: p.published,
        })
        .onConflict((conflict) =>
          conflict.columns(['company_id', 'field']).doUpdateSet((eb) => ({
            source: eb.ref('excluded.source'),
            source_date: eb.ref('excluded.source_date'),
            published: eb.ref('excluded.published'),
          })),
        ),
    ),
    deleteRepresentatives: prepare(db, (p: { companyId: number }) =>
      db.deleteFrom('representatives').where('company_id', '=', p.companyId),
    ),
    // Numbered max + 1 in the statement itself, as new companies are.
    addRepresentative: prepare(
      db,
      (p: {
        companyId: number;
        name: string;
        title: string;
        representation: string | null;
        location: string | null;
        personKey: string | null;
        since: string | null;
      }) =>
        db
          .insertInto('representatives')
          .columns([
            'representative_id',
            'company_id',
            'name',
            'title',
            'representation',
            'location',
            'person_key',
            'since',
          ])
          .expression((eb) =>
            eb
              .selectFrom('representatives')
              .select([
                sql<number>`coalesce(max(representative_id), 0) + 1`.as('representative_id'),
                eb.val(p.companyId).as('company_id'),
                eb.val(p.name).as('name'),
                eb.val(p.title).as('title'),
                eb.val(p.representation).as('representation'),
                eb.val(p.location).as('location'),
                eb.val(p.personKey).as('person_key'),
                eb.val(p.since).as('since'),
              ]),
          ),
    ),
    countRepresentatives: prepare(db, (p: { companyId: number; count: number }) =>
      db
        .updateTable('companies')
        .set({ representatives_count: p.count })
        .where('company_id', '=', p.companyId),
    ),
    addHistory: prepare(db, (p: Values<HistoryEntry>) =>
      db.insertInto('company_history').values({
        company_id: p.companyId,
        field: p.field,
        old_value: p.oldValue,
        new_value: p.newValue,
        changed_at: p.changedAt,
        source: p.source,
        source_date: p.sourceDate,
      }),
    ),
    relationship: prepare(db, (p: { companyId: number; parentLei: string; kind: string }) =>
      db
        .selectFrom('company_relationships')
        .select(['fingerprint', 'status', 'end_date'])
        .where('company_id', '=', p.companyId)
        .where('parent_lei', '=', p.parentLei)
        .where('kind', '=', p.kind),
    ),
    saveRelationship: prepare(db, (p: Values<RelationshipRow>) =>
      db
        .insertInto('company_relationships')
        .values({
          company_id: p.companyId,
          parent_lei: p.parentLei,
          kind: p.kind,
          status: p.status,
          start_date: p.startDate,
          end_date: p.endDate,
          source_date: p.sourceDate,
          fingerprint: p.fingerprint,
        })
        .onConflict((conflict) =>
          conflict.columns(['company_id', 'parent_lei', 'kind']).doUpdateSet((eb) => ({
            status: eb.ref('excluded.status'),
            start_date: eb.ref('excluded.start_date'),
            end_date: eb.ref('excluded.end_date'),
            source_date: eb.ref('excluded.source_date'),
            fingerprint: eb.ref('excluded.fingerprint'),
          })),
        ),
    ),
    nameByLei: prepare(db, (p: { lei: string }) =>
      db
        .selectFrom('company_identity as i')
        .innerJoin('companies as c', 'c.company_id', 'i.company_id')
        .select('c.company_name')
        .where('i.lei', '=', p.lei),
    ),
  };
}

export type ImportStatements = ReturnType<typeof importStatements>;

/** Facets of a company as advanced search reads them. */
export const facetValues = (companyId: number, fields: ImportFields) => ({
  companyId,
  country: COUNTRY_CODES[fields.address_country] ?? 0,
  active: fields.legal_status === 'Active' ? 1 : 0,
  latitude: fields.latitude,
  longitude: fields.longitude,
});
