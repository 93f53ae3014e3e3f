import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStores, startIndexFeed } from '../../src/store';
import { CHANGE_POLL_MS } from '../../src/store/postgres/change-feed';
import { appendChanges } from '../../src/store/postgres/change-log';
import { createPools, type PostgresPools, transaction } from '../../src/store/postgres/database';
import type { IndexFeed } from '../../src/store/postgres/index-feed';
import { INDEX_FILE } from '../../src/store/postgres/local-index';
import { openDatabase } from '../../src/store/sqlite/database';
import type { Stores } from '../../src/store/types';
import { eventually } from '../eventually';
import { createPostgresInstall } from '../postgres';

/**
 * A server with worker processes applies PostgreSQL's change sequence in a thread of its primary
 * (docs/decisions/216): a worker's store, opened as main.ts opens it in a worker, applies no entry
 * written by others by itself, and follows what the index feed applied.
 */
describe('the index feed of a server with worker processes (PostgreSQL)', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let pools: PostgresPools;
  let worker: Stores;
  let feed: IndexFeed | null = null;
  const heard: number[][] = [];

  beforeAll(async () => {
    install = await createPostgresInstall();
    pools = createPools(install.target.url, []);
    worker = await openStores(install.target, () => {}, { ownFeed: false });
    worker.companies.onChange((ids) => heard.push(ids));
  });

  afterAll(async () => {
    await feed?.stop();
    await worker?.close();
    await pools?.close();
    await install?.drop();
  });

  /** The date the local index holds for a company (read through a connection of its own). */
  function localDate(companyId: number): unknown {
    const db = openDatabase(join(install.target.indexDir, INDEX_FILE), { readonly: true });
    try {
      return db.prepare('SELECT date_updated FROM companies WHERE company_id = ?').pluck().get(companyId);
    } finally {
      db.close();
    }
  }

  it('leaves the entries another writer appended to the feed, and follows what it applied', async () => {
    const companyId = 12;
    await transaction(pools.primary, async (client) => {
      await client.query('UPDATE companies SET date_updated = $2 WHERE company_id = $1', [
        companyId,
        '2031-03-12',
      ]);
      await appendChanges(client, [{ companyId, source: 'refresh' }]);
    });
    // Three of its own poll intervals: a process with a feed of its own would have applied it.
    await sleep(3 * CHANGE_POLL_MS);
    expect(localDate(companyId)).not.toBe('2031-03-12');
    expect(heard.flat()).not.toContain(companyId);

    feed = startIndexFeed(install.target, () => {});
    await eventually(
      () => heard.flat(),
      (ids) => ids.includes(companyId),
      { what: `company ${companyId} handed to the worker's listeners after the index feed applied it` },
    );
    expect(localDate(companyId)).toBe('2031-03-12');
  }, 60_000);
});
