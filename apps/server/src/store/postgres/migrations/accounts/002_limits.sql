-- Rate limits, quotas and login throttles: one row per key and fixed window, shared by every
-- server on this database. Rows of ended windows are purged now and then.
CREATE TABLE limit_counters (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  reset_at BIGINT NOT NULL
);
CREATE INDEX limit_counters_by_reset ON limit_counters (reset_at);
