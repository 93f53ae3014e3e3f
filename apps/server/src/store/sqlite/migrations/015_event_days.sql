-- An event's effective date as its day number (days since 1970-01-01), not 'YYYY-MM-DD' text
-- (docs/decisions/218): 11 bytes fewer in the row and in each of the two indexes that carry it
-- (by company, by type), and the type index sorts integers. The API still answers ISO dates
-- (store/event-rows.ts converts). SQLite cannot change a column's type, so the table is rebuilt
-- with the same columns in the same order (the build's transfer copy needs them identical on
-- both sides); its indexes (child-indexes.sql) are built again when the dataset is opened.
CREATE TABLE company_events_by_day (
  event_id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  effective_date INTEGER NOT NULL,
  recorded_at TEXT NOT NULL,
  source INTEGER NOT NULL,
  change_id INTEGER,
  old_value TEXT,
  new_value TEXT,
  person TEXT,
  person_key TEXT,
  role TEXT,
  related_company_id INTEGER,
  related_name TEXT,
  amount REAL,
  share REAL,
  reference TEXT
);
INSERT INTO company_events_by_day
  SELECT event_id, company_id, type, CAST(julianday(effective_date) - 2440587.5 AS INTEGER), recorded_at,
    source, change_id, old_value, new_value, person, person_key, role, related_company_id,
    related_name, amount, share, reference
  FROM company_events ORDER BY event_id;
DROP TABLE company_events;
ALTER TABLE company_events_by_day RENAME TO company_events;
