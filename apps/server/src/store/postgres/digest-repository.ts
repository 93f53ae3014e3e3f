import type { DigestRepository, DigestSubscription } from '../types';
import type { AccountSql } from './account-sql';

export function createDigestRepository(sql: AccountSql): DigestRepository {
  return {
    subscription: (userId) =>
      sql.row<DigestSubscription>('SELECT * FROM digest_subscriptions WHERE user_id = $1', [userId]),
    async setEnabled(userId, enabled, now) {
      if (enabled)
        await sql.changes(
          `INSERT INTO digest_subscriptions (user_id, enabled, subscribed_at) VALUES ($1, TRUE, $2)
           ON CONFLICT (user_id) DO UPDATE SET enabled = TRUE,
             subscribed_at = CASE WHEN digest_subscriptions.enabled THEN digest_subscriptions.subscribed_at
                                  ELSE excluded.subscribed_at END`,
          [userId, now],
        );
      else await sql.changes('UPDATE digest_subscriptions SET enabled = FALSE WHERE user_id = $1', [userId]);
    },
    due: (before) =>
      sql.rows<DigestSubscription>(
        `SELECT * FROM digest_subscriptions
         WHERE enabled AND coalesce(last_digest_at, subscribed_at) < $1 ORDER BY user_id COLLATE "C"`,
        [before],
      ),
    claim: async (userId, previous, at) =>
      (await sql.changes(
        `UPDATE digest_subscriptions SET last_digest_at = $3
         WHERE user_id = $1 AND enabled AND last_digest_at IS NOT DISTINCT FROM $2`,
        [userId, previous, at],
      )) === 1,
  };
}
