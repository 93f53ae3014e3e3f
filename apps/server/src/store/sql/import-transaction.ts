import type { TransactionWithoutEvents } from '../import-events';
import type { DataSource, IdentityRow, ImportFields, ImportTransaction, MatchCandidate } from '../types';
import { facetValues, type ImportStatements } from './import-statements';
import type { Executor } from './query-layer';

/**
 * The import writer's transaction, one implementation for both engines: `tx` is the batch's
 * transaction. What only one engine does comes in as `engine`: the embedded store's search
 * index (full text, vocabulary, spatial index) follows each written company, and each engine
 * records its change-sequence entries its own way (decision 088 on PostgreSQL).
 */
export interface ImportEngine {
  indexCompany?(companyId: number, before: ImportFields | null, after: ImportFields): void;
  recordChange(companyId: number, source: DataSource): Promise<void>;
}

/** The country names of the gazetteer (`places.country`). */
const COUNTRY_NAMES: Readonly<Record<string, string>> = { AT: 'Austria', DE: 'Germany', CH: 'Switzerland' };

type CandidateRow = {
  company_id: number;
  country: string;
  lei: string | null;
  register_key: string | null;
  name_key: string | null;
  legal_form: string | null;
};

const toMatchCandidate = (row: CandidateRow): MatchCandidate => ({
  id: String(row.company_id),
  country: row.country as MatchCandidate['country'],
  lei: row.lei,
  registerKey: row.register_key,
  nameKey: row.name_key,
  legalForm: row.legal_form,
});

export function createImportTransaction(
  s: ImportStatements,
  tx: Executor,
  engine: ImportEngine,
): TransactionWithoutEvents {
  const rows = async <P, R>(statement: { run(values: P, on: Executor): Promise<{ rows: R[] }> }, values: P) =>
    (await statement.run(values, tx)).rows;
  const facets = (companyId: number, fields: ImportFields) =>
    s.facets.run(facetValues(companyId, fields), tx);
  return {
    byLei: async (key) => {
      const [row] = await rows(s.byLei, { key });
      return row ? toMatchCandidate(row) : null;
    },
    byRegisterKey: async (key) => (await rows(s.byRegisterKey, { key })).map(toMatchCandidate),
    byNamePostcode: async (key) => (await rows(s.byNamePostcode, { key })).map(toMatchCandidate),
    async sourceRecord(source, sourceId) {
      const [row] = await rows(s.source, { source, sourceId });
      return row ? { companyId: row.company_id, fingerprint: row.fingerprint } : null;
    },
    async company(companyId) {
      const [fields] = await rows(s.fields, { companyId });
      if (!fields) return null;
      const [identity] = await rows(s.identity, { companyId });
      return {
        companyId,
        fields,
        identity: identity
          ? ({
              country: identity.country,
              lei: identity.lei,
              registerKey: identity.register_key,
              nameKey: identity.name_key,
              namePostcodeKey: identity.name_postcode_key,
              legalForm: identity.legal_form,
            } satisfies IdentityRow)
          : null,
        provenance: (await rows(s.provenance, { companyId })).map((row) => ({
          field: row.field,
          source: row.source,
          sourceDate: row.source_date,
          published: Number(row.published) === 1,
        })),
        representatives: await rows(s.representatives, { companyId }),
      };
    },
    async postcodeCentre(postcode, country) {
      const [row] = await rows(s.place, { postcode, country: COUNTRY_NAMES[country] ?? country });
      return row ?? null;
    },
    async insertCompany(fields, companyKey, today) {
      const [{ id }] = (await rows(s.nextCompanyId, {})) as [{ id: number }];
      const companyId = Number(id);
      await s.insertCompany.run({ ...fields, companyId, today }, tx);
      await s.key.run({ companyKey, companyId }, tx);
      await facets(companyId, fields);
      engine.indexCompany?.(companyId, null, fields);
      return companyId;
    },
    async updateCompany(companyId, before, after, today) {
      await s.updateCompany.run({ ...after, companyId, today }, tx);
      await facets(companyId, after);
      engine.indexCompany?.(companyId, before, after);
    },
    async saveIdentity(companyId, identity) {
      await s.saveIdentity.run({ companyId, ...identity }, tx);
    },
    async saveSource(companyId, row, importedAt) {
      await s.saveSource.run({ ...row, companyId, importedAt }, tx);
    },
    async saveProvenance(companyId, provenance) {
      for (const row of provenance)
        await s.saveProvenance.run({ ...row, companyId, published: row.published ? 1 : 0 }, tx);
    },
    async replaceRepresentatives(companyId, representatives) {
      await s.deleteRepresentatives.run({ companyId }, tx);
      for (const r of representatives)
        await s.addRepresentative.run(
          {
            companyId,
            name: r.name,
            title: r.title,
            representation: r.representation,
            location: r.location,
            personKey: r.personKey ?? null,
            since: r.since ?? null,
          },
          tx,
        );
      await s.countRepresentatives.run({ companyId, count: representatives.length }, tx);
    },
    async addHistory(companyId, entries) {
      for (const entry of entries) await s.addHistory.run({ ...entry, companyId }, tx);
    },
    corrections: async (source, sourceId) =>
      (await rows(s.corrections, { source, sourceId })).map((row) => ({
        field: row.field,
        value: row.value,
        sourceValue: row.source_value,
      })),
    correctedRecords: async (source) =>
      new Set((await rows(s.correctedRecords, { source })).map((row) => row.source_id)),
    async dropCorrections(companyId, fields) {
      for (const field of fields) await s.dropCorrection.run({ companyId, field }, tx);
    },
    async relationship(companyId, parentLei, kind) {
      const [row] = await rows(s.relationship, { companyId, parentLei, kind });
      return row ? { fingerprint: row.fingerprint, status: row.status, endDate: row.end_date } : null;
    },
    async saveRelationship(companyId, relationship) {
      await s.saveRelationship.run({ ...relationship, companyId }, tx);
    },
    nameByLei: async (lei) => (await rows(s.nameByLei, { lei }))[0]?.company_name ?? null,
    recordChange: (companyId, source) => engine.recordChange(companyId, source),
  };
}

/** The transaction, noting in `changes` whether it recorded a company change (decision 053). */
export function noteChanges(written: ImportTransaction, changes: { any: boolean }): ImportTransaction {
  return {
    ...written,
    recordChange: (companyId, source) => {
      changes.any = true;
      return written.recordChange(companyId, source);
    },
  };
}
