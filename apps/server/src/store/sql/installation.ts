import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InstallationRepository } from '../types';
import type { AccountTables } from './tables';

/** Secrets of the installation in `account_meta`, under `secret:<name>`. */
export function createInstallationRepository(db: Kysely<AccountTables>): InstallationRepository {
  return {
    async secret(name) {
      const key = `secret:${name}`;
      // The first process to ask makes it; whoever loses the race reads the winner's.
      await db
        .insertInto('account_meta')
        .values({ key, value: randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('account_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
