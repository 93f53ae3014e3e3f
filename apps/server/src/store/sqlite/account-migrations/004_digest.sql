-- The opt-in daily e-mail digest of watched companies that changed (issue 14): one row per
-- user who opted in. `last_digest_at` is advanced by a conditional UPDATE that only one
-- process wins, so a digest goes out once however many servers run.
CREATE TABLE digest_subscriptions (
  user_id TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 1,
  subscribed_at TEXT NOT NULL,
  last_digest_at TEXT
);
CREATE INDEX digest_subscriptions_enabled ON digest_subscriptions (enabled);
