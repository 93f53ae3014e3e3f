-- The user's workspace: recently viewed, watch list, lead lists, contacts, saved searches.
-- Every row belongs to one user and goes with the account.

CREATE TABLE recent_views (
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('company', 'employee')),
  entity_id INTEGER NOT NULL,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, entity_type, entity_id)
) WITHOUT ROWID;
CREATE INDEX recent_views_by_time ON recent_views (user_id, viewed_at DESC);

CREATE TABLE watchlist (
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (user_id, company_id)
) WITHOUT ROWID;

CREATE TABLE lead_lists (
  list_id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, name)
);

CREATE TABLE lead_list_items (
  list_id INTEGER NOT NULL REFERENCES lead_lists (list_id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (list_id, company_id)
) WITHOUT ROWID;

CREATE TABLE contacts (
  contact_id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  employee_id INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, employee_id)
);

CREATE TABLE saved_searches (
  search_id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  entity TEXT NOT NULL CHECK (entity IN ('companies', 'companies_employees')),
  filters TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, name)
);
