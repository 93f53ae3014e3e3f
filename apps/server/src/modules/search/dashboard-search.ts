import {
  type CompanyRangeIndicator,
  DASHBOARD_PAGE_SIZE,
  DEFAULT_RADIUS_KM,
  figureOrder,
  type MatchTier,
  MIN_ADDRESS_LENGTH,
  type SearchResponse,
  TOTAL_COUNT_CAP,
  ZSearchRequest,
} from '@fd/contract';
import type { z } from 'zod';
import { fail } from '../../errors';
import type { EngineClient } from '../../search-engine';
import type {
  CompanyFilter,
  CompanySearchQuery,
  CompanyStore,
  GeoArea,
  Place,
  TermQuery,
  UserRecord,
} from '../../store/types';
import type { Geocoder } from '../geo/geocoder';
import { filterCount, parseCompanySearch, parseEmployeeSearch } from './filters';
import { checkGroupCompanies, withGroupParents } from './group-filter';
import type { NameTiers, TieredPage, TierReader } from './name-tiers';

export type DashboardSearchService = ReturnType<typeof createDashboardSearchService>;

/** Counting stops past TOTAL_COUNT_CAP: a response says the cap and that there are more. */
const CAP = TOTAL_COUNT_CAP + 1;

function cappedTotal(total: number) {
  return { total: Math.min(total, TOTAL_COUNT_CAP), total_capped: total > TOTAL_COUNT_CAP };
}

/** A name search's page: its ids, and its count (past the cap when the tiers stopped counting). */
function tieredIds(page: TieredPage) {
  return { ids: page.hits.map((hit) => hit.id), total: page.capped ? CAP : page.total };
}

