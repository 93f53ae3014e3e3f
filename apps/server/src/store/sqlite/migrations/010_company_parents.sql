-- Company groups (issue 15): each company's direct parent as its record names it (the first
-- owner with a company id), in the narrow facets table that advanced search loads at start, so
-- that group membership is computed without reading the wide companies table. Datasets built
-- before this migration get the column filled once from the stored owners.
ALTER TABLE company_facets ADD COLUMN parent_id INTEGER;
UPDATE company_facets SET parent_id = p.parent_id
FROM (
  SELECT company_id, json_extract(owners, '$[0].company_id') AS parent_id
  FROM companies WHERE owners LIKE '[{%"company_id":%'
) AS p
WHERE p.company_id = company_facets.company_id AND p.parent_id IS NOT NULL;
-- Loading the groups reads only the companies with a parent (about one in seven).
CREATE INDEX company_facets_parents ON company_facets (company_id, parent_id) WHERE parent_id IS NOT NULL;
