-- Accounts: users, server-side sessions (only the token's SHA-256 is stored) and single-use
-- e-mail tokens for verification and password reset (also stored as hashes).

CREATE TABLE users (
  user_id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
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

CREATE TABLE sessions (
  session_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  user_agent TEXT,
  ip TEXT
);
CREATE INDEX sessions_by_user ON sessions (user_id);

CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX email_tokens_by_user ON email_tokens (user_id, purpose);
