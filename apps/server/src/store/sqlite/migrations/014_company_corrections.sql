-- An operator's accepted correction of a company field, kept where the importers read it
-- (docs/decisions/197): per source record that holds the company (the source's identity, not our
-- row id), the corrected value and the value the source published when the correction was made.
-- While the source keeps publishing that value, an import keeps the correction; when it
-- publishes another one, the source wins and the row is removed.
CREATE TABLE company_corrections (
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  field TEXT NOT NULL,
  value TEXT,
  source_value TEXT,
  corrected_at TEXT NOT NULL,
  PRIMARY KEY (source, source_id, field)
) WITHOUT ROWID;
