import { type Migration, sql } from 'kysely';
import { type Db, dialect } from './account-dialect';
import type { Engine } from './query-layer';

/**
 * 007: the operator console (docs/decisions/170). The operator role is a row in `operators`
 * (granted only by `npm run operator`); issue reports gain their reporter's language and the
 * decision; `operator_audit` records every console action and is only ever appended to.
 */
export function operatorMigration(engine: Engine): Migration {
  const { postgres, serial } = dialect(engine);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('operators')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
        .addColumn('granted_at', 'text', (c) => c.notNull())
        .execute();
      for (const [column, build] of [
        ['lang', sql`text not null default 'de'`],
        ['decided_at', sql`text`],
        ['decided_by', sql`text`],
        ['decision_reason', sql`text`],
      ] as const)
        await sql`alter table issue_reports add column ${sql.ref(column)} ${build}`.execute(db);
      await db.schema.createIndex('issue_reports_by_status').on('issue_reports').column('status').execute();
      await db.schema
        .createTable('operator_audit')
        .addColumn('audit_id', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text', (c) => c.notNull())
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema.createIndex('operator_audit_by_action').on('operator_audit').column('action').execute();
    },
  };
}

/**
 * 008: users an operator locked (docs/decisions/170): a locked account cannot log in, its
 * sessions end and its API keys are refused. A table of its own, like the role.
 */
export const userLocksMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('user_locks')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
      .addColumn('locked_at', 'text', (c) => c.notNull())
      .addColumn('locked_by', 'text', (c) => c.notNull())
      .execute();
  },
};
