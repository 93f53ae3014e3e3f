-- Rate limits, quotas and login throttles: one row per key and fixed window, shared by every
-- process that opens this file. Rows of ended windows are purged now and then.
CREATE TABLE limit_counters (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  -- The size of the last hit when it was refused (it would have passed its max), else 0.
  refused INTEGER NOT NULL DEFAULT 0,
  reset_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX limit_counters_by_reset ON limit_counters (reset_at);
