-- The company dataset. Rows arrive from the generator in popularity order (company_id 1 is
-- the largest), so that index and full-text reads in rowid order stop early (docs/decisions/070).
-- Secondary indexes are created after the bulk load (dataset-indexes.sql): building them once
-- is several times faster than maintaining them row by row.
-- Versions before the store split also kept accounts in this file (tables created here and by
-- the former 002 and 004); the account store has them now, and sqlite/legacy-accounts.ts moves
-- them out of such a file.

CREATE TABLE industries (
  industry_id INTEGER PRIMARY KEY,
  gegenstand TEXT NOT NULL,
  label_en TEXT NOT NULL,
  row_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE companies (
  company_id INTEGER PRIMARY KEY,
  company_name TEXT NOT NULL,
  legal_form TEXT,
  address_street TEXT,
  address_city TEXT,
  address_postcode TEXT,
  address_country TEXT NOT NULL,
  latitude REAL,
  longitude REAL,
  legal_status TEXT NOT NULL,
  short_description TEXT,
  gegenstand TEXT,
  industry_id INTEGER,
  date_founded TEXT,
  date_updated TEXT,
  date_added TEXT,
  insolvency TEXT,
  source INTEGER,
  datalink TEXT,
  domain_info TEXT,
  recent_updates TEXT NOT NULL DEFAULT '[]',
  owners TEXT NOT NULL DEFAULT '[]',
  founders TEXT NOT NULL DEFAULT '[]',
  ceo TEXT,
  subsidiaries TEXT NOT NULL DEFAULT '[]',
  contact_website TEXT,
  contact_email TEXT,
  contact_phone TEXT,
  contact_fax TEXT,
  social_linkedin TEXT,
  social_facebook TEXT,
  social_twitter TEXT,
  social_instagram TEXT,
  social_youtube TEXT,
  social_tiktok TEXT,
  social_pinterest TEXT,
  social_wikipedia TEXT,
  ID_Fb TEXT,
  ID_EUID TEXT,
  ID_Lei TEXT,
  ID_VatID TEXT,
  ID_GLN TEXT,
  ID_EORI TEXT,
  ID_Sirul TEXT,
  ID_Stockp TEXT,
  ID_Ut TEXT,
  ID_GISA TEXT,
  ID_ZRV TEXT,
  ID_Gerichtscode TEXT,
  employees_count INTEGER NOT NULL DEFAULT 0,
  financials_count INTEGER NOT NULL DEFAULT 0,
  representatives_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE financials (
  report_id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL,
  report_date TEXT NOT NULL,
  revenue REAL,
  revenue_cagr REAL,
  revenue_per_employee REAL,
  earnings REAL,
  earnings_cagr REAL,
  return_on_sales REAL,
  return_on_equity REAL,
  total_assets REAL,
  equity REAL,
  equity_ratio REAL,
  liabilities REAL,
  real_estate REAL,
  cash_on_hand REAL,
  receivables REAL,
  pension_provisions REAL,
  cost_of_materials REAL,
  wages_and_salaries REAL,
  average_salary_per_employee REAL,
  tax_ratio REAL,
  base_per_share_capital REAL,
  employees_number INTEGER,
  auditor_name TEXT
);

CREATE TABLE representatives (
  representative_id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  representation TEXT,
  location TEXT,
  born_on TEXT
);

CREATE TABLE employees (
  employee_id INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  title TEXT NOT NULL,
  headline TEXT,
  company_id INTEGER,
  company_name TEXT,
  industry TEXT,
  locality TEXT,
  email TEXT,
  phone TEXT,
  linkedin TEXT,
  twitter TEXT,
  skills TEXT,
  experience TEXT,
  education TEXT,
  gender TEXT,
  birth_year INTEGER,
  years_experience INTEGER,
  position TEXT,
  is_management INTEGER NOT NULL DEFAULT 0
);

-- The few attributes every advanced search reads, in a narrow table: loaded into memory at
-- start (a scan of the wide companies table would read gigabytes at full scale).
CREATE TABLE company_facets (
  company_id INTEGER PRIMARY KEY,
  country_code INTEGER NOT NULL,
  active INTEGER NOT NULL,
  industry_id INTEGER,
  latitude REAL,
  longitude REAL
);

-- Each company's latest report, denormalised for numeric filters (docs/decisions/071) and lists.
CREATE TABLE latest_financials (
  company_id INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL,
  report_date TEXT NOT NULL,
  revenue REAL,
  revenue_cagr REAL,
  revenue_per_employee REAL,
  earnings REAL,
  earnings_cagr REAL,
  return_on_sales REAL,
  return_on_equity REAL,
  total_assets REAL,
  equity REAL,
  equity_ratio REAL,
  liabilities REAL,
  real_estate REAL,
  cash_on_hand REAL,
  receivables REAL,
  pension_provisions REAL,
  cost_of_materials REAL,
  wages_and_salaries REAL,
  average_salary_per_employee REAL,
  tax_ratio REAL,
  base_per_share_capital REAL,
  employees_number INTEGER,
  -- JSON [{year, revenue}] oldest first, for the revenue trend line.
  revenue_points TEXT NOT NULL DEFAULT '[]',
  -- Standing among the companies of the same industry, computed after the load.
  industry_id INTEGER,
  peer_count INTEGER,
  revenue_percentile REAL,
  equity_ratio_percentile REAL,
  return_on_sales_percentile REAL
);

-- Folded name tokens (both German foldings), contentless: rowid = company_id.
CREATE VIRTUAL TABLE company_fts USING fts5(tokens, content='', columnsize=0, detail=none, prefix='2 3 4');

-- Vocabulary of name tokens with document counts: typo candidates come from here (docs/decisions/070).
CREATE TABLE name_vocab (
  term TEXT PRIMARY KEY,
  doc_count INTEGER NOT NULL
) WITHOUT ROWID;

CREATE VIRTUAL TABLE company_geo USING rtree(company_id, min_lat, max_lat, min_lon, max_lon);

CREATE TABLE top_companies (
  rank INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL
);

-- Precomputed answers (statistics, country counts): computed at load, never per request.
CREATE TABLE dataset_stats (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE dataset_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
