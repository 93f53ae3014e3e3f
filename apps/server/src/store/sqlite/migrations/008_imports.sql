-- Imported companies (issue 14): where each company's data came from, the keys entity
-- resolution looks up, the field-by-field change history users see, and GLEIF's parent
-- relationships. Generated companies have no rows in the source tables: their source is the
-- generator.

-- One row per source record merged into a company; the fingerprint makes a repeated import a no-op.
CREATE TABLE company_sources (
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  company_id INTEGER NOT NULL,
  source_date TEXT,
  fingerprint TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  PRIMARY KEY (source, source_id)
) WITHOUT ROWID;
CREATE INDEX company_sources_by_company ON company_sources (company_id);

-- What entity resolution matches on: LEI, register key, folded name + postcode.
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

-- Which source gave each group of fields of a company, as of which date, published or estimated.
CREATE TABLE company_provenance (
  company_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  source TEXT NOT NULL,
  source_date TEXT,
  published INTEGER NOT NULL,
  PRIMARY KEY (company_id, field)
) WITHOUT ROWID;

-- Every change to a company's shown data: imports, Refresh Data, accepted reports.
CREATE TABLE company_history (
  history_id INTEGER PRIMARY KEY AUTOINCREMENT,
  company_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  old_value TEXT,
  new_value TEXT,
  changed_at TEXT NOT NULL,
  source TEXT NOT NULL,
  source_date TEXT
);
CREATE INDEX company_history_by_company ON company_history (company_id, history_id);

-- GLEIF Level 2: the company (child) is consolidated by the parent LEI, for the company network.
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
) WITHOUT ROWID;
CREATE INDEX company_relationships_by_parent ON company_relationships (parent_lei);
