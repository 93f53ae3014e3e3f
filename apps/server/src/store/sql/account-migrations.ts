import { type ColumnDefinitionBuilder, type Migration, Migrator, sql } from 'kysely';
import { type Db, dialect } from './account-dialect';
import {
  lastLoginMigration,
  matchJobsMigration,
  queuedOperatorMailsMigration,
  recentPeopleMigration,
  watchAlertsMigration,
  webhookPauseMailMigration,
  webhooksMigration,
} from './account-migrations-later';
import { matchBatchesMigration } from './match-batches-migration';
import { messageRepliesMigration } from './messages-migration';
import { operatorMigration, userLocksMigration } from './operator-migration';
import { personBlocksMigration, privacyCorrectionsMigration } from './person-blocks-migration';
import type { Engine } from './query-layer';

/**
 * The account store's schema, written once for both engines with Kysely's schema builder and
 * applied by its Migrator (bookkeeping in `account_migrations`). Migrations 001–005 create
 * exactly what the numbered SQL files of earlier versions created on each engine; a database
 * that those files had migrated records them in `schema_migrations`, and each of these
 * migrations finds its number there and leaves the database as it is (docs/decisions/110).
 */

/** Whether the numbered SQL files this source replaced had applied `version` to this database. */
async function appliedBefore(db: Db, version: number): Promise<boolean> {
  const legacy = (await db.introspection.getTables()).find((table) => table.name === 'schema_migrations');
  if (!legacy) return false;
  // PostgreSQL numbered both of its stores in one table; the SQLite account file only its own.
  const ofAccounts = legacy.columns.some((column) => column.name === 'store')
    ? sql`and store = 'accounts'`
    : sql``;
  const { rows } =
    await sql`select 1 from schema_migrations where version = ${version} ${ofAccounts}`.execute(db);
  return rows.length > 0;
}

/** A migration that an earlier version may have applied as its SQL file `version`. */
const replacing = (version: number, up: (db: Db) => Promise<void>): Migration => ({
  async up(db: Db) {
    if (!(await appliedBefore(db, version))) await up(db);
  },
});

