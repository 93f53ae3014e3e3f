/**
 * WAL checkpoints in a thread of their own: a serving connection's commits no longer copy the log
 * back into the file (which held every request of the process for hundreds of milliseconds), the
 * thread does, the log stays bounded, and stopping ends the thread before the connection closes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSqliteAccountStore,
  createSqliteCompanyStore,
  openSqliteAccountDatabase,
  openSqliteDataset,
} from '../../src/store/sqlite';
import { BACKSTOP_PAGES, CHECKPOINT_AT_BYTES, startCheckpointer } from '../../src/store/sqlite/checkpointer';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { fullTextMerger } from '../../src/store/sqlite/full-text-merges';

const dir = mkdtempSync(join(tmpdir(), 'fd-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROUND_BYTES = 2 * CHECKPOINT_AT_BYTES;
const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** Commits ROUND_BYTES of new pages, 100 KB per transaction, as a serving thread's writes would. */
function writeRound(db: SqliteDatabase): number {
  const insert = db.prepare('INSERT INTO payloads (payload) VALUES (?)');
  let rows = 0;
  for (let written = 0; written < ROUND_BYTES; written += 100_000, rows++) insert.run(randomBytes(100_000));
  return rows;
}

function openFile(name: string) {
  const path = join(dir, name);
  const db = openDatabase(path);
  db.exec('CREATE TABLE payloads (id INTEGER PRIMARY KEY, payload BLOB NOT NULL)');
  return { path, db };
}

