import { type Migration, sql } from 'kysely';
import { type Db, dialect } from './account-dialect';
import type { Engine } from './query-layer';

/** 007: webhooks and their deliveries (docs/decisions/143), leased like the mail jobs. */
export function webhooksMigration(engine: Engine): Migration {
  const { postgres, epoch } = dialect(engine);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('webhooks')
        .addColumn('hook_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('types', 'text', (c) => c.notNull())
        .addColumn('company_ids', 'text')
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paused_at', 'text')
        .execute();
      await db.schema.createIndex('webhooks_by_user').on('webhooks').column('user_id').execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('delivery_id', postgres ? 'bigserial' : 'integer', (c) =>
          postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('hook_id', 'text', (c) => c.notNull().references('webhooks.hook_id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', epoch, (c) => c.notNull())
        .addColumn('due_at', epoch, (c) => c.notNull())
        .addColumn('delivered_at', epoch)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'due_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_by_hook')
        .on('webhook_deliveries')
        .columns(['hook_id', 'delivery_id'])
        .execute();
    },
  };
}

/**
 * 008: matching jobs of uploaded files and their rows (docs/decisions/161). The partial unique
 * index lets a user have one job queued or running, also when two starts race.
 */
export function matchJobsMigration(engine: Engine): Migration {
  const { epoch, keyed } = dialect(engine);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('match_jobs')
        .addColumn('job_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('columns', 'text', (c) => c.notNull())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('done_rows', 'integer', (c) => c.notNull())
        .addColumn('created_at', epoch, (c) => c.notNull())
        .addColumn('updated_at', epoch, (c) => c.notNull())
        .addColumn('lease_until', epoch, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('match_jobs_by_user')
        .on('match_jobs')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('match_jobs_one_active')
        .unique()
        .on('match_jobs')
        .column('user_id')
        .where(sql<boolean>`status in ('queued', 'running')`)
        .execute();
      await db.schema
        .createTable('match_job_rows')
        .addColumn('job_id', 'text', (c) => c.notNull().references('match_jobs.job_id').onDelete('cascade'))
        .addColumn('row_no', 'integer', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('state', 'text')
        .addColumn('company_id', 'integer')
        .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('candidates', 'text')
        .addPrimaryKeyConstraint('match_job_rows_pkey', ['job_id', 'row_no'])
        .$call(keyed)
        .execute();
    },
  };
}

/**
 * 011: alerts per event type on the watch list (docs/decisions/142). `alert_types` holds the
 * chosen type ids, comma-separated ('' mutes the company); null, as every existing watch has
 * it, means every type, also those added later.
 */
export const watchAlertsMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('watchlist').addColumn('alert_types', 'text').execute();
  },
};

/**
 * 013: the mail about a paused webhook goes through the durable mail queue
 * (docs/decisions/143): `pause_mailed_at` says the owner has been told about this pause, so a
 * mail job sent twice, or one for a hook another process paused, mails nobody twice.
 */
export const webhookPauseMailMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('webhooks').addColumn('pause_mailed_at', 'text').execute();
  },
};

/**
 * 016: the user's last two logins (docs/decisions/189). A login moves `last_login_at` to
 * `previous_login_at`; a user with a previous login is a returning one ("Willkommen zurück").
 */
export const lastLoginMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('previous_login_at', 'text').execute();
  },
};

/**
 * 017: the person pages a user viewed, by page key (docs/decisions/192), beside `recent_views`
 * (whose entity ids are numbers of the dataset and whose type check names companies and employees).
 */
export function recentPeopleMigration(engine: Engine): Migration {
  const { keyed } = dialect(engine);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('recent_people')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('person_key', 'text', (c) => c.notNull())
        .addColumn('viewed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('recent_people_pkey', ['user_id', 'person_key'])
        .$call(keyed)
        .execute();
      await db.schema
        .createIndex('recent_people_by_time')
        .on('recent_people')
        .columns(['user_id', 'viewed_at desc'])
        .execute();
    },
  };
}

/**
 * 019: the report decision mail and the operator's copy of a contact message ride the durable
 * mail queue (docs/decisions/197). `corrected_field` keeps what the mail says about an accepted
 * report; `decision_mailed_at` and `forwarded_at` say a mail went out, so a job sent twice mails
 * nobody twice. Rows from before were mailed (or given up) directly by their request: marked done.
 */
export const queuedOperatorMailsMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('issue_reports').addColumn('corrected_field', 'text').execute();
    await db.schema.alterTable('issue_reports').addColumn('decision_mailed_at', 'text').execute();
    await db.schema.alterTable('contact_messages').addColumn('forwarded_at', 'text').execute();
    await sql`UPDATE issue_reports SET decision_mailed_at = decided_at`.execute(db);
    await sql`UPDATE contact_messages SET forwarded_at = created_at`.execute(db);
  },
};
