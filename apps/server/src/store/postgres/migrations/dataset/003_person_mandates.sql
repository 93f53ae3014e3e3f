-- The company network (issue 15), as in the embedded store's migration 009: a person key on the
-- mandates of a person with several, and the mandate's dates (ended mandates have `until`).
ALTER TABLE representatives ADD COLUMN person_key TEXT;
ALTER TABLE representatives ADD COLUMN since TEXT;
ALTER TABLE representatives ADD COLUMN until TEXT;
CREATE INDEX representatives_by_person ON representatives (person_key, company_id) WHERE person_key IS NOT NULL;
