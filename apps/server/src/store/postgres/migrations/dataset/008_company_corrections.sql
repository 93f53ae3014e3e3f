-- An operator's accepted correction of a company field, as in the embedded store's migration 014
-- (docs/decisions/197): per source record, the corrected value and the source's value then.
CREATE TABLE company_corrections (
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT,
  source_value TEXT,
  corrected_at TEXT NOT NULL,
  PRIMARY KEY (source, source_id, field)
);
