-- Account mails owed to users (verification, reset, "already registered"), written before the
-- request is answered and removed once sent, so a killed process loses none. `due_at` (ms since
-- the epoch) is when the job may next be claimed: a claim moves it forward by the lease.
CREATE TABLE mail_jobs (
  job_id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  due_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX mail_jobs_due ON mail_jobs (due_at);
