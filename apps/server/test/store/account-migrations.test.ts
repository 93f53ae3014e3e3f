/**
 * Existing installs migrate forward: an account store made by the numbered SQL migrations of
 * earlier versions (frozen as test fixtures), with an account's data in every table, is opened
 * by today's code on SQLite and on PostgreSQL; everything is found, new writes work, and the
 * schema is the one a fresh install gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresAccountStore, migratePostgresAccounts } from '../../src/store/postgres/account-store';
import { createPools } from '../../src/store/postgres/database';
import { createSqliteAccountStore, openSqliteAccountDatabase } from '../../src/store/sqlite';
import type { AccountStore } from '../../src/store/types';
import { createTestDatabase, type TestDatabase } from '../postgres';
import {
  LATER,
  migrateLegacyPostgres,
  migrateLegacySqlite,
  postgresRun,
  sqliteRun,
  writeLegacyAccount,
} from './legacy-account-install';

/** Everything `writeLegacyAccount` wrote, read through today's account store. */
async function expectLegacyAccount(store: AccountStore): Promise<void> {
  const user = await store.users.byEmail('old@example.at');
  expect(user).toMatchObject({ user_id: 'u-old', fullname: 'Alt Kunde', password_hash: 'argon-hash' });
  expect(await store.sessions.byTokenHash('session-hash')).toEqual({
    session_id: 's-old',
    user_id: 'u-old',
    created_at: 1,
    last_seen_at: 2,
    expires_at: LATER,
    user_agent: 'Firefox',
    ip: '10.0.0.1',
  });
  expect(await store.emailTokens.byHash('token-hash')).toMatchObject({ user_id: 'u-old', purpose: 'reset' });
  const [list] = await store.workspace.lists('u-old');
  expect(list).toMatchObject({ name: 'Kunden', item_count: 2 });
  expect(await store.workspace.itemKeys(list!.id)).toEqual(['gen:7:8000:c2', 'gen:7:8000:c9']);
  expect((await store.workspace.watched('u-old')).map((row) => row.company_key)).toEqual(['gen:7:8000:c6']);
  expect(await store.workspace.recent('u-old', 10)).toHaveLength(1);
  expect((await store.workspace.contacts('u-old')).map((row) => row.note)).toEqual(['Messe']);
  const [search] = await store.workspace.searches('u-old');
  expect(search?.filters).toEqual([{ indicator: 'city', operator: 'must', values: ['Wien'] }]);
  expect(await store.apiKeys.byHash('key-hash')).toMatchObject({ key_id: 'k-old', user_id: 'u-old' });
  expect(await store.limits.read('mail:old@example.at')).toEqual({ count: 2, resetAt: LATER });
  expect(await store.digest.subscription('u-old')).toMatchObject({ enabled: true, last_digest_at: null });
  expect(await store.mailJobs.pending()).toBe(1);
  expect(await store.mailJobs.claim(Date.now(), 60_000, 6)).toMatchObject({
    kind: 'reset',
    email: 'old@example.at',
    attempts: 1,
  });

  // The store goes on: new rows beside the old ones, counters continuing, numbers not reused.
  expect((await store.limits.hit('mail:old@example.at', 60_000)).count).toBe(3);
  const listId = await store.workspace.createList('u-old', 'Neu');
  expect(listId).not.toBe(list!.id);
  expect(await store.workspace.addItems(listId, ['gen:7:8000:c2'])).toBe(1);
  const messageId = await store.messages.save({
    kind: 'contact',
    name: 'Neu',
    email: 'new@example.at',
    company: '',
    subject: 'Hallo',
    message: 'Neu',
    user_id: null,
    lang: 'de',
  });
  expect(messageId).toBeGreaterThan(1);
  await store.users.delete('u-old');
  expect(await store.sessions.byTokenHash('session-hash')).toBeNull();
  expect(await store.workspace.lists('u-old')).toEqual([]);
}

