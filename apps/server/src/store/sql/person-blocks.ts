import type { Kysely } from 'kysely';
import type { PersonBlockRepository } from '../types';
import type { AccountTables } from './tables';

/** The block set of docs/decisions/171: written by the console, read by every process. */
export function createPersonBlockRepository(db: Kysely<AccountTables>): PersonBlockRepository {
  return {
    async all() {
      const rows = await db.selectFrom('person_blocks').selectAll().orderBy('blocked_at', 'desc').execute();
      return rows.map((row) => ({
        ...row,
        company_id: row.company_id === null ? null : Number(row.company_id),
      }));
    },
    async block(block) {
      const inserted = await db
        .insertInto('person_blocks')
        .values(block)
        .onConflict((conflict) => conflict.column('identity').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async unblock(identity) {
      const deleted = await db
        .deleteFrom('person_blocks')
        .where('identity', '=', identity)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
