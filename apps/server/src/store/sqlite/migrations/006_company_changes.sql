-- The change sequence: one entry per company write (Refresh Data, an import, an accepted
-- report). Every server process follows it and brings its in-memory filter index and caches up
-- to date, so a write by one process is seen by all within a second. On PostgreSQL the local
-- index receives the primary's entries under the primary's numbers.
CREATE TABLE company_changes (
  change_id INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id INTEGER NOT NULL,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  source TEXT NOT NULL
);
