/**
 * The import writer's SQL on PostgreSQL, the system of record: one transaction per batch on the
 * primary, with its company_changes entries. Servers' local indexes (rows, full text, spatial
 * index) follow the change feed. An advisory lock keeps two imports from numbering new
 * companies alike.
 */
import type pg from 'pg';
import { COMPANY_TABLES, pgColumn } from '../copy-tables';
import { DERIVED_CHANGE, DERIVED_STALE_KEY } from '../derived-change';
import { type TransactionWithoutEvents, withEvents } from '../import-events';
import {
  IDENTITY_CANDIDATES,
  IDENTITY_OF_COMPANY,
  IMPORT_COUNTRY_NAMES,
  IMPORT_FIELD_COLUMNS,
  noteChanges,
  toIdentityRow,
  toMatchCandidate,
  toProvenanceRow,
} from '../import-rows';
import { COUNTRY_CODES } from '../sqlite/columns';
import type { ImportFields, ImportStore, RepresentativeRow } from '../types';
import { appendChanges, type ChangeEntry } from './change-log';
import { type PostgresPools, transaction } from './database';
import { type CompanyEvents, insertEvents } from './event-writer';

const FIELD_COLUMNS = IMPORT_FIELD_COLUMNS;
const COLUMNS = FIELD_COLUMNS.map(pgColumn).join(', ');
const IMPORT_LOCK = 0x46_52_49_4d; // 'FRIM'

