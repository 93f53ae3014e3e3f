import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { postgresRecordDb } from '../../src/store/postgres/record-db';
import { sqliteRecordDb } from '../../src/store/sqlite/record-db';
import { createTestDatabase } from '../postgres';

/**
 * An empty account database for a test that migrates it itself, on each engine; removed after
 * `use`. The SQLite one also hands over its connection (for its query plans).
 */
export async function withSqliteAccountDb(
  use: (db: Kysely<unknown>, file: Database.Database) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-account-db-'));
  const file = new Database(join(dir, 'accounts.sqlite'));
  try {
    await use(sqliteRecordDb(file), file);
  } finally {
    file.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function withPostgresAccountDb(use: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url });
  try {
    await use(postgresRecordDb(pool));
  } finally {
    await pool.end();
    await database.drop();
  }
}