describe('an account store made by earlier versions, on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fd-account-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The shape of a SQLite account file: tables, columns, keys, indexes and checks. */
  function schemaOf(path: string) {
    const db = new Database(path, { readonly: true });
    const normal = (text: string | null) => (text ?? '').toLowerCase().replace(/["\s]/g, '');
    try {
      const tables = db
        .prepare(
          `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name NOT IN ('schema_migrations', 'account_migrations', 'account_migrations_lock') ORDER BY name`,
        )
        .all() as { name: string; sql: string }[];
      return tables.map(({ name, sql }) => ({
        name,
        withoutRowid: normal(sql).endsWith('withoutrowid'),
        checks: normal(sql).match(/check\((?:[^()]|\([^()]*\))*\)/g) ?? [],
        collations: normal(sql).match(/collatenocase/g) ?? [],
        columns: (db.pragma(`table_info(${name})`) as Record<string, unknown>[]).map((column) => ({
          ...column,
          type: String(column.type).toLowerCase(),
        })),
        foreignKeys: db.pragma(`foreign_key_list(${name})`),
        indexes: (db.pragma(`index_list(${name})`) as { name: string }[]).map((index) => ({
          ...index,
          columns: db.pragma(`index_xinfo(${index.name})`),
          sql: normal(
            (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(index.name) as
              | string
              | null) ?? null,
          ),
        })),
      }));
    } finally {
      db.close();
    }
  }

  async function open(path: string) {
    return createSqliteAccountStore(await openSqliteAccountDatabase(path));
  }

  it('finds every account row after opening a file of the last SQL-migrated version', async () => {
    const path = join(dir, 'accounts-v5.sqlite');
    const legacy = new Database(path);
    migrateLegacySqlite(legacy);
    await writeLegacyAccount(sqliteRun(legacy), 1);
    legacy.close();
    const store = await open(path);
    try {
      await expectLegacyAccount(store);
    } finally {
      await store.close();
    }
  });

  it('applies what an older file lacks, and ends with the schema of a fresh install', async () => {
    const path = join(dir, 'accounts-v2.sqlite');
    const legacy = new Database(path);
    migrateLegacySqlite(legacy, 2);
    await writeLegacyAccount(sqliteRun(legacy), 1, 2);
    legacy.close();
    const store = await open(path);
    await store.apiKeys.create(
      {
        key_id: 'k-new',
        user_id: 'u-old',
        name: 'Neu',
        key_hash: 'new-hash',
        prefix: 'fr_new',
        created_at: new Date().toISOString(),
        last_used_at: null,
      },
      5,
    );
    expect((await store.limits.read('mail:old@example.at'))?.count).toBe(2);
    expect(await store.mailJobs.pending()).toBe(0);
    await store.close();
    // Opening again applies nothing twice.
    await (await open(path)).close();

    const upgradedV5 = join(dir, 'accounts-v5-upgraded.sqlite');
    const v5 = new Database(upgradedV5);
    migrateLegacySqlite(v5);
    v5.close();
    await (await open(upgradedV5)).close();
    const fresh = join(dir, 'accounts-fresh.sqlite');
    await (await open(fresh)).close();
    const expected = schemaOf(fresh);
    expect(expected.map((table) => table.name)).toContain('mail_jobs');
    expect(schemaOf(path)).toEqual(expected);
    expect(schemaOf(upgradedV5)).toEqual(expected);
  });
});

describe('an account store made by earlier versions, on PostgreSQL', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  /** A database with a client of its own, migrated by the old SQL files up to `upTo` (0: none). */
  async function database(upTo: number, flag = true) {
    const created = await createTestDatabase();
    databases.push(created);
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      if (upTo > 0) {
        await migrateLegacyPostgres(client, upTo);
        await writeLegacyAccount(postgresRun(client), flag, upTo);
      }
    } finally {
      await client.end();
    }
    return created.url;
  }

  /** Tables, columns, constraints and indexes of the account tables. */
  async function schemaOf(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const tables = `table_schema = 'public' AND table_name NOT IN ('schema_migrations', 'account_migrations', 'account_migrations_lock')`;
    try {
      const columns = await client.query(
        `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
          WHERE ${tables} ORDER BY table_name, ordinal_position`,
      );
      const constraints = await client.query(
        `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
           FROM pg_constraint WHERE connamespace = 'public'::regnamespace
            AND conrelid::regclass::text NOT IN ('schema_migrations', 'account_migrations', 'account_migrations_lock')
          ORDER BY 1, 2`,
      );
      const indexes = await client.query(
        `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
            AND tablename NOT IN ('schema_migrations', 'account_migrations', 'account_migrations_lock') ORDER BY 1, 2`,
      );
      return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
    } finally {
      await client.end();
    }
  }

  async function open(url: string, use: (store: AccountStore) => Promise<void>) {
    const pools = createPools(url, []);
    try {
      await migratePostgresAccounts(pools.primary);
      await use(createPostgresAccountStore(pools));
    } finally {
      await pools.close();
    }
  }

  it('finds every account row after opening a database of the last SQL-migrated version', async () => {
    await open(await database(5), expectLegacyAccount);
  });

  it('applies what an older database lacks, and ends with the schema of a fresh install', async () => {
    const v3 = await database(3);
    await open(v3, async (store) => {
      expect(await store.apiKeys.byHash('key-hash')).toMatchObject({ key_id: 'k-old' });
      await store.digest.setEnabled('u-old', true, new Date().toISOString());
      expect((await store.digest.subscription('u-old'))?.enabled).toBe(true);
      await store.mailJobs.add({ kind: 'verification', email: 'old@example.at', lang: 'de' }, 1);
      expect(await store.mailJobs.pending()).toBe(1);
    });
    await open(v3, async () => {});
    const v5 = await database(5);
    await open(v5, async () => {});
    const fresh = await database(0);
    await open(fresh, async () => {});
    const expected = await schemaOf(fresh);
    expect(expected.indexes.map((index) => index.indexname)).toContain('users_by_email');
    expect(await schemaOf(v3)).toEqual(expected);
    expect(await schemaOf(v5)).toEqual(expected);
  });
});
