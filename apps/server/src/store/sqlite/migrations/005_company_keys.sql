-- Stable keys of companies and people that did not come from the generator (imports). A
-- generated company's key is derived from the dataset's seed and size and its id, so it needs
-- no row here. Accounts live in their own store from this version on.

CREATE TABLE company_keys (
  company_key TEXT PRIMARY KEY,
  company_id INTEGER NOT NULL UNIQUE
) WITHOUT ROWID;

CREATE TABLE employee_keys (
  employee_key TEXT PRIMARY KEY,
  employee_id INTEGER NOT NULL UNIQUE
) WITHOUT ROWID;
