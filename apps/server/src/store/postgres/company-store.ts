import type { EngineClient } from '../../search-engine';
import { keepCorrection, personUpdate } from '../person-changes';
import { createSqliteCompanyStore } from '../sqlite';
import type { CompanyStore } from '../types';
import { ChangeFeed } from './change-feed';
import { appendChanges } from './change-log';
import { isUnavailable, type PostgresPools, transaction, unavailableToAppError } from './database';
import { insertEvents } from './event-writer';
import { openLocalIndex } from './local-index';

export interface CompanyStoreOptions {
  /**
   * Whether this process polls the change sequence by itself (the default). A worker process of a
   * server with several leaves that to the primary's index feed (index-feed.ts) and applies only
   * what it missed at start and its own writes (docs/decisions/216).
   */
  ownFeed?: boolean;
  /**
   * The engine process's client (docs/decisions/211 step 5): the store opens no engine over the
   * local index and asks this one for every engine read; its rows are still the local index's.
   */
  engine?: EngineClient;
}

/**
 * The company dataset on PostgreSQL. PostgreSQL holds the record and the change sequence;
 * every read is answered by this server's local index, which follows the sequence within a
 * second. So search and company pages keep answering while PostgreSQL is away, and writes —
 * which need the record — get a 503 then.
 */
export async function createPostgresCompanyStore(
  pools: PostgresPools,
  indexDir: string,
  log: (message: string) => void,
  { ownFeed = true, engine }: CompanyStoreOptions = {},
): Promise<CompanyStore> {
  const local = await openLocalIndex(pools, indexDir, log);
  const store = createSqliteCompanyStore(local.db, log, engine);
  const feed = new ChangeFeed(() => pools.reader(), local.db, store.followChanges, log, local.datasetId);
  // Changes made while this server was away are applied before it answers anything.
  await feed.poll(pools.primary);
  if (ownFeed) feed.start();
  return {
    ...store,
    engine: 'postgres',
    companyDetail: {
      ...store.companyDetail,
      async applyChanges(companyId, changes, dateUpdated, history, events, people = [], corrections = []) {
        try {
          await transaction(pools.primary, async (client) => {
            await client.query(
              `UPDATE companies SET legal_status = $2, contact_website = $3, contact_phone = $4, contact_email = $5,
                 address_street = $6, date_updated = $7 WHERE company_id = $1`,
              [
                companyId,
                changes.legal_status,
                changes.contact_website,
                changes.contact_phone,
                changes.contact_email,
                changes.address_street,
                dateUpdated,
              ],
            );
            await client.query('UPDATE company_facets SET active = $2 WHERE company_id = $1', [
              companyId,
              changes.legal_status === 'Active' ? 1 : 0,
            ]);
            for (const change of people)
              await client.query(personUpdate(change, 'postgres'), [change.value, change.id, companyId]);
            const at = new Date().toISOString();
            for (const c of corrections)
              await client.query(keepCorrection('postgres'), [
                c.field,
                c.value,
                c.sourceValue,
                at,
                companyId,
              ]);
            for (const e of history)
              await client.query(
                `INSERT INTO company_history (company_id, field, old_value, new_value, changed_at, source, source_date)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
                [companyId, e.field, e.oldValue, e.newValue, e.changedAt, e.source, e.sourceDate],
              );
            const changeIds = await appendChanges(client, [{ companyId, source: 'refresh' }]);
            await insertEvents(client, [{ companyId, events }], changeIds);
          });
        } catch (error) {
          unavailableToAppError(error);
        }
        // Read-your-writes: this server applies its own change from the primary at once. The change
        // is committed: should the primary go away right now, the answer still says so (not a 500
        // nor a 503 claiming it was not saved), and the timed feed applies it once the primary is
        // back (docs/decisions/205).
        await feed.poll(pools.primary).catch((error: unknown) => {
          if (!isUnavailable(error)) throw error;
          log(`Refresh of company ${companyId} saved; this server's index follows once PostgreSQL is back.`);
        });
      },
    },
    async close() {
      await feed.stop();
      await store.close();
    },
  };
}
