import type { Statistics } from '@fd/contract';
import type { SqliteDatabase } from './database';

const REVENUE_BANDS: [number, number, string][] = [
  [0, 1e5, '< 100K'],
  [1e5, 1e6, '100K – 1M'],
  [1e6, 1e7, '1M – 10M'],
  [1e7, 1e8, '10M – 100M'],
  [1e8, 1e9, '100M – 1B'],
  [1e9, Number.POSITIVE_INFINITY, '≥ 1B'],
];

// EU size classes (micro, small, medium, large) with the large class split once more.
const EMPLOYEE_BANDS: [number, number, string][] = [
  [0, 10, '1 – 9'],
  [10, 50, '10 – 49'],
  [50, 250, '50 – 249'],
  [250, 1000, '250 – 999'],
  [1000, Number.POSITIVE_INFINITY, '≥ 1.000'],
];

const TOP_GROUPS = 15;
const GROWTH_YEARS = 5;

function bandCounts(db: SqliteDatabase, column: string, bands: [number, number, string][]) {
  const count = db.prepare(`SELECT count(*) FROM latest_financials WHERE ${column} >= ? AND ${column} < ?`);
  return bands.map(([low, high, label]) => ({
    range_label: label,
    count: Number(count.pluck().get(low, Number.isFinite(high) ? high : 1e300)),
  }));
}

/** A year counts as complete when at least this share of the year before's companies reported in it. */
const COMPLETE_YEAR_SHARE = 0.9;

/**
 * The revenue of one reference year (docs/decisions/187): the latest year in which at least 90 %
 * as many companies reported revenue as in the year before (the newest year is still being
 * filed); a dataset with one year uses it. Each company counts once, with its last report of the
 * year. Economic impact is revenue plus wages and salaries of those reports.
 */
export function referenceYearRevenue(db: SqliteDatabase) {
  const years = db
    .prepare(
      `SELECT CAST(substr(report_date, 1, 4) AS INTEGER) AS year, count(DISTINCT company_id) AS companies
         FROM financials WHERE revenue IS NOT NULL GROUP BY year ORDER BY year DESC`,
    )
    .all() as { year: number; companies: number }[];
  const complete = years.find(
    (entry, index) =>
      !years[index + 1] || entry.companies >= COMPLETE_YEAR_SHARE * years[index + 1]!.companies,
  );
  if (!complete) return { year: null, total: 0, average: 0, companies: 0, economicImpact: 0 };
  const sums = db
    .prepare(
      `WITH last AS (
         SELECT company_id, max(report_date) AS report_date FROM financials
          WHERE revenue IS NOT NULL AND substr(report_date, 1, 4) = ? GROUP BY company_id)
       SELECT count(*) AS companies, sum(f.revenue) AS revenue,
              coalesce(sum(f.wages_and_salaries), 0) AS wages
         FROM last JOIN financials f
           ON f.company_id = last.company_id AND f.report_date = last.report_date AND f.revenue IS NOT NULL`,
    )
    .get(String(complete.year)) as { companies: number; revenue: number; wages: number };
  return {
    year: complete.year,
    total: sums.revenue,
    average: sums.companies === 0 ? 0 : sums.revenue / sums.companies,
    companies: sums.companies,
    economicImpact: sums.revenue + sums.wages,
  };
}

