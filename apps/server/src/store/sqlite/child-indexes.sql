-- Secondary indexes of the child tables (reports, representatives, employees, events). A dataset
-- build creates them in the worker's side file after its load and on the still empty tables of
-- the main file, so that the merge copies rows and index pages in order instead of sorting them
-- on the main thread (docs/decisions/218). Every index here must exist on both sides: the copy
-- moves pages only when each index of the target has its twin in the source.
CREATE INDEX IF NOT EXISTS financials_by_company ON financials (company_id, report_date);
CREATE INDEX IF NOT EXISTS representatives_by_company ON representatives (company_id);
CREATE INDEX IF NOT EXISTS employees_by_company ON employees (company_id);
CREATE INDEX IF NOT EXISTS employees_by_name ON employees (full_name);
-- The employee_title filter reads the companies of a title through these (in company-id order).
CREATE INDEX IF NOT EXISTS representatives_by_title ON representatives (title, company_id);
CREATE INDEX IF NOT EXISTS employees_by_title ON employees (title, company_id);
-- Register events: a company's history; events of a type in a time window (signal search);
-- events in the order they were recorded after the dataset was built (an event feed).
CREATE INDEX IF NOT EXISTS company_events_by_company ON company_events (company_id, effective_date);
CREATE INDEX IF NOT EXISTS company_events_by_type ON company_events (type, effective_date, company_id);
CREATE INDEX IF NOT EXISTS company_events_by_change ON company_events (change_id, event_id) WHERE change_id IS NOT NULL;
-- Former names (name_change events, type 2), as written, in any case.
CREATE INDEX IF NOT EXISTS company_events_by_former_name ON company_events (old_value COLLATE NOCASE) WHERE type = 2;
