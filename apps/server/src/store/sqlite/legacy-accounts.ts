import type { SqliteDatabase } from './database';
import { generatedDataset } from './key-repository';

/**
 * Tables that installs from before the store split kept inside the dataset file, in an order
 * that respects their keys. Today's dataset migrations no longer create them: only a file of
 * such an install holds them.
 */
const LEGACY_TABLES = [
  'lead_list_items',
  'lead_lists',
  'watchlist',
  'recent_views',
  'contacts',
  'saved_searches',
  'email_tokens',
  'sessions',
  'users',
  'contact_messages',
  'issue_reports',
];

const MOVED = 'legacy_accounts_moved_at';

function tableExists(db: SqliteDatabase, schema: string, table: string): boolean {
  return (
    db.prepare(`SELECT 1 FROM ${schema}.sqlite_master WHERE type = 'table' AND name = ?`).get(table) !==
    undefined
  );
}

/**
 * Moves the accounts of an install from before the store split out of its dataset file into the
 * account store, turning row numbers into stable keys. Copying commits in one transaction and
 * records itself; only then are the old tables dropped, so a crash in between loses nothing and
 * the next start finishes the job. Returns the number of users moved.
 */
export function moveLegacyAccounts(
  dataset: SqliteDatabase,
  accounts: SqliteDatabase,
  datasetPath: string,
): number {
  if (!tableExists(dataset, 'main', 'users')) return 0;
  const alreadyMoved =
    accounts.prepare('SELECT value FROM account_meta WHERE key = ?').get(MOVED) !== undefined;
  let moved = 0;
  const rowsIn = (table: string) =>
    tableExists(dataset, 'main', table)
      ? Number(dataset.prepare(`SELECT count(*) FROM ${table}`).pluck().get())
      : 0;
  const legacyUsers = rowsIn('users');
  if (!alreadyMoved && LEGACY_TABLES.some((table) => rowsIn(table) > 0)) {
    const generated = generatedDataset(dataset);
    if (!generated)
      throw new Error(`${datasetPath} holds accounts but no dataset seed: cannot key its companies.`);
    const prefix = `gen:${generated.seed}:${generated.size}:`;
    accounts.prepare('ATTACH DATABASE ? AS legacy').run(datasetPath);
    try {
      accounts.transaction(() => {
        copy(accounts, prefix);
        accounts
          .prepare('INSERT INTO account_meta (key, value) VALUES (?, ?)')
          .run(MOVED, new Date().toISOString());
      })();
    } finally {
      accounts.exec('DETACH DATABASE legacy');
    }
    moved = legacyUsers;
  }
  dataset.transaction(() => {
    for (const table of LEGACY_TABLES) dataset.exec(`DROP TABLE IF EXISTS ${table}`);
  })();
  return moved;
}

function copy(db: SqliteDatabase, prefix: string): void {
  // Each statement copies one table of the old file, if the file has it.
  const run = (sql: string) => {
    const table = /FROM legacy\.(\w+)/.exec(sql)![1]!;
    if (!tableExists(db, 'legacy', table)) return;
    if (sql.includes('@prefix')) db.prepare(sql).run({ prefix });
    else db.prepare(sql).run();
  };
  run(`INSERT INTO users (user_id, email, fullname, password_hash, membership_id, profile_avatar, google_sub,
         email_verified_at, language, security_ip, created_at, updated_at)
       SELECT user_id, email, fullname, password_hash, membership_id, profile_avatar, google_sub,
         email_verified_at, language, security_ip, created_at, updated_at FROM legacy.users`);
  run(`INSERT INTO sessions (session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip)
       SELECT session_id, token_hash, user_id, created_at, last_seen_at, expires_at, user_agent, ip FROM legacy.sessions`);
  run(`INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at, used_at)
       SELECT token_hash, user_id, purpose, created_at, expires_at, used_at FROM legacy.email_tokens`);
  run(`INSERT INTO recent_views (user_id, entity_type, entity_key, viewed_at)
       SELECT user_id, entity_type, @prefix || (CASE entity_type WHEN 'company' THEN 'c' ELSE 'e' END) || entity_id,
              viewed_at FROM legacy.recent_views`);
  run(`INSERT INTO watchlist (user_id, company_key, added_at, seen_at)
       SELECT user_id, @prefix || 'c' || company_id, added_at, seen_at FROM legacy.watchlist`);
  run(`INSERT INTO lead_lists (list_id, user_id, name, created_at, updated_at)
       SELECT list_id, user_id, name, created_at, updated_at FROM legacy.lead_lists`);
  run(`INSERT INTO lead_list_items (list_id, company_key, added_at)
       SELECT list_id, @prefix || 'c' || company_id, added_at FROM legacy.lead_list_items`);
  run(`INSERT INTO contacts (contact_id, user_id, employee_key, note, created_at, updated_at)
       SELECT contact_id, user_id, @prefix || 'e' || employee_id, note, created_at, updated_at FROM legacy.contacts`);
  run(`INSERT INTO saved_searches (search_id, user_id, name, entity, filters, created_at)
       SELECT search_id, user_id, name, entity, filters, created_at FROM legacy.saved_searches`);
  run(`INSERT INTO contact_messages (message_id, kind, name, email, company, subject, message, user_id, created_at)
       SELECT message_id, kind, name, email, company, subject, message, user_id, created_at FROM legacy.contact_messages`);
  run(`INSERT INTO issue_reports (report_id, entity_type, entity_id, entity_name, issue_type, description,
         correct_data, user_email, priority, status, reported_at, user_agent, url, user_id, created_at)
       SELECT report_id, entity_type, entity_id, entity_name, issue_type, description, correct_data, user_email,
         priority, status, reported_at, user_agent, url, user_id, created_at FROM legacy.issue_reports`);
}
