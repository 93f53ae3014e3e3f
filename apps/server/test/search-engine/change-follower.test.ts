import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangeFollower, FOLLOW_BATCH } from '../../src/search-engine/change-follower';
import { sqliteChangeSource } from '../../src/store/sqlite/engine-source';

/** A file's change sequence alone: the follower reads nothing else. */
function sequence() {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE company_changes (change_id INTEGER PRIMARY KEY AUTOINCREMENT,
    company_id INTEGER NOT NULL, changed_at TEXT NOT NULL DEFAULT '', source TEXT NOT NULL)`);
  const insert = db.prepare("INSERT INTO company_changes (company_id, source) VALUES (?, 'gleif')");
  return {
    db,
    append: (count: number, first = 1) => {
      db.transaction(() => {
        for (let id = first; id < first + count; id++) insert.run(id);
      })();
    },
  };
}

describe('the change follower', () => {
  let db: Database.Database;
  let append: (count: number, first?: number) => void;
  beforeEach(() => {
    ({ db, append } = sequence());
  });
  afterEach(() => db.close());

  it('hands an import’s entries on in batches, one per turn of the event loop', async () => {
    const follower = new ChangeFollower(sqliteChangeSource(db));
    const events: string[] = [];
    follower.onApplied((companyIds) => events.push(`batch of ${companyIds.length}`));
    // Two full batches and a remainder.
    append(FOLLOW_BATCH * 2 + 10);
    const polled = follower.poll();
    // Queued after the poll began: it must run before the poll has handed everything on.
    setImmediate(() => events.push('another task'));
    expect(await polled).toBe(FOLLOW_BATCH * 2 + 10);
    expect(events.filter((event) => event.startsWith('batch'))).toEqual([
      `batch of ${FOLLOW_BATCH}`,
      `batch of ${FOLLOW_BATCH}`,
      'batch of 10',
    ]);
    const other = events.indexOf('another task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(events.length - 1);
  });

  it('takes a feed chunk of 100 companies in four turns, 25 a turn (docs/decisions/216)', async () => {
    const follower = new ChangeFollower(sqliteChangeSource(db));
    const events: string[] = [];
    follower.onApplied((companyIds) => {
      events.push(`batch of ${companyIds.length}`);
      // Queued by each batch: it must run before the next batch does.
      setImmediate(() => events.push('another task'));
    });
    append(100);
    expect(await follower.poll()).toBe(100);
    expect(events.slice(0, 7)).toEqual([
      'batch of 25',
      'another task',
      'batch of 25',
      'another task',
      'batch of 25',
      'another task',
      'batch of 25',
    ]);
  });

  it('takes its first batch in a turn of its own, not in the one that polled', async () => {
    const follower = new ChangeFollower(sqliteChangeSource(db));
    const events: string[] = [];
    follower.onApplied((companyIds) => events.push(`batch of ${companyIds.length}`));
    append(10);
    // The caller's turn (a timer's, or the change feed's last chunk) ends before any batch.
    const polled = follower.poll();
    events.push('the caller went on');
    expect(await polled).toBe(10);
    expect(events).toEqual(['the caller went on', 'batch of 10']);
  });

  it('hands every entry on once when polls overlap, and a later poll sees entries appended since', async () => {
    const follower = new ChangeFollower(sqliteChangeSource(db));
    const seen: number[] = [];
    follower.onApplied((companyIds) => seen.push(...companyIds));
    append(FOLLOW_BATCH + 30);
    const [first, second] = await Promise.all([follower.poll(), follower.poll()]);
    expect(first + second).toBe(FOLLOW_BATCH + 30);
    append(5, 1000);
    expect(await follower.poll()).toBe(5);
    expect(seen).toHaveLength(FOLLOW_BATCH + 35);
    expect(new Set(seen).size).toBe(FOLLOW_BATCH + 35);
  });

  it('starts after the entries that were there when it was created', async () => {
    append(10);
    const follower = new ChangeFollower(sqliteChangeSource(db));
    append(3, 500);
    const seen: number[] = [];
    follower.onApplied((companyIds) => seen.push(...companyIds));
    await follower.poll();
    expect(seen).toEqual([500, 501, 502]);
  });
});
