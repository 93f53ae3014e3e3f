-- Secondary indexes of the companies and their latest figures, built once after the bulk load
-- (the child tables' indexes are in child-indexes.sql).
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
-- Matching a company list (modules/matching): point lookups by the identifiers a list carries.
CREATE INDEX IF NOT EXISTS companies_by_lei ON companies (ID_Lei) WHERE ID_Lei IS NOT NULL;
CREATE INDEX IF NOT EXISTS companies_by_vat_id ON companies (ID_VatID) WHERE ID_VatID IS NOT NULL;
CREATE INDEX IF NOT EXISTS companies_by_register_number ON companies (ID_Fb) WHERE ID_Fb IS NOT NULL;
CREATE INDEX IF NOT EXISTS companies_by_euid ON companies (ID_EUID) WHERE ID_EUID IS NOT NULL;
