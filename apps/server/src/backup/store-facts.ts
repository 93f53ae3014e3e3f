import Database from 'better-sqlite3';
import { removeSideFiles } from './files';
import type { BackupManifest } from './manifest';

type Db = Database.Database;

export type DatasetFacts = BackupManifest['dataset'];
export type AccountFacts = BackupManifest['accounts'];

function tableExists(db: Db, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** The dataset migration versions a file has applied, in order. */
function datasetMigrations(db: Db): number[] {
  if (!tableExists(db, 'schema_migrations')) return [];
  return db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all() as number[];
}

/** The account migrations a store has applied, by name in order (Kysely's bookkeeping, docs/decisions/110). */
function accountMigrationNames(db: Db): string[] {
  if (!tableExists(db, 'account_migrations')) return [];
  return db.prepare('SELECT name FROM account_migrations ORDER BY name').pluck().all() as string[];
}

function count(db: Db, table: string): number {
  return tableExists(db, table) ? Number(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get()) : 0;
}

function datasetFacts(db: Db): DatasetFacts {
  const meta = (key: string) =>
    tableExists(db, 'dataset_meta')
      ? ((db.prepare('SELECT value FROM dataset_meta WHERE key = ?').pluck().get(key) as
          | string
          | undefined) ?? null)
      : null;
  const seed = meta('seed');
  const size = meta('companies_requested');
  return {
    id: seed !== null && size !== null ? `gen:${seed}:${size}` : null,
    seed: seed === null ? null : Number(seed),
    size: size === null ? null : Number(size),
    generated_at: meta('generated_at'),
    companies: count(db, 'companies'),
    change_id: tableExists(db, 'company_changes')
      ? Number(db.prepare('SELECT coalesce(max(change_id), 0) FROM company_changes').pluck().get())
      : 0,
    migrations: datasetMigrations(db),
  };
}

function accountFacts(db: Db): AccountFacts {
  return { migrations: accountMigrationNames(db), users: count(db, 'users') };
}

/**
 * Makes a fresh copy a file of its own — its header switched from WAL to a rollback journal, so
 * that it opens without side files and the checksum covers all of it (a server switches a
 * restored file back to WAL when it opens it) — and reads what the manifest says about it.
 */
export function settleCopy(path: string, role: 'dataset'): DatasetFacts;
export function settleCopy(path: string, role: 'accounts'): AccountFacts;
export function settleCopy(path: string, role: 'dataset' | 'accounts'): DatasetFacts | AccountFacts {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    return role === 'dataset' ? datasetFacts(db) : accountFacts(db);
  } finally {
    db.close();
    removeSideFiles(path);
  }
}