describe('WAL checkpoints off the serving thread', () => {
  it("leaves the log to the thread: the commits copy nothing back, the thread's checkpoint does", async () => {
    const { path, db } = openFile('copy-back.sqlite');
    const checkpoints = startCheckpointer(db, () => {});
    try {
      expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
      const fileBefore = size(path);
      writeRound(db);
      // Past SQLite's default of 1,000 pages a commit would have checkpointed and grown the file.
      expect(size(`${path}-wal`)).toBeGreaterThan(CHECKPOINT_AT_BYTES);
      expect(size(path)).toBe(fileBefore);

      const result = await checkpoints.check();
      expect(result).toMatchObject({ busy: 0 });
      expect(result!.checkpointed).toBe(result!.log);
      expect(size(path)).toBeGreaterThan(fileBefore + ROUND_BYTES);
    } finally {
      await checkpoints.stop();
      db.close();
    }
  });

  it('keeps the log bounded: after each checkpoint the next commit restarts it, cut back in size', async () => {
    const { path, db } = openFile('bounded.sqlite');
    const checkpoints = startCheckpointer(db, () => {});
    try {
      let rows = 0;
      for (let round = 0; round < 5; round++) {
        rows += writeRound(db);
        await checkpoints.check();
      }
      // Five rounds without a checkpoint would have left a log of five rounds.
      expect(size(`${path}-wal`)).toBeLessThan(ROUND_BYTES + CHECKPOINT_AT_BYTES);
      expect(db.prepare('SELECT count(*) FROM payloads').pluck().get()).toBe(rows);
    } finally {
      await checkpoints.stop();
      db.close();
    }
  });

  it('does nothing while the log is small', async () => {
    const { db } = openFile('small.sqlite');
    const checkpoints = startCheckpointer(db, () => {});
    db.prepare('INSERT INTO payloads (payload) VALUES (?)').run(randomBytes(1000));
    expect(await checkpoints.check()).toBeNull();
    await checkpoints.stop();
    db.close();
  });

  it("ends the thread and its connection on stop, so the serving connection's close is the last", async () => {
    const { path, db } = openFile('stop.sqlite');
    const checkpoints = startCheckpointer(db, () => {});
    writeRound(db);
    await checkpoints.check();
    await checkpoints.stop();
    expect(await checkpoints.check()).toBeNull();
    db.close();
    // The last connection to close checkpoints and removes the log; with the thread's still open it would stay.
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it("is set up on the company store's connection, not on the account store's or one in memory", async () => {
    const dataset = openSqliteDataset(join(dir, 'dataset.sqlite'));
    const companies = createSqliteCompanyStore(dataset, () => {});
    const accountDb = await openSqliteAccountDatabase(join(dir, 'accounts.sqlite'));
    const accounts = createSqliteAccountStore(accountDb);
    const memory = openDatabase(':memory:');
    try {
      expect(dataset.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
      expect(accountDb.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
      expect(await startCheckpointer(memory, () => {}).check()).toBeNull();
      expect(memory.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    } finally {
      await companies.close();
      await accounts.close();
      memory.close();
    }
  });
});

describe('full-text merges off the serving thread', () => {
  /** A file with a full-text table as the dataset has one (contentless, no details). */
  function openFullText(name: string) {
    const file = openFile(name);
    file.db.exec("CREATE VIRTUAL TABLE names USING fts5(tokens, content='', columnsize=0, detail=none)");
    return file;
  }
  const automerge = (db: SqliteDatabase) =>
    db.prepare("SELECT v FROM names_config WHERE k = 'automerge'").pluck().get();

  it('turns automatic merges off, so commits only write their own segment', async () => {
    const { db } = openFullText('automerge.sqlite');
    expect(automerge(db)).toBeUndefined(); // FTS5's default: 4
    const checkpoints = startCheckpointer(db, () => {});
    try {
      expect(automerge(db)).toBe(0);
    } finally {
      await checkpoints.stop();
      db.close();
    }
  });

  it('has the thread merge the segments the commits left, and report none left after', async () => {
    const { db } = openFullText('merges.sqlite');
    const checkpoints = startCheckpointer(db, () => {});
    const insert = db.prepare('INSERT INTO names (rowid, tokens) VALUES (?, ?)');
    try {
      // Forty commits, forty segments: with automatic merges they would have been merged in them.
      for (let id = 1; id <= 40; id++) insert.run(id, `firma ${id} bau gmbh`);
      writeRound(db);
      const first = await checkpoints.check();
      expect(first!.merged).toBeGreaterThan(0);
      writeRound(db);
      expect((await checkpoints.check())!.merged).toBe(0);
      // Merged, the index answers as before.
      expect(db.prepare("SELECT count(*) FROM names WHERE names MATCH 'gmbh'").pluck().get()).toBe(40);
      expect(db.prepare('SELECT rowid FROM names WHERE names MATCH \'"17"\'').pluck().all()).toEqual([17]);
    } finally {
      await checkpoints.stop();
      db.close();
    }
  });

  // Decision 205: each merge statement takes the write lock and the next takes it again at once;
  // unbounded, the merges kept the change feed's transactions out for seconds on a busy machine.
  it('merges no longer than its time budget, and goes on at the next request', () => {
    const { db } = openFullText('budget.sqlite');
    const insert = db.prepare('INSERT INTO names (rowid, tokens) VALUES (?, ?)');
    try {
      for (let id = 1; id <= 40; id++) insert.run(id, `firma ${id} bau gmbh`);
      let clock = 0;
      // Every look at the clock finds 10 ms passed: the budget of 5 ms is spent before the first statement.
      const spent = fullTextMerger(db, { budgetMs: 5, now: () => (clock += 10) });
      expect(spent()).toBe(0);
      expect(fullTextMerger(db)()).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('leaves the write lock to a writer that holds it, without failing, and merges once it is free', () => {
    const { path, db } = openFullText('busy.sqlite');
    const insert = db.prepare('INSERT INTO names (rowid, tokens) VALUES (?, ?)');
    // The checkpoint thread's connection: no busy timeout.
    const thread = new Database(path, { fileMustExist: true, timeout: 0 });
    try {
      for (let id = 1; id <= 40; id++) insert.run(id, `firma ${id} bau gmbh`);
      const merge = fullTextMerger(thread);
      db.exec('BEGIN IMMEDIATE');
      expect(merge()).toBe(0);
      db.exec('COMMIT');
      expect(merge()).toBeGreaterThan(0);
    } finally {
      thread.close();
      db.close();
    }
  });
});
