-- The register sync (issue 28), as in the embedded store's migration 012: one row per sync run
-- and the lease that lets one process of all servers on this database sync at a time
-- (docs/decisions/122). Times are ISO 8601 text in UTC, compared as text on both engines.
CREATE TABLE sync_runs (
  run_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  delta_window TEXT,
  outcome TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  published_at TEXT,
  bytes BIGINT NOT NULL DEFAULT 0,
  rows_read BIGINT NOT NULL DEFAULT 0,
  rows_kept BIGINT NOT NULL DEFAULT 0,
  created BIGINT NOT NULL DEFAULT 0,
  changed BIGINT NOT NULL DEFAULT 0,
  unchanged BIGINT NOT NULL DEFAULT 0,
  duration_ms BIGINT,
  error TEXT,
  holder TEXT NOT NULL,
  validators TEXT
);
CREATE INDEX sync_runs_by_source ON sync_runs (source, outcome, run_id);

CREATE TABLE sync_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
