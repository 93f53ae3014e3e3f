-- The register sync (issue 28): one row per run of `npm run sync` or of a server's schedule,
-- and the lease that lets one process of an installation sync at a time (docs/decisions/122).
-- Times are ISO 8601 text in UTC, as the PostgreSQL store's migration 006 keeps them.
CREATE TABLE sync_runs (
  run_id INTEGER PRIMARY KEY AUTOINCREMENT,
  source TEXT NOT NULL,
  -- full | delta
  kind TEXT NOT NULL,
  -- GLEIF's delta window (IntraDay, LastDay, LastWeek, LastMonth), null for a full load
  delta_window TEXT,
  -- running | succeeded | unchanged (nothing new was published) | failed
  outcome TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  -- when the source published the data the run imported
  published_at TEXT,
  bytes INTEGER NOT NULL DEFAULT 0,
  rows_read INTEGER NOT NULL DEFAULT 0,
  rows_kept INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL DEFAULT 0,
  changed INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  duration_ms INTEGER,
  error TEXT,
  -- host and process that ran it
  holder TEXT NOT NULL,
  -- the download's ETag, Last-Modified and size (JSON), for the next conditional request
  validators TEXT
);
CREATE INDEX sync_runs_by_source ON sync_runs (source, outcome, run_id);

CREATE TABLE sync_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
