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
