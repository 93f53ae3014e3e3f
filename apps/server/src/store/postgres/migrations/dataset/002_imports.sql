-- Imported companies (issue 14), as in the embedded store's migration 008: sources with
-- fingerprints, entity-resolution keys, provenance per field group, the change history users
-- see, and GLEIF parent relationships. Every table is keyed by company_id, so the change feed
-- copies a changed company's rows into each server's local index.

CREATE TABLE company_sources (
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  company_id INTEGER NOT NULL,
  source_date TEXT,
  fingerprint TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  PRIMARY KEY (source, source_id)
);
CREATE INDEX company_sources_by_company ON company_sources (company_id);

CREATE TABLE company_identity (
  company_id INTEGER PRIMARY KEY,
  country TEXT NOT NULL,
  lei TEXT,
  register_key TEXT,
  name_key TEXT,
  name_postcode_key TEXT,
  legal_form TEXT
);
CREATE INDEX company_identity_by_lei ON company_identity (lei) WHERE lei IS NOT NULL;
CREATE INDEX company_identity_by_register ON company_identity (register_key) WHERE register_key IS NOT NULL;
CREATE INDEX company_identity_by_name ON company_identity (name_postcode_key) WHERE name_postcode_key IS NOT NULL;

CREATE TABLE company_provenance (
  company_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  source TEXT NOT NULL,
  source_date TEXT,
  published INTEGER NOT NULL,
  PRIMARY KEY (company_id, field)
);

CREATE TABLE company_history (
  history_id BIGSERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  old_value TEXT,
  new_value TEXT,
  changed_at TEXT NOT NULL,
  source TEXT NOT NULL,
  source_date TEXT
);
CREATE INDEX company_history_by_company ON company_history (company_id, history_id);

CREATE TABLE company_relationships (
  company_id INTEGER NOT NULL,
  parent_lei TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  start_date TEXT,
  end_date TEXT,
  source_date TEXT,
  fingerprint TEXT NOT NULL,
  PRIMARY KEY (company_id, parent_lei, kind)
);
CREATE INDEX company_relationships_by_parent ON company_relationships (parent_lei);
