import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/store/postgres/change-feed';
import { appendChanges } from '../../src/store/postgres/change-log';
import { createPools, type PostgresPools } from '../../src/store/postgres/database';
import { type LocalIndex, openLocalIndex } from '../../src/store/postgres/local-index';
import { eventually } from '../eventually';
import { createPostgresInstall } from '../postgres';

/**
 * Two writers at once: the change-sequence id is taken at insert, not at commit. The feed must
 * never move past an id whose transaction has not committed yet, or it skips that change forever.
 */
describe('the PostgreSQL change feed with concurrent writers', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let pools: PostgresPools;
  let local: LocalIndex;
  let feed: ChangeFeed;
  const writers: pg.Client[] = [];

  beforeAll(async () => {
    install = await createPostgresInstall();
    pools = createPools(install.target.url, []);
    local = await openLocalIndex(pools, install.dataDir, () => {});
    feed = new ChangeFeed(
      () => pools.primary,
      local.db,
      () => {},
      () => {},
      local.datasetId,
    );
    for (let i = 0; i < 2; i++) {
      const client = new pg.Client({ connectionString: install.target.url });
      await client.connect();
      writers.push(client);
    }
  });

  afterAll(async () => {
    for (const client of writers) await client.end();
    local?.db.close();
    await pools?.close();
    await install?.drop();
  });

  const localDate = (companyId: number) =>
    local.db.prepare('SELECT date_updated FROM companies WHERE company_id = ?').pluck().get(companyId);

  async function update(client: pg.Client, companyId: number, date: string) {
    await client.query('BEGIN');
    await client.query('UPDATE companies SET date_updated = $2 WHERE company_id = $1', [companyId, date]);
  }

  it('applies a change whose transaction commits after a later-numbered one was appended', async () => {
    const [first, second] = writers as [pg.Client, pg.Client];
    await feed.poll();
    const before = [localDate(10), localDate(11)];

    await update(first, 10, '2031-01-10');
    await appendChanges(first, [{ companyId: 10, source: 'refresh' }]);
    await update(second, 11, '2031-01-11');
    const secondAppend = appendChanges(second, [{ companyId: 11, source: 'refresh' }]);
    // The second writer cannot take its id while the first one's is uncommitted.
    const secondPid = (second as unknown as { processID: number }).processID;
    await eventually(
      async () =>
        (
          await pools.primary.query(
            "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND pid = $1",
            [secondPid],
          )
        ).rowCount,
      (waiting) => waiting === 1,
      { what: 'the second writer to wait for the change-log lock' },
    );
    await feed.poll();
    expect([localDate(10), localDate(11)]).toEqual(before);

    await first.query('COMMIT');
    await secondAppend;
    await feed.poll();
    expect(localDate(10)).toBe('2031-01-10');
    await second.query('COMMIT');
    await feed.poll();
    expect([localDate(10), localDate(11)]).toEqual(['2031-01-10', '2031-01-11']);
  });

  it('numbers the entries of a rolled-back transaction nowhere the feed would stop at', async () => {
    const [first, second] = writers as [pg.Client, pg.Client];
    await update(first, 12, '2031-01-12');
    await appendChanges(first, [{ companyId: 12, source: 'refresh' }]);
    await first.query('ROLLBACK');
    await update(second, 13, '2031-01-13');
    await appendChanges(second, [{ companyId: 13, source: 'refresh' }]);
    await second.query('COMMIT');
    await feed.poll();
    expect(localDate(13)).toBe('2031-01-13');
    expect(localDate(12)).not.toBe('2031-01-12');
  });
});
