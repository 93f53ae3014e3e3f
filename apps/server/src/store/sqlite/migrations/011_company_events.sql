-- Register events (issue 29, docs/decisions/130): one dated history per company. The generator
-- writes each company's history with the dataset; imports and Refresh Data add the differences
-- they record. `type` and `source` are small codes (store/event-codes.ts): at millions of
-- companies and several events each, their names would cost hundreds of megabytes.
-- `change_id` is the company_changes entry that recorded the event (null: it came with the
-- dataset), the order in which a feed of events will hand them out.
-- The indexes (a company's events; type and effective date; recorded order) are in
-- dataset-indexes.sql, built after a bulk load. companies.recent_updates is no longer written:
-- the API derives a company's recent updates from its newest events.
CREATE TABLE company_events (
  event_id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  effective_date TEXT NOT NULL,
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
