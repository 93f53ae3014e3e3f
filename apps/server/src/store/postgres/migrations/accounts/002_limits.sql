-- Rate limits, quotas and login throttles: one row per key and fixed window, shared by every
-- server on this database. Rows of ended windows are purged now and then.
CREATE TABLE limit_counters (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  -- The size of the last hit when it was refused (it would have passed its max), else 0.
  refused INTEGER NOT NULL DEFAULT 0,
  reset_at BIGINT NOT NULL
);
CREATE INDEX limit_counters_by_reset ON limit_counters (reset_at);
