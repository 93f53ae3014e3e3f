/**
 * The import writer's SQL on the embedded dataset file. An import runs in its own process next
 * to the server: it writes the file in one IMMEDIATE transaction per batch, with the company's
 * name, spatial and vocabulary index entries, and appends to company_changes; the server's
 * ChangeFollower picks the entries up within FOLLOW_POLL_MS.
 */
import { nameIndexText } from '@fd/contract';
import { DERIVED_CHANGE } from '../derived-change';
import type { TransactionWithoutEvents } from '../import-events';
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
import type { ImportFields, ImportStore, RepresentativeRow } from '../types';
import { COUNTRY_CODES } from './columns';
import { openDatabase, type SqliteDatabase } from './database';
import { refreshDerivedData } from './dataset-build';
import { withImportEvents } from './import-events';
import { openSqliteDataset } from './index';

const FIELD_COLUMNS = IMPORT_FIELD_COLUMNS;

const terms = (name: string) => [...new Set(nameIndexText(name).split(/\s+/).filter(Boolean))];

function createTransaction(db: SqliteDatabase): TransactionWithoutEvents {
  const s = {
    byLei: db.prepare(`${IDENTITY_CANDIDATES} WHERE lei = ?`),
    byRegister: db.prepare(`${IDENTITY_CANDIDATES} WHERE register_key = ?`),
    byName: db.prepare(`${IDENTITY_CANDIDATES} WHERE name_postcode_key = ?`),
    source: db.prepare(
      'SELECT company_id, fingerprint FROM company_sources WHERE source = ? AND source_id = ?',
    ),
    fields: db.prepare(`SELECT ${FIELD_COLUMNS.join(', ')} FROM companies WHERE company_id = ?`),
    identity: db.prepare(`${IDENTITY_OF_COMPANY}?`),
    provenance: db.prepare(
      'SELECT field, source, source_date, published FROM company_provenance WHERE company_id = ?',
    ),
    representatives: db.prepare(
      'SELECT name, title, representation, location FROM representatives WHERE company_id = ? ORDER BY representative_id',
    ),
    place: db.prepare(`SELECT latitude, longitude FROM places
      WHERE kind = 'postcode' AND postcode = ? AND country = ? ORDER BY companies DESC LIMIT 1`),
    insert: db.prepare(`INSERT INTO companies (${FIELD_COLUMNS.join(', ')}, date_added, date_updated)
      VALUES (${FIELD_COLUMNS.map((c) => `@${c}`).join(', ')}, @today, @today)`),
    update: db.prepare(`UPDATE companies SET ${FIELD_COLUMNS.map((c) => `${c} = @${c}`).join(', ')},
      date_updated = @today WHERE company_id = @company_id`),
    key: db.prepare('INSERT INTO company_keys (company_key, company_id) VALUES (?, ?)'),
    // An upsert, not a replace: a merged company keeps its industry and its record parent.
    facets:
      db.prepare(`INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude)
      VALUES (?, ?, ?, NULL, ?, ?) ON CONFLICT (company_id) DO UPDATE SET country_code = excluded.country_code,
      active = excluded.active, latitude = excluded.latitude, longitude = excluded.longitude`),
    ftsAdd: db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)'),
    ftsDelete: db.prepare("INSERT INTO company_fts (company_fts, rowid, tokens) VALUES ('delete', ?, ?)"),
    vocabAdd: db.prepare(
      'INSERT INTO name_vocab (term, doc_count) VALUES (?, 1) ON CONFLICT (term) DO UPDATE SET doc_count = doc_count + 1',
    ),
    vocabRemove: db.prepare('UPDATE name_vocab SET doc_count = doc_count - 1 WHERE term = ?'),
    vocabPrune: db.prepare('DELETE FROM name_vocab WHERE term = ? AND doc_count <= 0'),
    geoDelete: db.prepare('DELETE FROM company_geo WHERE company_id = ?'),
    geoAdd: db.prepare(
      'INSERT INTO company_geo (company_id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)',
    ),
    saveIdentity: db.prepare(`INSERT OR REPLACE INTO company_identity
      (company_id, country, lei, register_key, name_key, name_postcode_key, legal_form) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    saveSource: db.prepare(`INSERT OR REPLACE INTO company_sources
      (source, source_id, company_id, source_date, fingerprint, imported_at) VALUES (?, ?, ?, ?, ?, ?)`),
    saveProvenance: db.prepare(`INSERT OR REPLACE INTO company_provenance
      (company_id, field, source, source_date, published) VALUES (?, ?, ?, ?, ?)`),
    deleteRepresentatives: db.prepare('DELETE FROM representatives WHERE company_id = ?'),
    addRepresentative: db.prepare(
      `INSERT INTO representatives (company_id, name, title, representation, location, person_key, since)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    countRepresentatives: db.prepare('UPDATE companies SET representatives_count = ? WHERE company_id = ?'),
    addHistory: db.prepare(`INSERT INTO company_history
      (company_id, field, old_value, new_value, changed_at, source, source_date) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    relationship: db.prepare(
      'SELECT fingerprint, status, end_date FROM company_relationships WHERE company_id = ? AND parent_lei = ? AND kind = ?',
    ),
    saveRelationship: db.prepare(`INSERT OR REPLACE INTO company_relationships
      (company_id, parent_lei, kind, status, start_date, end_date, source_date, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    nameByLei: db.prepare(
      'SELECT c.company_name FROM company_identity i JOIN companies c USING (company_id) WHERE i.lei = ?',
    ),
    change: db.prepare('INSERT INTO company_changes (company_id, source) VALUES (?, ?)'),
  };

  /** Facets, full text, vocabulary and spatial index of a company, from `before` to `after`. */
  function reindex(companyId: number, before: ImportFields | null, after: ImportFields): void {
    s.facets.run(
      companyId,
      COUNTRY_CODES[after.address_country] ?? 0,
      after.legal_status === 'Active' ? 1 : 0,
      after.latitude,
      after.longitude,
    );
    if (before?.company_name !== after.company_name) {
      if (before) {
        s.ftsDelete.run(companyId, nameIndexText(before.company_name));
        for (const term of terms(before.company_name)) {
          s.vocabRemove.run(term);
          s.vocabPrune.run(term);
        }
      }
      s.ftsAdd.run(companyId, nameIndexText(after.company_name));
      for (const term of terms(after.company_name)) s.vocabAdd.run(term);
    }
    if (before?.latitude !== after.latitude || before?.longitude !== after.longitude) {
      s.geoDelete.run(companyId);
      if (after.latitude !== null && after.longitude !== null)
        s.geoAdd.run(companyId, after.latitude, after.latitude, after.longitude, after.longitude);
    }
  }

  return {
    byLei: (lei) => {
      const row = s.byLei.get(lei) as Record<string, unknown> | undefined;
      return row ? toMatchCandidate(row) : null;
    },
    byRegisterKey: (key) => (s.byRegister.all(key) as Record<string, unknown>[]).map(toMatchCandidate),
    byNamePostcode: (key) => (s.byName.all(key) as Record<string, unknown>[]).map(toMatchCandidate),
    async sourceRecord(source, sourceId) {
      const row = s.source.get(source, sourceId) as { company_id: number; fingerprint: string } | undefined;
      return row ? { companyId: row.company_id, fingerprint: row.fingerprint } : null;
    },
    async company(companyId) {
      const fields = s.fields.get(companyId) as ImportFields | undefined;
      if (!fields) return null;
      const identity = s.identity.get(companyId) as Record<string, unknown> | undefined;
      return {
        companyId,
        fields,
        identity: identity ? toIdentityRow(identity) : null,
        provenance: (s.provenance.all(companyId) as Record<string, unknown>[]).map(toProvenanceRow),
        representatives: s.representatives.all(companyId) as RepresentativeRow[],
      };
    },
    async postcodeCentre(postcode, country) {
      return (
        (s.place.get(postcode, IMPORT_COUNTRY_NAMES[country] ?? country) as {
          latitude: number;
          longitude: number;
        }) ?? null
      );
    },
    async insertCompany(fields, companyKey, today) {
      const companyId = Number(s.insert.run({ ...fields, today }).lastInsertRowid);
      s.key.run(companyKey, companyId);
      reindex(companyId, null, fields);
      return companyId;
    },
    async updateCompany(companyId, before, after, today) {
      s.update.run({ ...after, today, company_id: companyId });
      reindex(companyId, before, after);
    },
    async saveIdentity(companyId, i) {
      s.saveIdentity.run(
        companyId,
        i.country,
        i.lei,
        i.registerKey,
        i.nameKey,
        i.namePostcodeKey,
        i.legalForm,
      );
    },
    async saveSource(companyId, row, importedAt) {
      s.saveSource.run(row.source, row.sourceId, companyId, row.sourceDate, row.fingerprint, importedAt);
    },
    async saveProvenance(companyId, rows) {
      for (const row of rows)
        s.saveProvenance.run(companyId, row.field, row.source, row.sourceDate, row.published ? 1 : 0);
    },
    async replaceRepresentatives(companyId, rows) {
      s.deleteRepresentatives.run(companyId);
      for (const r of rows)
        s.addRepresentative.run(
          companyId,
          r.name,
          r.title,
          r.representation,
          r.location,
          r.personKey ?? null,
          r.since ?? null,
        );
      s.countRepresentatives.run(rows.length, companyId);
    },
    async addHistory(companyId, entries) {
      for (const e of entries)
        s.addHistory.run(companyId, e.field, e.oldValue, e.newValue, e.changedAt, e.source, e.sourceDate);
    },
    async relationship(companyId, parentLei, kind) {
      const row = s.relationship.get(companyId, parentLei, kind) as
        | { fingerprint: string; status: string; end_date: string | null }
        | undefined;
      return row ? { fingerprint: row.fingerprint, status: row.status, endDate: row.end_date } : null;
    },
    async saveRelationship(companyId, r) {
      s.saveRelationship.run(
        companyId,
        r.parentLei,
        r.kind,
        r.status,
        r.startDate,
        r.endDate,
        r.sourceDate,
        r.fingerprint,
      );
    },
    async nameByLei(lei) {
      return (s.nameByLei.pluck().get(lei) as string | undefined) ?? null;
    },
    async recordChange(companyId, source) {
      s.change.run(companyId, source);
    },
  };
}

/** The import store on a dataset file (its own connection: an import runs beside the server). */
export function openSqliteImportStore(path: string): ImportStore {
  // Migrations first (a file from an older version gains the import tables), then a serving connection.
  openSqliteDataset(path).close();
  const db = openDatabase(path);
  // A run that changed no company (the same file again) leaves the derived figures and the change sequence alone.
  const changed = { any: false };
  const tx = noteChanges(withImportEvents(createTransaction(db), db), changed);
  return {
    engine: 'sqlite',
    async transaction(work) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(tx);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    async finish() {
      if (!changed.any) return;
      changed.any = false;
      refreshDerivedData(db);
      db.prepare('INSERT INTO company_changes (company_id, source) VALUES (?, ?)').run(
        DERIVED_CHANGE.companyId,
        DERIVED_CHANGE.source,
      );
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
