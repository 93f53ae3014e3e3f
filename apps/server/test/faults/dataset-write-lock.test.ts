/**
 * A write on a serving thread while another process holds the dataset file's write lock (an
 * import's batch, or its derived figures for seconds): the write waits without holding the event
 * loop, succeeds once the lock is free, and ends in a translated 503, never a 500, if it is not.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { WRITE_WAIT_MS, writeTransaction } from '../../src/store/sqlite/database';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

describe('a serving write while another writer holds the dataset file', () => {
  let t: TestApp;
  let user: SignedInUser;
  let path: string;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.config.database.kind !== 'sqlite') throw new Error('This test runs on the SQLite engine.');
    path = t.config.database.path;
    user = await signIn(t, 'write-lock');
  });
  afterAll(() => t.close());

  /** Another connection (as the import process would be) holding the write lock. */
  function holdLock() {
    const other = new Database(path);
    other.exec('BEGIN IMMEDIATE');
    return () => {
      other.exec('COMMIT');
      other.close();
    };
  }

  it('waits for the lock with the event loop free, then writes', async () => {
    const db = new Database(path);
    try {
      const release = holdLock();
      let settled = false;
      const written = writeTransaction(db, () => {
        db.prepare("INSERT INTO dataset_meta (key, value) VALUES ('write_lock_test', 'x')").run();
        return 'written';
      }).finally(() => {
        settled = true;
      });
      // Were the lock awaited on this thread, no timer could run until it was given up.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(settled).toBe(false);
      release();
      expect(await written).toBe('written');
      expect(db.prepare("SELECT value FROM dataset_meta WHERE key = 'write_lock_test'").pluck().get()).toBe(
        'x',
      );
    } finally {
      db.close();
    }
  });

  it('gives up with a translated 503 when the lock stays taken', async () => {
    const db = new Database(path);
    const release = holdLock();
    try {
      const failed = await writeTransaction(db, () => 'never', 200).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(AppError);
      expect(failed).toMatchObject({ code: 'database_timeout', status: 503, retryAfterSeconds: 5 });
    } finally {
      release();
      db.close();
    }
  });

  it(
    'answers Refresh Data with 503 database_timeout while an import holds the file, and others meanwhile',
    async () => {
      const refresh = () =>
        user.request({
          method: 'POST',
          url: '/api/refreshData',
          payload: { company_id: 12 },
          remoteAddress: clientAddress(),
        });
      const release = holdLock();
      let settled = false;
      const refused = refresh().finally(() => {
        settled = true;
      });
      try {
        const health = await t.app.inject('/api/health');
        expect(health.statusCode).toBe(200);
        expect(settled).toBe(false);
        const response = await refused;
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ success: false, code: 'database_timeout' });
        expect(response.headers['retry-after']).toBe('5');
      } finally {
        release();
      }
      const after = await refresh();
      expect(after.statusCode).toBe(200);
    },
    30_000 + WRITE_WAIT_MS,
  );
});