/** Company tables (an import writes most of them) and the change sequence. */
const ANALYZED_AFTER_IMPORT = [...COMPANY_TABLES, 'company_changes'];
function createTransaction(client: pg.PoolClient, changes: ChangeEntry[]): TransactionWithoutEvents {
  const q = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;
  const facets = async (companyId: number, f: ImportFields) => {
    await client.query(
      `INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude)
       VALUES ($1, $2, $3, NULL, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET country_code = $2, active = $3, latitude = $4, longitude = $5`,
      [
        companyId,
        COUNTRY_CODES[f.address_country] ?? 0,
        f.legal_status === 'Active' ? 1 : 0,
        f.latitude,
        f.longitude,
      ],
    );
  };
  return {
    byLei: async (lei) => {
      const [row] = await q(`${IDENTITY_CANDIDATES} WHERE lei = $1`, [lei]);
      return row ? toMatchCandidate(row) : null;
    },
    byRegisterKey: async (key) =>
      (await q(`${IDENTITY_CANDIDATES} WHERE register_key = $1`, [key])).map(toMatchCandidate),
    byNamePostcode: async (key) =>
      (await q(`${IDENTITY_CANDIDATES} WHERE name_postcode_key = $1`, [key])).map(toMatchCandidate),
    async sourceRecord(source, sourceId) {
      const [row] = await q<{ company_id: number; fingerprint: string }>(
        'SELECT company_id, fingerprint FROM company_sources WHERE source = $1 AND source_id = $2',
        [source, sourceId],
      );
      return row ? { companyId: row.company_id, fingerprint: row.fingerprint } : null;
    },
    async company(companyId) {
      const [fields] = await q<ImportFields & Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM companies WHERE company_id = $1`,
        [companyId],
      );
      if (!fields) return null;
      const [id] = await q(`${IDENTITY_OF_COMPANY}$1`, [companyId]);
      const provenance = await q(
        'SELECT field, source, source_date, published FROM company_provenance WHERE company_id = $1',
        [companyId],
      );
      const representatives = await q<RepresentativeRow & Record<string, unknown>>(
        'SELECT name, title, representation, location FROM representatives WHERE company_id = $1 ORDER BY representative_id',
        [companyId],
      );
      return {
        companyId,
        fields: fields as ImportFields,
        identity: id ? toIdentityRow(id) : null,
        provenance: provenance.map(toProvenanceRow),
        representatives,
      };
    },
    async postcodeCentre(postcode, country) {
      const [row] = await q<{ latitude: number; longitude: number }>(
        `SELECT latitude, longitude FROM places WHERE kind = 'postcode' AND postcode = $1 AND country = $2
          ORDER BY companies DESC LIMIT 1`,
        [postcode, IMPORT_COUNTRY_NAMES[country] ?? country],
      );
      return row ?? null;
    },
    async insertCompany(fields, companyKey, today) {
      const [{ id }] = await q<{ id: number }>(
        'SELECT coalesce(max(company_id), 0) + 1 AS id FROM companies',
      );
      await client.query(
        `INSERT INTO companies (company_id, ${COLUMNS}, date_added, date_updated)
         VALUES ($1, ${FIELD_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, $${FIELD_COLUMNS.length + 2}, $${FIELD_COLUMNS.length + 2})`,
        [id, ...FIELD_COLUMNS.map((c) => fields[c]), today],
      );
      await client.query('INSERT INTO company_keys (company_key, company_id) VALUES ($1, $2)', [
        companyKey,
        id,
      ]);
      await facets(id, fields);
      return id;
    },
    async updateCompany(companyId, _before, after, today) {
      await client.query(
        `UPDATE companies SET ${FIELD_COLUMNS.map((c, i) => `${pgColumn(c)} = $${i + 2}`).join(', ')},
           date_updated = $${FIELD_COLUMNS.length + 2} WHERE company_id = $1`,
        [companyId, ...FIELD_COLUMNS.map((c) => after[c]), today],
      );
      await facets(companyId, after);
    },
    async saveIdentity(companyId, i) {
      await client.query(
        `INSERT INTO company_identity (company_id, country, lei, register_key, name_key, name_postcode_key, legal_form)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (company_id) DO UPDATE SET country = $2, lei = $3, register_key = $4, name_key = $5,
           name_postcode_key = $6, legal_form = $7`,
        [companyId, i.country, i.lei, i.registerKey, i.nameKey, i.namePostcodeKey, i.legalForm],
      );
    },
    async saveSource(companyId, row, importedAt) {
      await client.query(
        `INSERT INTO company_sources (source, source_id, company_id, source_date, fingerprint, imported_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (source, source_id) DO UPDATE SET company_id = $3, source_date = $4, fingerprint = $5, imported_at = $6`,
        [row.source, row.sourceId, companyId, row.sourceDate, row.fingerprint, importedAt],
      );
    },
    async saveProvenance(companyId, rows) {
      for (const row of rows)
        await client.query(
          `INSERT INTO company_provenance (company_id, field, source, source_date, published) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (company_id, field) DO UPDATE SET source = $3, source_date = $4, published = $5`,
          [companyId, row.field, row.source, row.sourceDate, row.published ? 1 : 0],
        );
    },
    async replaceRepresentatives(companyId, rows) {
      await client.query('DELETE FROM representatives WHERE company_id = $1', [companyId]);
      for (const r of rows)
        await client.query(
          `INSERT INTO representatives (representative_id, company_id, name, title, representation, location, person_key, since)
           SELECT coalesce(max(representative_id), 0) + 1, $1, $2, $3, $4, $5, $6, $7 FROM representatives`,
          [companyId, r.name, r.title, r.representation, r.location, r.personKey ?? null, r.since ?? null],
        );
      await client.query('UPDATE companies SET representatives_count = $2 WHERE company_id = $1', [
        companyId,
        rows.length,
      ]);
    },
    async addHistory(companyId, entries) {
      for (const e of entries)
        await client.query(
          `INSERT INTO company_history (company_id, field, old_value, new_value, changed_at, source, source_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [companyId, e.field, e.oldValue, e.newValue, e.changedAt, e.source, e.sourceDate],
        );
    },
    async relationship(companyId, parentLei, kind) {
      const [row] = await q<{ fingerprint: string; status: string; end_date: string | null }>(
        'SELECT fingerprint, status, end_date FROM company_relationships WHERE company_id = $1 AND parent_lei = $2 AND kind = $3',
        [companyId, parentLei, kind],
      );
      return row ? { fingerprint: row.fingerprint, status: row.status, endDate: row.end_date } : null;
    },
    async saveRelationship(companyId, r) {
      await client.query(
        `INSERT INTO company_relationships (company_id, parent_lei, kind, status, start_date, end_date, source_date, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (company_id, parent_lei, kind) DO UPDATE SET status = $4, start_date = $5, end_date = $6,
           source_date = $7, fingerprint = $8`,
        [companyId, r.parentLei, r.kind, r.status, r.startDate, r.endDate, r.sourceDate, r.fingerprint],
      );
    },
    async nameByLei(lei) {
      const [row] = await q<{ company_name: string }>(
        'SELECT c.company_name FROM company_identity i JOIN companies c USING (company_id) WHERE i.lei = $1',
        [lei],
      );
      return row?.company_name ?? null;
    },
    async recordChange(companyId, source) {
      // Appended when the batch commits (appendChanges), so entries become visible in id order.
      changes.push({ companyId, source });
    },
  };
}

/** The import store on PostgreSQL (own pools; the caller has waited for and migrated the database). */
export function createPostgresImportStore(pools: PostgresPools): ImportStore {
  // A run that changed no company (the same file again) leaves the derived figures and the change sequence alone.
  const changed = { any: false };
  return {
    engine: 'postgres',
    transaction: (work) =>
      transaction(pools.primary, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
        const entries: ChangeEntry[] = [];
        const events: CompanyEvents[] = [];
        const tx = withEvents(createTransaction(client, entries), (companyId, recorded) =>
          events.push({ companyId, events: recorded }),
        );
        const result = await work(noteChanges(tx, changed));
        await insertEvents(client, events, await appendChanges(client, entries));
        return result;
      }),
    async finish() {
      // Servers recompute the derived figures in their local index when they follow this entry;
      // one started later does it while building its index (decision 053).
      if (!changed.any) return;
      changed.any = false;
      await transaction(pools.primary, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
        await client.query(
          `INSERT INTO dataset_meta (key, value) VALUES ($1, $2)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          [DERIVED_STALE_KEY, new Date().toISOString()],
        );
        await appendChanges(client, [DERIVED_CHANGE]);
      });
      // Planner statistics for what a bulk import filled; autovacuum would come later, if at all soon.
      await pools.primary.query(`ANALYZE ${ANALYZED_AFTER_IMPORT.join(', ')}`);
    },
    close: () => pools.close(),
  };
}