/** The statistics page's figures, computed once when the dataset is loaded (docs/decisions/073). */
export function computeStatistics(db: SqliteDatabase): Statistics {
  const totalCompanies = Number(db.prepare('SELECT count(*) FROM companies').pluck().get());
  const totals = db
    .prepare(
      `SELECT count(revenue) AS with_revenue, coalesce(sum(employees_number), 0) AS employees
         FROM latest_financials`,
    )
    .get() as { with_revenue: number; employees: number };
  const revenueAtRank = db
    .prepare(
      'SELECT revenue FROM latest_financials WHERE revenue IS NOT NULL ORDER BY revenue LIMIT 1 OFFSET ?',
    )
    .pluck();
  const percentile = (p: number) =>
    totals.with_revenue === 0
      ? 0
      : Number(revenueAtRank.get(Math.min(totals.with_revenue - 1, Math.floor(p * totals.with_revenue))));

  const byIndustry = db
    .prepare(
      `SELECT gegenstand AS industry, label_en AS industry_en, row_count AS count
         FROM industries ORDER BY row_count DESC LIMIT ?`,
    )
    .all(TOP_GROUPS) as { industry: string; industry_en: string; count: number }[];
  const byCity = db
    .prepare(
      `SELECT address_city AS city, count(*) AS count FROM companies
        WHERE address_city IS NOT NULL GROUP BY address_city ORDER BY count DESC LIMIT ?`,
    )
    .all(TOP_GROUPS) as { city: string; count: number }[];
  // Growth is measured on one panel: the companies that reported revenue in each of the last
  // five years. Summing whoever reported in a year would read the newest, still incomplete
  // year as a collapse.
  const latestYear = Number(
    db.prepare('SELECT max(CAST(substr(report_date, 1, 4) AS INTEGER)) FROM financials').pluck().get() ?? 0,
  );
  const firstYear = latestYear - GROWTH_YEARS + 1;
  const growth = db
    .prepare(
      `WITH yearly AS (
         SELECT company_id, CAST(substr(report_date, 1, 4) AS INTEGER) AS year, revenue
           FROM financials WHERE revenue IS NOT NULL AND substr(report_date, 1, 4) BETWEEN ? AND ?),
       panel AS (SELECT company_id FROM yearly GROUP BY company_id HAVING count(DISTINCT year) = ?)
       SELECT year, sum(revenue) AS total_revenue FROM yearly
        WHERE company_id IN (SELECT company_id FROM panel) GROUP BY year ORDER BY year`,
    )
    .all(String(firstYear), String(latestYear), GROWTH_YEARS) as { year: number; total_revenue: number }[];

  const reference = referenceYearRevenue(db);
  return {
    overview: {
      total_companies: totalCompanies,
      total_employees: totals.employees,
      revenue_year: reference.year,
      total_revenue: reference.total,
      avg_revenue: reference.average,
      revenue_companies: reference.companies,
    },
    companies_by_industry: byIndustry,
    companies_by_city: byCity,
    revenue_distribution: bandCounts(db, 'revenue', REVENUE_BANDS),
    employee_distribution: bandCounts(db, 'employees_number', EMPLOYEE_BANDS),
    growth_trends: { revenue_growth: growth },
    financial_metrics: {
      median_revenue: percentile(0.5),
      percentile_25: percentile(0.25),
      percentile_75: percentile(0.75),
      percentile_90: percentile(0.9),
      companies_with_revenue: totals.with_revenue,
      companies_without_revenue: totalCompanies - totals.with_revenue,
      total_economic_impact: reference.economicImpact,
    },
  };
}

export function computeCountryStats(db: SqliteDatabase): { address_country: string; cnt: number }[] {
  return db
    .prepare(
      'SELECT address_country, count(*) AS cnt FROM companies GROUP BY address_country ORDER BY address_country',
    )
    .all() as { address_country: string; cnt: number }[];
}

/**
 * The two counts that take a full scan (docs/benchmarks.md#serving-processes). They change only
 * with an import or a new dataset, so the derived figures keep them (`row_counts`).
 */
export function computeRowCounts(db: SqliteDatabase): { financial_reports: number; employees: number } {
  return {
    financial_reports: Number(db.prepare('SELECT count(*) FROM financials').pluck().get()),
    employees: Number(db.prepare('SELECT count(*) FROM employees').pluck().get()),
  };
}

/**
 * Companies per source (a company merged from both registers counts for each), for the
 * sources' freshness (GET /api/sources): a scan of the imported records, kept with the derived
 * figures. `generator` is the synthetic companies, all generated when the dataset was built.
 */
export function computeSourceCounts(db: SqliteDatabase): Record<string, number> {
  const rows = db
    .prepare('SELECT source, count(DISTINCT company_id) AS companies FROM company_sources GROUP BY source')
    .all() as { source: string; companies: number }[];
  const generated = db
    .prepare("SELECT value FROM dataset_meta WHERE key = 'companies_requested'")
    .pluck()
    .get();
  return {
    ...Object.fromEntries(rows.map((row) => [row.source, Number(row.companies)])),
    generator: Number(generated ?? 0),
  };
}
