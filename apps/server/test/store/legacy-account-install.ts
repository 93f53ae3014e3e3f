import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type pg from 'pg';

/**
 * An account store as the numbered SQL migrations of earlier versions left it (frozen in
 * test/fixtures/legacy-account-migrations), with each engine's bookkeeping exactly as those
 * versions kept it: `schema_migrations (version, name, applied_at)` in the SQLite account file,
 * `schema_migrations (store, version, name, applied_at)` with store 'accounts' on PostgreSQL.
 */

const FIXTURES = join(import.meta.dirname, '../fixtures/legacy-account-migrations');

const files = (engine: 'sqlite' | 'postgres', upTo: number) =>
  readdirSync(join(FIXTURES, engine))
    .filter((file) => /^\d{3}_.+\.sql$/.test(file) && Number(file.slice(0, 3)) <= upTo)
    .sort()
    .map((file) => ({
      file,
      version: Number(file.slice(0, 3)),
      sql: readFileSync(join(FIXTURES, engine, file), 'utf8'),
    }));

/** Applies the old SQLite account migrations 001 to `upTo` as the old runner did. */
export function migrateLegacySqlite(db: Database.Database, upTo = 5): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const { file, version, sql } of files('sqlite', upTo))
    db.transaction(() => {
      db.exec(sql);
      record.run(version, file, new Date().toISOString());
    })();
}

/** Applies the old PostgreSQL account migrations 001 to `upTo` as the old runner did. */
export async function migrateLegacyPostgres(client: pg.Client, upTo = 5): Promise<void> {
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    store TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (store, version))`);
  for (const { file, version, sql } of files('postgres', upTo)) {
    await client.query('BEGIN');
    await client.query(sql);
    await client.query("INSERT INTO schema_migrations (store, version, name) VALUES ('accounts', $1, $2)", [
      version,
      file,
    ]);
    await client.query('COMMIT');
  }
}

/** One statement with `?` placeholders, on either engine. */
export type Run = (text: string, values?: unknown[]) => Promise<void>;

export const sqliteRun =
  (db: Database.Database): Run =>
  async (text, values = []) =>
    void db.prepare(text).run(...values);

export const postgresRun =
  (client: pg.Client): Run =>
  async (text, values = []) => {
    let n = 0;
    await client.query(
      text.replace(/\?/g, () => `$${++n}`),
      values,
    );
  };

/** A far future, in epoch milliseconds. */
export const LATER = Date.now() + 30 * 86_400_000;

/**
 * What a user of an earlier version had written through that version's code: an account with
 * a session, a token, a list with companies, a watched company, a recent view, a contact, a
 * saved search, an API key, a limit counter, a queued mail, a digest opt-in, a message and an
 * issue report. `flag` is the digest opt-in as each engine stored it.
 */
export async function writeLegacyAccount(run: Run, flag: 1 | boolean, upTo = 5): Promise<void> {
  const at = '2026-11-20T10:00:00.000Z';
  await run(
    `INSERT INTO users (user_id, email, fullname, password_hash, email_verified_at, language, created_at, updated_at)
     VALUES ('u-old', 'Old@Example.at', 'Alt Kunde', 'argon-hash', ?, 'de', ?, ?)`,
    [at, at, at],
  );
  await run(
    `INSERT INTO sessions (session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
     VALUES ('s-old', 'session-hash', 'u-old', 1, 2, ?, 'Firefox', '10.0.0.1')`,
    [LATER],
  );
  await run(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ('token-hash', 'u-old', 'reset', 1, ?)`,
    [LATER],
  );
  await run(
    `INSERT INTO lead_lists (user_id, name, created_at, updated_at) VALUES ('u-old', 'Kunden', ?, ?)`,
    [at, at],
  );
  for (const key of ['gen:7:8000:c2', 'gen:7:8000:c9'])
    await run(
      `INSERT INTO lead_list_items (list_id, company_key, added_at) SELECT list_id, ?, ? FROM lead_lists WHERE name = 'Kunden'`,
      [key, at],
    );
  await run(
    `INSERT INTO watchlist (user_id, company_key, added_at, seen_at) VALUES ('u-old', 'gen:7:8000:c6', ?, ?)`,
    [at, at],
  );
  await run(
    `INSERT INTO recent_views (user_id, entity_type, entity_key, viewed_at) VALUES ('u-old', 'company', 'gen:7:8000:c2', ?)`,
    [at],
  );
  await run(
    `INSERT INTO contacts (user_id, employee_key, note, created_at, updated_at) VALUES ('u-old', 'gen:7:8000:e3', 'Messe', ?, ?)`,
    [at, at],
  );
  await run(
    `INSERT INTO saved_searches (user_id, name, entity, filters, created_at) VALUES ('u-old', 'Wien', 'companies', ?, ?)`,
    [JSON.stringify([{ indicator: 'city', operator: 'must', values: ['Wien'] }]), at],
  );
  await run(
    `INSERT INTO contact_messages (kind, name, email, subject, message, user_id, created_at)
     VALUES ('support', 'Alt', 'old@example.at', 'Frage', 'Hallo', 'u-old', ?)`,
    [at],
  );
  await run(
    `INSERT INTO issue_reports (entity_type, entity_id, issue_type, description, user_id, created_at)
     VALUES ('company', '2', 'wrong_data', 'Falsche Adresse', 'u-old', ?)`,
    [at],
  );
  await run(`INSERT INTO account_meta (key, value) VALUES ('legacy_accounts_moved_at', ?)`, [at]);
  if (upTo < 2) return;
  await run(
    `INSERT INTO limit_counters (key, hits, refused, reset_at) VALUES ('mail:old@example.at', 2, 0, ?)`,
    [LATER],
  );
  if (upTo < 3) return;
  await run(
    `INSERT INTO api_keys (key_id, user_id, name, key_hash, prefix, created_at) VALUES ('k-old', 'u-old', 'CRM', 'key-hash', 'fr_abc', ?)`,
    [at],
  );
  if (upTo < 4) return;
  await run(`INSERT INTO digest_subscriptions (user_id, enabled, subscribed_at) VALUES ('u-old', ?, ?)`, [
    flag,
    at,
  ]);
  if (upTo < 5) return;
  await run(
    `INSERT INTO mail_jobs (kind, email, lang, created_at, due_at) VALUES ('reset', 'old@example.at', 'de', 1, 1)`,
  );
}