export function createDashboardSearchService(deps: {
  store: CompanyStore;
  /** The company search's engine, one message per search. */
  engine: EngineClient;
  /** The employee search's name tiers, read from the employee store (not the engine). */
  names: NameTiers;
  geocoder: Geocoder;
}) {
  const { store, engine, names, geocoder } = deps;

  /** A short address names only an exact place or postcode; a longer one is geocoded. */
  function geocodeAddress(address: string, short: boolean): Promise<Place | null> {
    return short ? geocoder.exactPlace(address) : geocoder.geocode(address);
  }

  /** Name matches across the tiers, or null when no keyword was given. */
  async function nameMatches(keyword: string | null, offset: number, reader: TierReader) {
    if (keyword === null) return null;
    const page = await names.page(
      keyword,
      { offset, limit: DASHBOARD_PAGE_SIZE, fillUpTo: DASHBOARD_PAGE_SIZE },
      reader,
    );
    if (!page) throw fail('keyword_invalid').inField('keyword');
    return page;
  }

  /** The fields a name search adds to a response: each result's tier and the correction. */
  function withTiers<R extends { match?: MatchTier }>(
    results: R[],
    page: TieredPage | null,
    key: (r: R) => number,
  ) {
    if (!page) return { results, did_you_mean: null };
    const tiers = new Map(page.hits.map((hit) => [hit.id, hit.tier]));
    return {
      results: results.map((result) => ({ ...result, match: tiers.get(key(result)) ?? 'exact' })),
      did_you_mean: page.didYouMean,
    };
  }

  /**
   * The figures a result row shows: every range the search filtered on, then the sorted-on
   * figure (docs/decisions/191).
   */
  function shownFigures(
    filters: CompanyFilter[],
    order: CompanySearchQuery['order'],
  ): CompanyRangeIndicator[] {
    const shown = filters.flatMap((filter) => (filter.kind === 'range' ? [filter.indicator] : []));
    if (typeof order === 'object') shown.push(order.indicator);
    return [...new Set(shown)];
  }

  /** The requested order: nearest first needs an address; otherwise popularity unless a figure. */
  function searchOrder(request: z.output<typeof ZSearchRequest>, area: GeoArea | null) {
    if (request.sort === 'distance') return area ? ('distance' as const) : ('popularity' as const);
    return figureOrder(request.sort) ?? ('popularity' as const);
  }

  async function searchCompanies(
    request: z.output<typeof ZSearchRequest>,
    user: UserRecord | null,
  ): Promise<SearchResponse> {
    const spec = parseCompanySearch(request.performanceIndicators);
    const { must } = spec.filters;
    // 'Show active companies only' is part of the quick search; any other filter is advanced.
    const filters = filterCount(spec.filters);
    const onlyActive =
      filters === 1 &&
      must.length === 1 &&
      must[0]!.kind === 'legal_status' &&
      must[0]!.values.every((status) => status === 'Active');
    const advanced = spec.address !== null || (filters > 0 && !onlyActive);
    if (advanced && !user) throw fail('advanced_search_login');
    return companyResults(request, spec);
  }

  /** A company search whose caller may ask it: the place, the engine's page and its rows. */
  async function companyResults(
    request: z.output<typeof ZSearchRequest>,
    spec: ReturnType<typeof parseCompanySearch>,
  ): Promise<SearchResponse> {
    const { must, atleast, exclusive } = spec.filters;
    await checkGroupCompanies(store, spec.filters);
    let area: GeoArea | null = null;
    let location: Place | null = null;
    let unusedAddress: string | null = null;
    const short = spec.address !== null && spec.address.trim().length < MIN_ADDRESS_LENGTH;
    const place = spec.address === null ? null : await geocodeAddress(spec.address, short);
    if (spec.address !== null && !place && short) unusedAddress = spec.address;
    else if (spec.address !== null && !place) {
      throw fail('address_not_found', { address: spec.address }).inField('address');
    }
    if (place) {
      area = {
        latitude: place.latitude,
        longitude: place.longitude,
        radiusKm: spec.radiusKm ?? DEFAULT_RADIUS_KM,
      };
      location = place;
    }
    const order = searchOrder(request, area);
    const figures = shownFigures([...must, ...atleast, ...exclusive], order);
    // One message to the engine: the name tiers (or the ranked widest tier) over the filter index.
    const found = await engine.ask({
      kind: 'companyPage',
      keyword: spec.keyword,
      query: { area, filters: spec.filters, order },
      offset: request.offset,
      limit: DASHBOARD_PAGE_SIZE,
      cap: CAP,
    });
    if (found.keywordInvalid) throw fail('keyword_invalid').inField('keyword');
    const rows = await withGroupParents(
      store,
      await store.companySearch.results(
        found.ids,
        area && { latitude: area.latitude, longitude: area.longitude },
        figures,
      ),
    );
    return {
      ...withTiers(rows, found.page, (result) => result.company_id),
      ...cappedTotal(found.total),
      error: null,
      location,
      unused_address: unusedAddress,
    };
  }
  async function searchEmployees(
    request: z.output<typeof ZSearchRequest>,
    user: UserRecord | null,
  ): Promise<SearchResponse> {
    const spec = parseEmployeeSearch(request.performanceIndicators);
    if (filterCount(spec.filters) > 0 && !user) throw fail('advanced_search_login');
    const currentYear = new Date().getFullYear();
    const query = (name: { match: TermQuery; excluding?: TermQuery } | null) => ({
      name,
      filters: spec.filters,
      currentYear,
    });
    const page = await nameMatches(spec.keyword, request.offset, {
      count: (match, cap) => store.employeeSearch.count(query({ match }), cap),
      ids: (match, excluding, limit) => store.employeeSearch.ids(query({ match, excluding }), limit, 0),
    });
    const { ids, total } = page
      ? tieredIds(page)
      : {
          ids: await store.employeeSearch.ids(query(null), DASHBOARD_PAGE_SIZE, request.offset),
          total: await store.employeeSearch.count(query(null), CAP),
        };
    return {
      ...withTiers(await store.employeeSearch.results(ids), page, (result) => result.employee_id),
      ...cappedTotal(total),
      error: null,
    };
  }

  return {
    search(request: z.output<typeof ZSearchRequest>, user: UserRecord | null): Promise<SearchResponse> {
      return request.entity === 'companies' ? searchCompanies(request, user) : searchEmployees(request, user);
    },
    async industries(keyword: string) {
      return { gegenstand: await store.companySearch.industries(keyword, 10) };
    },
    async titles(keyword: string) {
      return { titles: await store.companySearch.titles(keyword, 10) };
    },
    /**
     * A process's start (docs/decisions/217): one search around a company's city with a range,
     * a country and its industry as filters, so that the first dashboard search does not pay for
     * the first use of the request's parser, the geocoder, the engine's drivers and the result
     * statements.
     */
    async warmUp(city: string, industry: string | null): Promise<void> {
      const request = ZSearchRequest.parse({
        entity: 'companies',
        performanceIndicators: [
          { indicator: 'address', operator: 'must', values: [city] },
          { indicator: 'radius', operator: 'must', values: ['50'] },
          { indicator: 'revenue', operator: 'must', values: ['0', ''] },
          { indicator: 'country', operator: 'atleast', values: ['Austria', 'Germany', 'Switzerland'] },
          ...(industry ? [{ indicator: 'industry', operator: 'atleast', values: [industry] }] : []),
        ],
      });
      await companyResults(request, parseCompanySearch(request.performanceIndicators));
    },
  };
}
