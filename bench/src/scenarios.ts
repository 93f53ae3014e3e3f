import { type SearchRequest, ZSearchRequest } from '@fd/contract';
import type { Services, UserRecord } from '@fd/server';
import type { QuerySets } from './queries';

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Needs the logged-in session (advanced search). */
  session?: boolean;
}

export interface Target {
  p50: number;
  p95: number;
  throughput?: number;
}

export interface Scenario {
  name: string;
  target: Target | null;
  requests: HttpRequest[];
  /** The same work straight through the services and the store, without HTTP. */
  direct: (index: number) => Promise<unknown>;
}

const q = encodeURIComponent;
const post = (path: string, body: SearchRequest): HttpRequest => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  session: true,
});

/** Landing searches of the long tail and bad input (issue 17): page 1 with total, 25 rows; bad input in autocomplete. */
function longTail(queries: QuerySets, services: Services): Scenario[] {
  const landing = (name: string, target: Target, keywords: string[]): Scenario => ({
    name,
    target,
    requests: keywords.map((keyword) => ({
      method: 'GET',
      path: `/api/landing_search?keyword=${q(keyword)}&limit=25&offset=0`,
    })),
    direct: (i) =>
      services.search.landingSearch({ keyword: keywords[i % keywords.length]!, limit: 25, offset: 0 }, false),
  });
  const fast = { p50: 5, p95: 10 };
  return [
    landing('full name of an unpopular company, with legal form', fast, queries.fullNames),
    landing('full name of an unpopular company, without legal form', fast, queries.fullNamesWithoutLegalForm),
    landing('a word of 100k+ companies and a rare word', fast, queries.commonAndRare),
    landing('bad input (punctuation, bare legal form, 200 letters)', fast, queries.badInput),
    {
      name: 'autocomplete, bad input (punctuation, bare legal form, 200 letters)',
      target: { p50: 2, p95: 10 },
      requests: queries.badInput.map((keyword) => ({
        method: 'GET',
        path: `/api/suggestCompanyFromInput?keyword=${q(keyword)}`,
      })),
      direct: (i) => services.search.suggest(queries.badInput[i % queries.badInput.length]!),
    },
  ];
}

/** One scenario per target row of docs/decisions/079, plus the trivial-route reference. */
export function buildScenarios(queries: QuerySets, services: Services, user: UserRecord): Scenario[] {
  const search = (body: SearchRequest) => services.dashboardSearch.search(ZSearchRequest.parse(body), user);
  return [
    {
      name: 'trivial route (GET /api/health)',
      target: null,
      requests: [{ method: 'GET', path: '/api/health' }],
      direct: () => services.system.health(),
    },
    {
      name: 'autocomplete (5 suggestions)',
      target: { p50: 2, p95: 10, throughput: 4000 },
      requests: queries.prefixes.map((prefix) => ({
        method: 'GET',
        path: `/api/suggestCompanyFromInput?keyword=${q(prefix)}`,
      })),
      direct: (i) => services.search.suggest(queries.prefixes[i % queries.prefixes.length]!),
    },
    {
      name: 'landing keyword search, page 1 with total',
      target: { p50: 10, p95: 40, throughput: 600 },
      requests: queries.keywords.map((keyword) => ({
        method: 'GET',
        path: `/api/landing_search?keyword=${q(keyword)}&limit=25&offset=0`,
      })),
      direct: (i) =>
        services.search.landingSearch(
          {
            keyword: queries.keywords[i % queries.keywords.length]!,
            limit: 25,
            offset: 0,
          },
          false,
        ),
    },
    ...longTail(queries, services),
    {
      name: 'advanced search (3 filters + operators)',
      target: { p50: 15, p95: 60 },
      requests: queries.advanced.map((body) => post('/api/search', body)),
      direct: (i) => search(queries.advanced[i % queries.advanced.length]!),
    },
    {
      name: 'address + 10/50/100 km radius + revenue',
      target: { p50: 20, p95: 80 },
      requests: queries.radius.map((body) => post('/api/search', body)),
      direct: (i) => search(queries.radius[i % queries.radius.length]!),
    },
    {
      name: 'signal search: event type + 90-day window + one filter',
      target: { p50: 15, p95: 50 },
      requests: queries.signals.map((body) => post('/api/search', body)),
      direct: (i) => search(queries.signals[i % queries.signals.length]!),
    },
    {
      name: 'signal search: every event type, 10 years, no other filter',
      target: { p50: 100, p95: 200 },
      requests: queries.signalsWide.map((body) => post('/api/search', body)),
      direct: (i) => search(queries.signalsWide[i % queries.signalsWide.length]!),
    },
    {
      name: 'company detail (all cards)',
      target: { p50: 3, p95: 10, throughput: 3000 },
      requests: queries.companyIds.map((id) => ({ method: 'GET', path: `/api/companies?cid=${id}` })),
      direct: (i) => services.companyDetail.detail(queries.companyIds[i % queries.companyIds.length]!, null),
    },
    {
      name: 'similar companies (company page card)',
      target: { p50: 5, p95: 20 },
      requests: queries.companyIds.map((id) => ({ method: 'GET', path: `/api/companies/${id}/similar` })),
      direct: (i) => services.similar.similar(queries.companyIds[i % queries.companyIds.length]!),
    },
    {
      name: 'top 500 page',
      target: { p50: 2, p95: 5 },
      requests: queries.topOffsets.map((offset) => ({
        method: 'GET',
        path: `/api/top_companies?limit=25&offset=${offset}`,
      })),
      direct: (i) =>
        services.topCompanies.page({ limit: 25, offset: queries.topOffsets[i % queries.topOffsets.length]! }),
    },
    {
      name: 'statistics',
      target: { p50: 2, p95: 5 },
      requests: [{ method: 'GET', path: '/api/statistics' }],
      direct: () => services.statistics.statistics(),
    },
  ];
}
