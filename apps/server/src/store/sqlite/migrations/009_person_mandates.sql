-- The company network (issue 15): a representative's mandate can name the person it belongs to
-- (the same key on every company where that person holds a mandate) and its dates; an ended
-- mandate has `until` and is not among the company's current representatives.
ALTER TABLE representatives ADD COLUMN person_key TEXT;
ALTER TABLE representatives ADD COLUMN since TEXT;
ALTER TABLE representatives ADD COLUMN until TEXT;
CREATE INDEX representatives_by_person ON representatives (person_key, company_id) WHERE person_key IS NOT NULL;
