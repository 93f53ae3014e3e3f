-- Dashboard search: employee names in full text and the gazetteer for address + radius.

CREATE VIRTUAL TABLE employee_fts USING fts5(tokens, content='', columnsize=0, detail=none, prefix='2 3');

-- Places of the dataset: postcodes and cities with the centre of their companies, so an
-- address is geocoded without any outside service (docs/decisions/072).
CREATE TABLE places (
  place_id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('postcode', 'city')),
  folded_name TEXT NOT NULL,
  postcode TEXT,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  companies INTEGER NOT NULL
);
CREATE INDEX places_by_name ON places (kind, folded_name, companies DESC);
CREATE INDEX places_by_postcode ON places (postcode, companies DESC);

-- Data issues reported from company and employee pages.
CREATE TABLE issue_reports (
  report_id INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  entity_name TEXT NOT NULL DEFAULT '',
  issue_type TEXT NOT NULL,
  description TEXT NOT NULL,
  correct_data TEXT NOT NULL DEFAULT '',
  user_email TEXT NOT NULL DEFAULT '',
  priority TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'rejected')),
  reported_at TEXT,
  user_agent TEXT,
  url TEXT,
  user_id TEXT,
  created_at TEXT NOT NULL
);
