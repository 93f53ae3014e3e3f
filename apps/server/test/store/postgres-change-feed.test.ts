import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DERIVED_CHANGE } from '../../src/store/derived-change';
import { APPLY_CHUNK, ChangeFeed } from '../../src/store/postgres/change-feed';
import { appendChanges } from '../../src/store/postgres/change-log';
import { createPools, type PostgresPools } from '../../src/store/postgres/database';
import { type LocalIndex, openLocalIndex, readChangeId } from '../../src/store/postgres/local-index';
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
      async () => {},
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

  it('writes a long run of entries in chunks, answering other work between them', async () => {
    const [writer] = writers as [pg.Client];
    await feed.poll();
    const count = APPLY_CHUNK * 2 + 7;
    const ids = Array.from({ length: count }, (_, i) => 100 + i);
    await writer.query('BEGIN');
    await writer.query("UPDATE companies SET date_updated = '2031-02-01' WHERE company_id = ANY($1::int[])", [
      ids,
    ]);
    await appendChanges(
      writer,
      ids.map((companyId) => ({ companyId, source: 'gleif' })),
    );
    await writer.query('COMMIT');
    const start = readChangeId(local.db);
    // Another task that runs on every turn of the event loop and notes how far the feed got.
    const seen: number[] = [];
    let polling = true;
    const note = () => {
      seen.push(readChangeId(local.db));
      if (polling) setImmediate(note);
    };
    setImmediate(note);
    await feed.poll();
    polling = false;
    const end = readChangeId(local.db);
    expect(end - start).toBe(count);
    expect(seen.some((position) => position > start && position < end)).toBe(true);
    expect(ids.map(localDate)).toEqual(ids.map(() => '2031-02-01'));
  });

  it('prepares the statements a chunk runs once, not again for every chunk', async () => {
    const [writer] = writers as [pg.Client];
    const changeAll = async (ids: number[], date: string) => {
      await writer.query('BEGIN');
      await writer.query('UPDATE companies SET date_updated = $2 WHERE company_id = ANY($1::int[])', [
        ids,
        date,
      ]);
      await appendChanges(
        writer,
        ids.map((companyId) => ({ companyId, source: 'gleif' })),
      );
      await writer.query('COMMIT');
      await feed.poll();
    };
    await changeAll([200, 201], '2031-04-01');
    const ids = Array.from({ length: APPLY_CHUNK * 3 }, (_, i) => 200 + i);
    const prepare = local.db.prepare;
    let prepared = 0;
    local.db.prepare = function (this: typeof local.db, source: string) {
      prepared++;
      return prepare.call(this, source);
    } as typeof prepare;
    try {
      await changeAll(ids, '2031-04-02');
    } finally {
      local.db.prepare = prepare;
    }
    expect(ids.map(localDate)).toEqual(ids.map(() => '2031-04-02'));
    // Each chunk prepared some 30 statements again, a large share of its turn (docs/decisions/216).
    expect(prepared).toBe(0);
  });

  /** One committed change of a company, as an import would write it. */
  async function change(companyId: number, date: string) {
    const [writer] = writers as [pg.Client];
    await update(writer, companyId, date);
    await appendChanges(writer, [{ companyId, source: 'gleif' }]);
    await writer.query('COMMIT');
  }

  const setLease = (pid: number, until: number) =>
    local.db
      .prepare("INSERT OR REPLACE INTO index_state (key, value) VALUES ('feed_lease', ?)")
      .run(`${pid}:${until}`);
  const lease = () =>
    local.db.prepare("SELECT value FROM index_state WHERE key = 'feed_lease'").pluck().get();

  it('leaves the sequence to another live process holding the lease, on a timed poll only', async () => {
    await feed.poll();
    await change(300, '2031-03-01');
    const start = readChangeId(local.db);
    // Another process of this server applying: here the test runner's parent, which is alive.
    setLease(process.ppid, Date.now() + 60_000);
    const queries: string[] = [];
    const counting = {
      query: (text: string, values?: unknown[]) => {
        queries.push(text);
        return pools.primary.query(text, values);
      },
    } as unknown as Pick<pg.Pool, 'query'>;
    await feed.poll(counting, { background: true });
    expect(readChangeId(local.db)).toBe(start);
    expect(queries.filter((text) => text.includes('company_changes'))).toEqual([]);
    // A poll that must see a write at once (read-your-writes) does not wait for it.
    await feed.poll();
    expect(readChangeId(local.db)).toBe(start + 1);
    expect(localDate(300)).toBe('2031-03-01');
  });

  it('takes over a lease that lapsed or whose process is gone, and gives its own up when done', async () => {
    await change(301, '2031-03-02');
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    setLease(gone, Date.now() + 60_000);
    await feed.poll(pools.primary, { background: true });
    expect(localDate(301)).toBe('2031-03-02');
    expect(lease()).toBe(`${process.pid}:0`);

    await change(302, '2031-03-03');
    setLease(process.ppid, Date.now() - 1);
    await feed.poll(pools.primary, { background: true });
    expect(localDate(302)).toBe('2031-03-03');
    expect(lease()).toBe(`${process.pid}:0`);
  });

  it('recomputes the derived figures after an import in a thread, not on the serving one', async () => {
    await feed.poll();
    const [writer] = writers as [pg.Client];
    await writer.query('BEGIN');
    await appendChanges(writer, [DERIVED_CHANGE]);
    await writer.query('COMMIT');
    local.db.exec('DELETE FROM top_companies');
    const before = readChangeId(local.db);
    // Another connection holds the file's write lock. Were the figures recomputed on this
    // thread, it would wait here for the lock and nothing else could run, the test included.
    const holder = new Database(local.db.name);
    holder.exec('BEGIN IMMEDIATE');
    let settled = false;
    const polled = feed.poll().finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    expect(readChangeId(local.db)).toBe(before);
    holder.exec('COMMIT');
    holder.close();
    await polled;
    expect(readChangeId(local.db)).toBeGreaterThan(before);
    expect(local.db.prepare('SELECT count(*) FROM top_companies').pluck().get()).toBeGreaterThan(0);
  });
  // Last: it stops the feed the other tests share.
  it('stops after the chunk under way and writes nothing once the stop resolved', async () => {
    const [writer] = writers as [pg.Client];
    await feed.poll();
    const count = APPLY_CHUNK * 3;
    const ids = Array.from({ length: count }, (_, i) => 500 + i);
    await writer.query('BEGIN');
    await appendChanges(
      writer,
      ids.map((companyId) => ({ companyId, source: 'gleif' })),
    );
    await writer.query('COMMIT');
    const start = readChangeId(local.db);
    // Stopped from another task as soon as the first chunk is written.
    let stopping: Promise<void> | null = null;
    const watch = () => {
      if (readChangeId(local.db) > start) stopping = feed.stop();
      else setImmediate(watch);
    };
    setImmediate(watch);
    const polled = feed.poll();
    await eventually(
      async () => stopping,
      (value) => value !== null,
      { what: 'the feed to be stopped' },
    );
    await stopping;
    const stoppedAt = readChangeId(local.db);
    await polled;
    expect(readChangeId(local.db)).toBe(stoppedAt);
    expect(stoppedAt).toBeGreaterThan(start);
    expect(stoppedAt).toBeLessThan(start + count);
    // A stopped feed applies nothing more.
    await feed.poll();
    expect(readChangeId(local.db)).toBe(stoppedAt);
  });
});
