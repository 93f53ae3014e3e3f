import { type Migration, sql } from 'kysely';
import { type Db, dialect } from './account-dialect';
import type { Engine } from './query-layer';

/**
 * 011: privacy requests and the people blocked after them (docs/decisions/171, 172).
 * `person_blocks` holds one row per identity as the source names the person
 * (`person:<person key>`, `mandate:<representative id>`, `employee:<employee key>`), so that a
 * re-imported or re-synced person stays blocked. `privacy_requests` keeps each request with its
 * decision and when its two mails (confirmation, outcome) went out.
 */
export function personBlocksMigration(engine: Engine): Migration {
  const { postgres, serial } = dialect(engine);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('person_blocks')
        .addColumn('identity', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('company_id', 'integer')
        .addColumn('blocked_at', 'text', (c) => c.notNull())
        .addColumn('blocked_by', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('privacy_requests')
        .addColumn('request_id', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('about', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('objection', 'erasure', 'rectification')`),
        )
        .addColumn('correction', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'blocked', 'rejected')`))
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        .addColumn('decision_reason', 'text')
        .addColumn('blocked_identity', 'text')
        .addColumn('confirmation_mailed_at', 'text')
        .addColumn('outcome_mailed_at', 'text')
        .execute();
      await db.schema
        .createIndex('privacy_requests_by_status')
        .on('privacy_requests')
        .column('status')
        .execute();
    },
  };
}

/**
 * 017: a rectification can be granted as a correction (docs/decisions/163): the status
 * `corrected` and the corrected values (`corrections`, JSON). PostgreSQL replaces the status
 * check; SQLite cannot alter a check, so the table is rebuilt from its own definition.
 */
export function privacyCorrectionsMigration(engine: Engine): Migration {
  const statuses = sql.raw("status in ('open', 'blocked', 'rejected', 'corrected')");
  return {
    async up(db: Db) {
      await db.schema.alterTable('privacy_requests').addColumn('corrections', 'text').execute();
      if (engine === 'postgres') {
        await sql`ALTER TABLE privacy_requests DROP CONSTRAINT privacy_requests_status_check`.execute(db);
        await sql`ALTER TABLE privacy_requests ADD CONSTRAINT privacy_requests_status_check CHECK (${statuses})`.execute(
          db,
        );
        return;
      }
      const { rows } = await sql<{
        sql: string;
      }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'privacy_requests'`.execute(db);
      const definition = rows[0]!.sql
        .replace(/^create table "?privacy_requests"?/i, 'CREATE TABLE privacy_requests_017')
        .replace(
          /status in \('open', 'blocked', 'rejected'\)/,
          "status in ('open', 'blocked', 'rejected', 'corrected')",
        );
      await sql.raw(definition).execute(db);
      await sql`INSERT INTO privacy_requests_017 SELECT * FROM privacy_requests`.execute(db);
      await db.schema.dropTable('privacy_requests').execute();
      await sql`ALTER TABLE privacy_requests_017 RENAME TO privacy_requests`.execute(db);
      await db.schema
        .createIndex('privacy_requests_by_status')
        .on('privacy_requests')
        .column('status')
        .execute();
    },
  };
}
