/**
 * Kysely over the handles the stores already open: one query builder, the same SQL text for
 * the embedded and the PostgreSQL engine. Kysely never owns the handle here (no destroy()): the
 * store that opened the better-sqlite3 file or the pg pool closes it.
 */
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { SqliteDatabase } from '../sqlite/database';

export interface SyncRunsTable {
  run_id: Generated<number>;
  source: string;
  kind: string;
  delta_window: string | null;
  outcome: string;
  started_at: string;
  finished_at: string | null;
  published_at: string | null;
  bytes: number;
  rows_read: number;
  rows_kept: number;
  created: number;
  changed: number;
  unchanged: number;
  duration_ms: number | null;
  error: string | null;
  holder: string;
  validators: string | null;
}

export interface SyncLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** The columns of the import tables the sync reads. */
export interface CompanyIdentityTable {
  company_id: number;
  lei: string | null;
}

export interface SyncDatabase {
  sync_runs: SyncRunsTable;
  sync_lease: SyncLeaseTable;
  company_identity: CompanyIdentityTable;
}

export type SyncKysely = Kysely<SyncDatabase>;

export function kyselyOnSqlite(db: SqliteDatabase): SyncKysely {
  return new Kysely<SyncDatabase>({ dialect: new SqliteDialect({ database: db }) });
}

export function kyselyOnPostgres(pool: pg.Pool): SyncKysely {
  return new Kysely<SyncDatabase>({ dialect: new PostgresDialect({ pool }) });
}
