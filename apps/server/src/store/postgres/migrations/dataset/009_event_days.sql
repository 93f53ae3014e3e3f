-- An event's effective date as its day number (days since 1970-01-01), as in the embedded store's
-- migration 015 (docs/decisions/218): smaller rows and indexes; the API still answers ISO dates
-- (store/event-rows.ts converts). The indexes on the column are rebuilt with it.
ALTER TABLE company_events
  ALTER COLUMN effective_date TYPE INTEGER USING (effective_date::date - DATE '1970-01-01');
