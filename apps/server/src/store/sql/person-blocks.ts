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
    async listed() {
      const rows = await db
        .selectFrom('person_blocks as b')
        .selectAll('b')
        .select((eb) =>
          eb
            .selectFrom('privacy_requests as r')
            .select((sub) => sub.fn.max('r.request_id').as('request_id'))
            .whereRef('r.blocked_identity', '=', 'b.identity')
            .where('r.status', '=', 'blocked')
            // A request decided before this block belongs to an earlier block, lifted since.
            .whereRef('r.decided_at', '>=', 'b.blocked_at')
            .as('request_id'),
        )
        .orderBy('b.blocked_at', 'desc')
        .execute();
      return rows.map((row) => ({
        ...row,
        company_id: row.company_id === null ? null : Number(row.company_id),
        request_id: row.request_id === null ? null : Number(row.request_id),
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
