import { COMPANY_RANGE_INDICATORS, MAX_DASHBOARD_OFFSET, type SearchRequest } from '@fd/contract';
import Database from 'better-sqlite3';

type Indicator = NonNullable<SearchRequest['performanceIndicators']>[number];

/** What a hostile client sends in turn: expensive searches, PDFs and deep keyword pages. */
export interface HostileMix {
  /** 1,000 km around the largest city with 20 more filters, each value a first use. */
  searches: SearchRequest[];
  /** Financial-report PDFs (rendered in the export threads) and keyword pages far down. */
  paths: string[];
}

/**
 * The mix a hostile-client pass sent (2,400 expensive requests beside a health probe): a
 * 1,000 km radius with 20+ filters, PDFs, deep keyword pages. The bench keeps the neighbours'
 * target under it: `/api/health` p99 ≤ 20 ms.
 */
export function hostileMix(datasetFile: string): HostileMix {
  const db = new Database(datasetFile, { readonly: true });
  try {
    const city = String(
      db.prepare("SELECT city FROM places WHERE kind = 'city' ORDER BY companies DESC LIMIT 1").pluck().get(),
    );
    const industries = db
      .prepare('SELECT gegenstand FROM industries ORDER BY row_count DESC LIMIT 6')
      .pluck()
      .all() as string[];
    const reportIds = db
      .prepare('SELECT report_id FROM financials ORDER BY report_id LIMIT 64')
      .pluck()
      .all() as number[];
    const searches = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (step): SearchRequest => ({
        entity: 'companies',
        offset: 0,
        performanceIndicators: [
          { indicator: 'address', operator: 'must', values: [city] },
          { indicator: 'radius', operator: 'must', values: ['1000'] },
          { indicator: 'industry', operator: 'atleast', values: industries },
          { indicator: 'country', operator: 'atleast', values: ['Austria', 'Germany', 'Switzerland'] },
          { indicator: 'legal_status', operator: 'exclusive', values: ['Inactive'] },
          // Lower bounds that keep nearly every company: each range is tested, none can drive.
          ...COMPANY_RANGE_INDICATORS.slice(0, 16).map(
            (name): Indicator => ({
              indicator: name,
              operator: 'must',
              values: [String(-1_000_000 * step), ''],
            }),
          ),
        ],
      }),
    );
    const deepPages = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (page) =>
        `/api/landing_search?keyword=gmbh&limit=100&offset=${Math.min(MAX_DASHBOARD_OFFSET, page * 250)}`,
    );
    return {
      searches,
      paths: [...reportIds.map((id) => `/api/financial_report?id=${id}`), ...deepPages],
    };
  } finally {
    db.close();
  }
}
