-- The company dataset on PostgreSQL, the system of record when DATABASE_URL names it. Rows
-- are numbered in popularity order as in the embedded store. The name index, the typo
-- vocabulary and the spatial index are not kept here: every server derives them into its own
-- local index at start and keeps it current from company_changes.
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
  latitude DOUBLE PRECISION,
  longitude DOUBLE PRECISION,
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
  "ID_Fb" TEXT,
  "ID_EUID" TEXT,
  "ID_Lei" TEXT,
  "ID_VatID" TEXT,
  "ID_GLN" TEXT,
  "ID_EORI" TEXT,
  "ID_Sirul" TEXT,
  "ID_Stockp" TEXT,
  "ID_Ut" TEXT,
  "ID_GISA" TEXT,
  "ID_ZRV" TEXT,
  "ID_Gerichtscode" TEXT,
  employees_count INTEGER NOT NULL DEFAULT 0,
  financials_count INTEGER NOT NULL DEFAULT 0,
  representatives_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE financials (
  report_id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL,
  report_date TEXT NOT NULL,
  revenue DOUBLE PRECISION,
  revenue_cagr DOUBLE PRECISION,
  revenue_per_employee DOUBLE PRECISION,
  earnings DOUBLE PRECISION,
  earnings_cagr DOUBLE PRECISION,
  return_on_sales DOUBLE PRECISION,
  return_on_equity DOUBLE PRECISION,
  total_assets DOUBLE PRECISION,
  equity DOUBLE PRECISION,
  equity_ratio DOUBLE PRECISION,
  liabilities DOUBLE PRECISION,
  real_estate DOUBLE PRECISION,
  cash_on_hand DOUBLE PRECISION,
  receivables DOUBLE PRECISION,
  pension_provisions DOUBLE PRECISION,
  cost_of_materials DOUBLE PRECISION,
  wages_and_salaries DOUBLE PRECISION,
  average_salary_per_employee DOUBLE PRECISION,
  tax_ratio DOUBLE PRECISION,
  base_per_share_capital DOUBLE PRECISION,
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
  latitude DOUBLE PRECISION,
  longitude DOUBLE PRECISION
);

-- Each company's latest report, denormalised for numeric filters (docs/decisions/071) and lists.
CREATE TABLE latest_financials (
  company_id INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL,
  report_date TEXT NOT NULL,
  revenue DOUBLE PRECISION,
  revenue_cagr DOUBLE PRECISION,
  revenue_per_employee DOUBLE PRECISION,
  earnings DOUBLE PRECISION,
  earnings_cagr DOUBLE PRECISION,
  return_on_sales DOUBLE PRECISION,
  return_on_equity DOUBLE PRECISION,
  total_assets DOUBLE PRECISION,
  equity DOUBLE PRECISION,
  equity_ratio DOUBLE PRECISION,
  liabilities DOUBLE PRECISION,
  real_estate DOUBLE PRECISION,
  cash_on_hand DOUBLE PRECISION,
  receivables DOUBLE PRECISION,
  pension_provisions DOUBLE PRECISION,
  cost_of_materials DOUBLE PRECISION,
  wages_and_salaries DOUBLE PRECISION,
  average_salary_per_employee DOUBLE PRECISION,
  tax_ratio DOUBLE PRECISION,
  base_per_share_capital DOUBLE PRECISION,
  employees_number INTEGER,
  -- JSON [{year, revenue}] oldest first, for the revenue trend line.
  revenue_points TEXT NOT NULL DEFAULT '[]',
  -- Standing among the companies of the same industry, computed after the load.
  industry_id INTEGER,
  peer_count INTEGER,
  revenue_percentile DOUBLE PRECISION,
  equity_ratio_percentile DOUBLE PRECISION,
  return_on_sales_percentile DOUBLE PRECISION
);

-- Folded name tokens (both German foldings), contentless: rowid = company_id.
-- Vocabulary of name tokens with document counts: typo candidates come from here (docs/decisions/070).
CREATE TABLE top_companies (
  rank INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL
);

-- Precomputed answers (statistics, country counts): computed at load, never per request.
CREATE TABLE dataset_stats (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE dataset_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Places of the dataset (postcodes and cities with the centre of their companies), for the
-- built-in geocoder.
CREATE TABLE places (
  place_id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('postcode', 'city')),
  folded_name TEXT NOT NULL,
  postcode TEXT,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL,
  companies INTEGER NOT NULL
);
CREATE INDEX places_by_name ON places (kind, folded_name, companies DESC);
CREATE INDEX places_by_postcode ON places (postcode, companies DESC);

-- Stable keys of rows that did not come from the generator (imports).
CREATE TABLE company_keys (
  company_key TEXT PRIMARY KEY,
  company_id INTEGER NOT NULL UNIQUE
);

CREATE TABLE employee_keys (
  employee_key TEXT PRIMARY KEY,
  employee_id INTEGER NOT NULL UNIQUE
);

CREATE INDEX financials_by_company ON financials (company_id, report_date);
CREATE INDEX representatives_by_company ON representatives (company_id);
CREATE INDEX employees_by_company ON employees (company_id);
CREATE INDEX employees_by_name ON employees (full_name);

-- The change sequence: every write to company data appends the ids it touched, and every
-- server applies new entries to its derived index within seconds, without a restart.
CREATE TABLE company_changes (
  change_id BIGSERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  source TEXT NOT NULL
);
