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

/** An MCP tool call as the load sends it (a `Sent` of load.ts). */
interface ToolCallRequest {
  method: 'POST';
  path: string;
  body: string;
  apiKey: string;
}

/** The JSON-RPC body of one MCP tool call. */
const toolCall = (name: string, args: object) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

/**
 * MCP tool calls an AI agent's key sends beside the mix: the network two steps deep and matching
 * of 20 companies a call, the expensive tools (docs/decisions/210).
 */
export function hostileToolCalls(datasetFile: string, apiKey: string): ToolCallRequest[] {
  const db = new Database(datasetFile, { readonly: true });
  try {
    const companies = db
      .prepare(
        'SELECT company_id, company_name, address_postcode FROM companies ORDER BY company_id LIMIT 80',
      )
      .all() as { company_id: number; company_name: string; address_postcode: string | null }[];
    const networks = companies
      .slice(0, 4)
      .map(({ company_id }) => toolCall('get_company_network', { company_id, depth: 2 }));
    const matches = [0, 1, 2, 3].map((round) =>
      toolCall('match_companies', {
        queries: companies.slice(round * 20, round * 20 + 20).map((company) => ({
          name: company.company_name,
          ...(company.address_postcode ? { postcode: company.address_postcode } : {}),
        })),
      }),
    );
    return [...networks, ...matches].map((body) => ({ method: 'POST' as const, path: '/mcp', body, apiKey }));
  } finally {
    db.close();
  }
}
