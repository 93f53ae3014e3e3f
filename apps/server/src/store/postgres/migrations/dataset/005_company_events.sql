-- Register events (issue 29), as in the embedded store's migration 011: one dated history per
-- company, with small codes for type and source (store/event-codes.ts) and the company_changes
-- entry that recorded each event (null for the dataset's own histories). Keyed by company_id,
-- so the change feed copies a changed company's events into every server's local index.
CREATE TABLE company_events (
  event_id BIGSERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL,
  type SMALLINT NOT NULL,
  effective_date TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  source SMALLINT NOT NULL,
  change_id BIGINT,
  old_value TEXT,
  new_value TEXT,
  person TEXT,
  person_key TEXT,
  role TEXT,
  related_company_id INTEGER,
  related_name TEXT,
  amount DOUBLE PRECISION,
  share DOUBLE PRECISION,
  reference TEXT
);
CREATE INDEX company_events_by_company ON company_events (company_id, effective_date);
CREATE INDEX company_events_by_type ON company_events (type, effective_date, company_id);
CREATE INDEX company_events_by_change ON company_events (change_id, event_id) WHERE change_id IS NOT NULL;