function accounts(engine: Engine) {
  const { postgres, epoch, serial, keyed } = dialect(engine);
  return async (db: Db) => {
    await db.schema
      .createTable('users')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      // Unique in any letter case: SQLite's column collation here, PostgreSQL's index below.
      .addColumn('email', 'text', (c) =>
        postgres ? c.notNull() : c.notNull().unique().modifyEnd(sql`collate NOCASE`),
      )
      .addColumn('fullname', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('membership_id', 'text', (c) => c.notNull().defaultTo('0'))
      .addColumn('profile_avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('google_sub', 'text', (c) => c.unique())
      .addColumn('email_verified_at', 'text')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
      .addColumn('security_ip', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    if (postgres) await lowerEmailIndex(db).execute();

    // Only the SHA-256 of a session token is stored.
    await db.schema
      .createTable('sessions')
      .addColumn('session_id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
      .addColumn('created_at', epoch, (c) => c.notNull())
      .addColumn('last_seen_at', epoch, (c) => c.notNull())
      .addColumn('expires_at', epoch, (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('email_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
      .addColumn('created_at', epoch, (c) => c.notNull())
      .addColumn('expires_at', epoch, (c) => c.notNull())
      .addColumn('used_at', epoch)
      .execute();
    await db.schema
      .createIndex('email_tokens_by_user')
      .on('email_tokens')
      .columns(['user_id', 'purpose'])
      .execute();

    await workspace(db, engine);

    // Messages and issue reports stay for the operator when their account is deleted.
    await db.schema
      .createTable('contact_messages')
      .addColumn('message_id', serial, (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('contact'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('issue_reports')
      .addColumn('report_id', serial, (c) => c.primaryKey())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('entity_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('issue_type', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('correct_data', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('priority', 'text', (c) =>
        c.notNull().defaultTo('medium').check(sql`priority in ('low', 'medium', 'high')`),
      )
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('open').check(sql`status in ('open', 'in_progress', 'resolved', 'rejected')`),
      )
      .addColumn('reported_at', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('url', 'text')
      .addColumn('user_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // One-off facts about this store, e.g. that the accounts of an older install were moved in.
    await db.schema
      .createTable('account_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .$call(keyed)
      .execute();
  };
}

/** Recently viewed, the watch list, lead lists, contacts and saved searches: every row is a user's. */
async function workspace(db: Db, engine: Engine): Promise<void> {
  const { serial, keyed } = dialect(engine);
  const owner = (c: ColumnDefinitionBuilder) => c.notNull().references('users.user_id').onDelete('cascade');
  await db.schema
    .createTable('recent_views')
    .addColumn('user_id', 'text', owner)
    .addColumn('entity_type', 'text', (c) => c.notNull().check(sql`entity_type in ('company', 'employee')`))
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_views_pkey', ['user_id', 'entity_type', 'entity_key'])
    .$call(keyed)
    .execute();
  await db.schema
    .createIndex('recent_views_by_time')
    .on('recent_views')
    .columns(['user_id', 'viewed_at desc'])
    .execute();
  await db.schema
    .createTable('watchlist')
    .addColumn('user_id', 'text', owner)
    .addColumn('company_key', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_pkey', ['user_id', 'company_key'])
    .$call(keyed)
    .execute();
  await db.schema
    .createTable('lead_lists')
    .addColumn('list_id', serial, (c) => c.primaryKey())
    .addColumn('user_id', 'text', owner)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lead_lists_user_id_name_key', ['user_id', 'name'])
    .execute();
  await db.schema
    .createTable('lead_list_items')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('lead_lists.list_id').onDelete('cascade'))
    .addColumn('company_key', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lead_list_items_pkey', ['list_id', 'company_key'])
    .$call(keyed)
    .execute();
  await db.schema
    .createTable('contacts')
    .addColumn('contact_id', serial, (c) => c.primaryKey())
    .addColumn('user_id', 'text', owner)
    .addColumn('employee_key', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('contacts_user_id_employee_key_key', ['user_id', 'employee_key'])
    .execute();
  await db.schema
    .createTable('saved_searches')
    .addColumn('search_id', serial, (c) => c.primaryKey())
    .addColumn('user_id', 'text', owner)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) =>
      c.notNull().check(sql`entity in ('companies', 'companies_employees')`),
    )
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('saved_searches_user_id_name_key', ['user_id', 'name'])
    .execute();
}

/** The e-mail lookup's index: `lower(email) = lower(?)` is the one lookup on both engines. */
const lowerEmailIndex = (db: Db) =>
  db.schema.createIndex('users_by_email').ifNotExists().unique().on('users').expression(sql`lower(email)`);

/** The migrations in the order they apply (Kysely sorts them by name). */
export function accountMigrations(engine: Engine): Record<string, Migration> {
  const { postgres, epoch, keyed } = dialect(engine);
  return {
    '001_accounts': replacing(1, accounts(engine)),
    // Rate limits, quotas and login throttles: one row per key and fixed window, shared by every
    // process on this store. Rows of ended windows are purged now and then.
    '002_limits': replacing(2, async (db) => {
      await db.schema
        .createTable('limit_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reset_at', epoch, (c) => c.notNull())
        .$call(keyed)
        .execute();
      await db.schema
        .createIndex('limit_counters_by_reset')
        .on('limit_counters')
        .column('reset_at')
        .execute();
    }),
    // API keys: only the SHA-256 of a key is stored; the key is shown once when it is created.
    '003_api_keys': replacing(3, async (db) => {
      await db.schema
        .createTable('api_keys')
        .addColumn('key_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('api_keys_by_user').on('api_keys').column('user_id').execute();
    }),
    // The opt-in daily digest of watched companies that changed: `last_digest_at` is advanced by
    // a conditional UPDATE that only one process wins, so a digest goes out once.
    '004_digest': replacing(4, async (db) => {
      await db.schema
        .createTable('digest_subscriptions')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
        .addColumn('enabled', postgres ? 'boolean' : 'integer', (c) =>
          c.notNull().defaultTo(postgres ? sql`true` : 1),
        )
        .addColumn('subscribed_at', 'text', (c) => c.notNull())
        .addColumn('last_digest_at', 'text')
        .execute();
      await db.schema
        .createIndex('digest_subscriptions_enabled')
        .on('digest_subscriptions')
        .column('enabled')
        .execute();
    }),
    // Account mails owed to users, written before the request is answered and removed once
    // sent; `due_at` (epoch ms) is when the job may next be claimed (docs/decisions/012).
    '005_mail_jobs': replacing(5, async (db) => {
      await db.schema
        .createTable('mail_jobs')
        .addColumn('job_id', postgres ? 'bigserial' : 'integer', (c) =>
          postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('created_at', epoch, (c) => c.notNull())
        .addColumn('due_at', epoch, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('mail_jobs_due').on('mail_jobs').column('due_at').execute();
    }),
    // SQLite gains PostgreSQL's index on lower(email), so that both engines look e-mails up alike.
    '006_email_lookup': { up: (db: Db) => lowerEmailIndex(db).execute() },
    // Webhooks and their deliveries (docs/decisions/143). A delivery is leased like a mail job:
    // `due_at` (epoch ms) is when it may next be claimed; its body is stored as it is signed.
    '007_webhooks': webhooksMigration(engine),
    // Matching jobs of uploaded files and their rows (docs/decisions/161). The partial unique
    // index lets a user have one job queued or running, also when two starts race.
    '008_match_jobs': matchJobsMigration(engine),
    '009_operator': operatorMigration(engine),
    '010_user_locks': userLocksMigration,
    '011_watch_alerts': watchAlertsMigration,
    '012_person_blocks': personBlocksMigration(engine),
    '013_webhook_pause_mail': webhookPauseMailMigration,
    '014_message_replies': messageRepliesMigration,
    // When a saved contact's e-mail and phone were counted against the daily contact-data quota
    // (docs/decisions/173); rows saved before are null, so the book withholds their data.
    '015_contact_counted': {
      up: (db: Db) => db.schema.alterTable('contacts').addColumn('counted_at', 'text').execute(),
    },
    '016_last_login': lastLoginMigration,
    '017_privacy_corrections': privacyCorrectionsMigration(engine),
    '018_recent_people': recentPeopleMigration(engine),
    '019_queued_operator_mails': queuedOperatorMailsMigration,
    '020_match_job_batches': matchBatchesMigration(engine),
    // A job's counts by state (asked with every look at its progress) read this index alone,
    // not every row with its candidates (docs/decisions/209, 2026-11-30).
    '021_match_job_rows_by_state': {
      up: (db: Db) =>
        db.schema
          .createIndex('match_job_rows_by_state')
          .on('match_job_rows')
          .columns(['job_id', 'state'])
          .execute(),
    },
  };
}

/** Brings the account store's schema up to date; servers starting together apply each migration once. */
export async function migrateAccounts(db: Db, engine: Engine): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => accountMigrations(engine) },
    migrationTableName: 'account_migrations',
    migrationLockTableName: 'account_migrations_lock',
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
