import type { Kysely, Selectable } from 'kysely';
import type { DigestRepository, DigestSubscription } from '../types';
import { byteOrder, changed, type Engine } from './query-layer';
import type { AccountTables, DigestSubscriptionsTable } from './tables';

const toSubscription = (row: Selectable<DigestSubscriptionsTable>): DigestSubscription => ({
  ...row,
  enabled: Boolean(row.enabled),
});

export function createDigestRepository(db: Kysely<AccountTables>, engine: Engine): DigestRepository {
  const subscriptions = () => db.selectFrom('digest_subscriptions').selectAll();
  return {
    async subscription(userId) {
      const row = await subscriptions().where('user_id', '=', userId).executeTakeFirst();
      return row ? toSubscription(row) : null;
    },
    async setEnabled(userId, enabled, now) {
      if (!enabled) {
        await db
          .updateTable('digest_subscriptions')
          .set({ enabled: false })
          .where('user_id', '=', userId)
          .execute();
        return;
      }
      // Opting in again keeps the earlier opt-in's date while it is still enabled.
      await db
        .insertInto('digest_subscriptions')
        .values({ user_id: userId, enabled: true, subscribed_at: now })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet((eb) => ({
            enabled: true,
            subscribed_at: eb
              .case()
              .when('digest_subscriptions.enabled', '=', true)
              .then(eb.ref('digest_subscriptions.subscribed_at'))
              .else(eb.ref('excluded.subscribed_at'))
              .end(),
          })),
        )
        .execute();
    },
    due: async (before) =>
      (
        await subscriptions()
          .where('enabled', '=', true)
          .where((eb) => eb(eb.fn.coalesce('last_digest_at', 'subscribed_at'), '<', before))
          .orderBy(byteOrder(engine, 'user_id'))
          .execute()
      ).map(toSubscription),
    claim: async (userId, previous, at) =>
      changed(
        await db
          .updateTable('digest_subscriptions')
          .set({ last_digest_at: at })
          .where('user_id', '=', userId)
          .where('enabled', '=', true)
          .where('last_digest_at', 'is not distinct from', previous)
          .executeTakeFirst(),
      ) === 1,
  };
}
