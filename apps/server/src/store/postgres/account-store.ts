import type pg from 'pg';
import { migrateAccounts } from '../sql/account-migrations';
import { createAccountStore } from '../sql/account-store';
import type { AccountStore } from '../types';
import { accountDb } from './account-sql';
import type { PostgresPools } from './database';
import { postgresRecordDb } from './record-db';

/**
 * The account store on PostgreSQL (docs/decisions/010): reads and writes on the primary only,
 * the limit counters through the primary's counters pool (docs/decisions/198); the pools belong
 * to the caller, who closes them after the stores.
 */
export function createPostgresAccountStore(pools: PostgresPools): AccountStore {
  // Nothing of its own to release: the pools are shared with the company store and closed by their owner.
  return createAccountStore(accountDb(pools.primary), 'postgres', async () => {}, accountDb(pools.counters));
}

/** Brings the account tables up to date (servers starting together apply each migration once). */
export async function migratePostgresAccounts(primary: pg.Pool): Promise<void> {
  await migrateAccounts(postgresRecordDb(primary), 'postgres');
}
