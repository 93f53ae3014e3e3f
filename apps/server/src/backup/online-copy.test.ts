import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOnline, FIRST_STEP_PAGES } from './online-copy';

describe('the online copy of a store', () => {
  let dir: string;
  let source: Database.Database;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fd-online-copy-'));
    source = new Database(join(dir, 'source.sqlite'));
    source.pragma('journal_mode = WAL');
    source.exec('CREATE TABLE rows (n INTEGER PRIMARY KEY, filler BLOB)');
    // Several steps' worth of pages.
    const insert = source.prepare('INSERT INTO rows (filler) VALUES (randomblob(3000))');
    source.transaction(() => {
      for (let i = 0; i < FIRST_STEP_PAGES * 3; i++) insert.run();
    })();
  });
  afterEach(() => {
    source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes while another connection writes between all of its steps, with a consistent copy', async () => {
    let writes = 0;
    let copying = true;
    // Between every two steps (each a turn of the event loop) another connection commits a row.
    const write = () => {
      if (!copying) return;
      source.prepare('INSERT INTO rows (filler) VALUES (randomblob(3000))').run();
      writes++;
      setImmediate(write);
    };
    setImmediate(write);
    const copy = await copyOnline(join(dir, 'source.sqlite'), join(dir, 'copy.sqlite')).finally(() => {
      copying = false;
    });
    expect(copy.restarts).toBeGreaterThan(0);
    const copied = new Database(join(dir, 'copy.sqlite'), { readonly: true });
    try {
      expect(copied.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = copied.prepare('SELECT count(*) AS n, max(n) AS last FROM rows').get() as {
        n: number;
        last: number;
      };
      // A snapshot: every row up to some commit, none missing in between.
      expect(rows.n).toBe(rows.last);
      expect(rows.n).toBeGreaterThanOrEqual(FIRST_STEP_PAGES * 3);
      expect(rows.n).toBeLessThanOrEqual(FIRST_STEP_PAGES * 3 + writes);
    } finally {
      copied.close();
    }
  });

  it('copies a store nobody writes in steps, without starting over', async () => {
    const copy = await copyOnline(join(dir, 'source.sqlite'), join(dir, 'copy.sqlite'));
    expect(copy.restarts).toBe(0);
    expect(copy.pages).toBeGreaterThan(FIRST_STEP_PAGES * 2);
  });
});
