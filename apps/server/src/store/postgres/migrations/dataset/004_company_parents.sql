-- Company groups (issue 15), as in the embedded store's migration 010: each company's direct
-- parent as its record names it (the first owner with a company id) in the facets table that
-- every server's local index loads; existing rows are filled once from the stored owners.
ALTER TABLE company_facets ADD COLUMN parent_id INTEGER;
UPDATE company_facets f SET parent_id = p.parent_id
FROM (
  SELECT company_id, (owners::jsonb -> 0 ->> 'company_id')::integer AS parent_id
  FROM companies WHERE owners LIKE '[{%"company_id":%'
) AS p
WHERE p.company_id = f.company_id AND p.parent_id IS NOT NULL;
CREATE INDEX company_facets_parents ON company_facets (company_id, parent_id) WHERE parent_id IS NOT NULL;
