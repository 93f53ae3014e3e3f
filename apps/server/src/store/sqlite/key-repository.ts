import { type GeneratedDataset, generatedKey, idOfGeneratedKey } from '../company-keys';
import type { KeyRepository } from '../types';
import type { SqliteDatabase } from './database';

/** The seed and size of a generated dataset (null for a dataset built by imports only). */
export function generatedDataset(db: SqliteDatabase): GeneratedDataset | null {
  const meta = db.prepare('SELECT value FROM dataset_meta WHERE key = ?').pluck();
  const seed = meta.get('seed') as string | undefined;
  const size = meta.get('companies_requested') as string | undefined;
  return seed === undefined || size === undefined ? null : { seed: Number(seed), size: Number(size) };
}

/** Keys from the key tables where a row has one (imports), else the generated key. */
export function createKeyRepository(db: SqliteDatabase): KeyRepository {
  const dataset = generatedDataset(db);
  const tables = {
    c: { keys: 'company_keys', rows: 'companies', id: 'company_id', key: 'company_key' },
    e: { keys: 'employee_keys', rows: 'employees', id: 'employee_id', key: 'employee_key' },
  } as const;
  const statements = (kind: 'c' | 'e') => {
    const t = tables[kind];
    return {
      existing: db
        .prepare(`SELECT ${t.id} FROM ${t.rows} WHERE ${t.id} IN (SELECT value FROM json_each(?))`)
        .pluck(),
      keyed: db.prepare(
        `SELECT ${t.id} AS id, ${t.key} AS key FROM ${t.keys} WHERE ${t.id} IN (SELECT value FROM json_each(?))`,
      ),
      byKey: db.prepare(
        `SELECT ${t.id} AS id, ${t.key} AS key FROM ${t.keys} WHERE ${t.key} IN (SELECT value FROM json_each(?))`,
      ),
    };
  };
  const s = { c: statements('c'), e: statements('e') };

  function keysOf(kind: 'c' | 'e', ids: number[]): (string | null)[] {
    if (ids.length === 0) return [];
    const json = JSON.stringify(ids);
    const existing = new Set(s[kind].existing.all(json) as number[]);
    const keyed = new Map(
      (s[kind].keyed.all(json) as { id: number; key: string }[]).map((r) => [r.id, r.key]),
    );
    return ids.map((id) => {
      if (!existing.has(id)) return null;
      return keyed.get(id) ?? (dataset ? generatedKey(dataset, kind, id) : null);
    });
  }

  function idsOf(kind: 'c' | 'e', keys: string[]): (number | null)[] {
    if (keys.length === 0) return [];
    const keyed = new Map(
      (s[kind].byKey.all(JSON.stringify(keys)) as { id: number; key: string }[]).map((r) => [r.key, r.id]),
    );
    const candidates = keys.map((key) => keyed.get(key) ?? idOfGeneratedKey(dataset, kind, key));
    const existing = new Set(
      s[kind].existing.all(JSON.stringify(candidates.filter((id) => id !== null))) as number[],
    );
    return candidates.map((id) => (id !== null && existing.has(id) ? id : null));
  }

  return {
    companyKeys: async (ids) => keysOf('c', ids),
    companyIds: async (keys) => idsOf('c', keys),
    employeeKeys: async (ids) => keysOf('e', ids),
    employeeIds: async (keys) => idsOf('e', keys),
  };
}
