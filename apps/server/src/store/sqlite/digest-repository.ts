import type { DigestRepository, DigestSubscription } from '../types';
import type { SqliteDatabase } from './database';

type Row = Omit<DigestSubscription, 'enabled'> & { enabled: number };
const toSubscription = (row: Row): DigestSubscription => ({ ...row, enabled: row.enabled === 1 });

export function createDigestRepository(db: SqliteDatabase): DigestRepository {
  const one = db.prepare('SELECT * FROM digest_subscriptions WHERE user_id = ?');
  const optIn =
    db.prepare(`INSERT INTO digest_subscriptions (user_id, enabled, subscribed_at) VALUES (?, 1, ?)
    ON CONFLICT (user_id) DO UPDATE SET enabled = 1,
      subscribed_at = CASE WHEN enabled = 1 THEN subscribed_at ELSE excluded.subscribed_at END`);
  const optOut = db.prepare('UPDATE digest_subscriptions SET enabled = 0 WHERE user_id = ?');
  const due = db.prepare(`SELECT * FROM digest_subscriptions
    WHERE enabled = 1 AND coalesce(last_digest_at, subscribed_at) < ? ORDER BY user_id`);
  const claim = db.prepare(`UPDATE digest_subscriptions SET last_digest_at = ?
    WHERE user_id = ? AND enabled = 1 AND last_digest_at IS ?`);
  return {
    subscription: async (userId) => {
      const row = one.get(userId) as Row | undefined;
      return row ? toSubscription(row) : null;
    },
    async setEnabled(userId, enabled, now) {
      if (enabled) optIn.run(userId, now);
      else optOut.run(userId);
    },
    due: async (before) => (due.all(before) as Row[]).map(toSubscription),
    claim: async (userId, previous, at) => claim.run(at, userId, previous).changes === 1,
  };
}
