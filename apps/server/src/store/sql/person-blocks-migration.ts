import type { Migration } from 'kysely';
import type { Db } from './account-dialect';

/**
 * 011: people blocked after a privacy request (docs/decisions/171). One row per identity as the
 * source names the person (`person:<person key>`, `mandate:<representative id>`,
 * `employee:<employee key>`), so that a re-imported or re-synced person stays blocked.
 */
export const personBlocksMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('person_blocks')
      .addColumn('identity', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('company_id', 'integer')
      .addColumn('blocked_at', 'text', (c) => c.notNull())
      .addColumn('blocked_by', 'text', (c) => c.notNull())
      .execute();
  },
};
