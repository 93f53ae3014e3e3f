-- Secondary indexes of the dataset, built once after the bulk load.
CREATE INDEX IF NOT EXISTS financials_by_company ON financials (company_id, report_date);
CREATE INDEX IF NOT EXISTS representatives_by_company ON representatives (company_id);
CREATE INDEX IF NOT EXISTS employees_by_company ON employees (company_id);
CREATE INDEX IF NOT EXISTS companies_by_industry ON companies (industry_id);
CREATE INDEX IF NOT EXISTS latest_by_revenue ON latest_financials (revenue);
CREATE INDEX IF NOT EXISTS latest_by_revenue_cagr ON latest_financials (revenue_cagr);
CREATE INDEX IF NOT EXISTS latest_by_revenue_per_employee ON latest_financials (revenue_per_employee);
CREATE INDEX IF NOT EXISTS latest_by_earnings ON latest_financials (earnings);
CREATE INDEX IF NOT EXISTS latest_by_earnings_cagr ON latest_financials (earnings_cagr);
CREATE INDEX IF NOT EXISTS latest_by_return_on_sales ON latest_financials (return_on_sales);
CREATE INDEX IF NOT EXISTS latest_by_return_on_equity ON latest_financials (return_on_equity);
CREATE INDEX IF NOT EXISTS latest_by_total_assets ON latest_financials (total_assets);
CREATE INDEX IF NOT EXISTS latest_by_equity ON latest_financials (equity);
CREATE INDEX IF NOT EXISTS latest_by_equity_ratio ON latest_financials (equity_ratio);
CREATE INDEX IF NOT EXISTS latest_by_liabilities ON latest_financials (liabilities);
CREATE INDEX IF NOT EXISTS latest_by_real_estate ON latest_financials (real_estate);
CREATE INDEX IF NOT EXISTS latest_by_cash_on_hand ON latest_financials (cash_on_hand);
CREATE INDEX IF NOT EXISTS latest_by_receivables ON latest_financials (receivables);
CREATE INDEX IF NOT EXISTS latest_by_pension_provisions ON latest_financials (pension_provisions);
CREATE INDEX IF NOT EXISTS latest_by_cost_of_materials ON latest_financials (cost_of_materials);
CREATE INDEX IF NOT EXISTS latest_by_wages_and_salaries ON latest_financials (wages_and_salaries);
CREATE INDEX IF NOT EXISTS latest_by_average_salary ON latest_financials (average_salary_per_employee);
CREATE INDEX IF NOT EXISTS latest_by_tax_ratio ON latest_financials (tax_ratio);
CREATE INDEX IF NOT EXISTS latest_by_base_per_share_capital ON latest_financials (base_per_share_capital);
CREATE INDEX IF NOT EXISTS latest_by_employees_number ON latest_financials (employees_number);
CREATE INDEX IF NOT EXISTS employees_by_name ON employees (full_name);
-- The employee_title filter reads the companies of a title through these (in company-id order).
CREATE INDEX IF NOT EXISTS representatives_by_title ON representatives (title, company_id);
CREATE INDEX IF NOT EXISTS employees_by_title ON employees (title, company_id);
-- Register events: a company's history; events of a type in a time window (signal search);
-- events in the order they were recorded after the dataset was built (an event feed).
CREATE INDEX IF NOT EXISTS company_events_by_company ON company_events (company_id, effective_date);
CREATE INDEX IF NOT EXISTS company_events_by_type ON company_events (type, effective_date, company_id);
CREATE INDEX IF NOT EXISTS company_events_by_change ON company_events (change_id, event_id) WHERE change_id IS NOT NULL;
-- Matching a company list (modules/matching): point lookups by the identifiers a list carries.
CREATE INDEX IF NOT EXISTS companies_by_lei ON companies (ID_Lei) WHERE ID_Lei IS NOT NULL;
CREATE INDEX IF NOT EXISTS companies_by_vat_id ON companies (ID_VatID) WHERE ID_VatID IS NOT NULL;
CREATE INDEX IF NOT EXISTS companies_by_register_number ON companies (ID_Fb) WHERE ID_Fb IS NOT NULL;
CREATE INDEX IF NOT EXISTS companies_by_euid ON companies (ID_EUID) WHERE ID_EUID IS NOT NULL;
-- Former names (name_change events, type 2), as written, in any case.
CREATE INDEX IF NOT EXISTS company_events_by_former_name ON company_events (old_value COLLATE NOCASE) WHERE type = 2;
