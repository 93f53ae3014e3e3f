import { randomUUID } from 'node:crypto';
import { ACCOUNT_TABLES, DATASET_TABLES } from '../copy-tables';
import type { SqliteDatabase } from '../sqlite/database';
import { copySqliteIntoPostgres } from './copy-into-postgres';
import { type PostgresPools, transaction } from './database';

export class DatasetPresentError extends Error {
  constructor() {
    super('PostgreSQL already holds a dataset.');
  }
}

/** What a PostgreSQL database already holds, to refuse overwriting it. */
export async function postgresContents(pools: PostgresPools): Promise<{ dataset: boolean; users: number }> {
  const dataset = await pools.primary.query("SELECT 1 FROM dataset_meta WHERE key = 'dataset_id'");
  const users = await pools.primary.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return { dataset: dataset.rows.length > 0, users: users.rows[0]!.count };
}

/**
 * Copies a SQLite dataset (and, when given, an account store) into PostgreSQL in one
 * transaction: a copy that fails leaves PostgreSQL as it was. The dataset gets a fresh id,
 * by which servers tell whether their local index still belongs to it.
 */
export async function copyIntoPostgres(
  pools: PostgresPools,
  sources: { dataset: SqliteDatabase; accounts?: SqliteDatabase },
  options: { replace?: boolean; onRows?: (table: string, rows: number) => void } = {},
): Promise<{ datasetId: string; rows: Record<string, number> }> {
  const onRows = options.onRows ?? (() => {});
  const datasetId = randomUUID();
  const rows = await transaction(pools.primary, async (client) => {
    // Servers that start together on an empty database load it once.
    await client.query('SELECT pg_advisory_xact_lock(72003)');
    const existing = await client.query("SELECT 1 FROM dataset_meta WHERE key = 'dataset_id'");
    if (existing.rows.length > 0) {
      if (!options.replace) throw new DatasetPresentError();
      // The change sequence belongs to the old rows; servers see the new dataset id and rebuild.
      await client.query(`TRUNCATE ${[...DATASET_TABLES, 'company_changes'].join(', ')} RESTART IDENTITY`);
    }
    const copied = await copySqliteIntoPostgres(sources.dataset, client, DATASET_TABLES, onRows);
    await client.query("DELETE FROM dataset_meta WHERE key = 'dataset_id'");
    await client.query("INSERT INTO dataset_meta (key, value) VALUES ('dataset_id', $1)", [datasetId]);
    if (sources.accounts) {
      Object.assign(copied, await copySqliteIntoPostgres(sources.accounts, client, ACCOUNT_TABLES, onRows));
    }
    return copied;
  });
  return { datasetId, rows };
}

/** Total rows of the tables a copy moves, for a progress bar. */
export function rowsToCopy(db: SqliteDatabase, tables: readonly string[]): number {
  let total = 0;
  for (const table of tables) {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
    if (exists) total += Number(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
  }
  return total;
}
