-- The account store on PostgreSQL: the same tables and value shapes as the embedded store
-- (timestamps as ISO text, session times as epoch milliseconds), so that both engines answer
-- alike. Companies and people are referred to by their stable keys.

CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  fullname TEXT NOT NULL,
  password_hash TEXT,
  membership_id TEXT NOT NULL DEFAULT '0',
  profile_avatar TEXT NOT NULL DEFAULT '',
  google_sub TEXT UNIQUE,
  email_verified_at TEXT,
  language TEXT NOT NULL DEFAULT 'de',
  security_ip TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX users_by_email ON users (lower(email));

CREATE TABLE sessions (
  session_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  user_agent TEXT,
  ip TEXT
);
CREATE INDEX sessions_by_user ON sessions (user_id);

CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX email_tokens_by_user ON email_tokens (user_id, purpose);

CREATE TABLE recent_views (
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('company', 'employee')),
  entity_key TEXT NOT NULL,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, entity_type, entity_key)
);
CREATE INDEX recent_views_by_time ON recent_views (user_id, viewed_at DESC);

CREATE TABLE watchlist (
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  company_key TEXT NOT NULL,
  added_at TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (user_id, company_key)
);

CREATE TABLE lead_lists (
  list_id SERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, name)
);

CREATE TABLE lead_list_items (
  list_id INTEGER NOT NULL REFERENCES lead_lists (list_id) ON DELETE CASCADE,
  company_key TEXT NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (list_id, company_key)
);

CREATE TABLE contacts (
  contact_id SERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  employee_key TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, employee_key)
);

CREATE TABLE saved_searches (
  search_id SERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  entity TEXT NOT NULL CHECK (entity IN ('companies', 'companies_employees')),
  filters TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, name)
);

CREATE TABLE contact_messages (
  message_id SERIAL PRIMARY KEY,
  kind TEXT NOT NULL DEFAULT 'contact',
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE issue_reports (
  report_id SERIAL PRIMARY KEY,
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

CREATE TABLE account_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
