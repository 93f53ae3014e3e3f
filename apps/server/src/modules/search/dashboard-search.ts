import {
  DASHBOARD_PAGE_SIZE,
  DEFAULT_RADIUS_KM,
  type SearchResponse,
  TOTAL_COUNT_CAP,
  type ZSearchRequest,
} from '@fd/contract';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../errors';
import type { CompanyStore, GeoArea, Place, TermQuery, UserRecord } from '../../store/types';
import type { Geocoder } from '../geo/geocoder';
import { parseCompanySearch, parseEmployeeSearch } from './filters';
import type { NameSearch } from './name-search';

type Tiered = { match: TermQuery; excluding?: TermQuery } | null;

/**
 * Pages of a tiered search: tier n reads its own new matches (`tier_n NOT tier_n-1`), so the
 * page is exact matches first, then prefix, then typo matches, each in popularity order.
 */
async function pageAcrossTiers(
  tiers: TermQuery[],
  offset: number,
  read: (name: Tiered, limit: number) => Promise<number[]>,
) {
  const wanted = offset + DASHBOARD_PAGE_SIZE;
  const ids: number[] = [];
  let previous: TermQuery | undefined;
  for (const tier of tiers) {
    if (ids.length >= wanted) break;
    ids.push(...(await read({ match: tier, excluding: previous }, wanted - ids.length)));
    previous = tier;
  }
  return ids.slice(offset, wanted);
}

export type DashboardSearchService = ReturnType<typeof createDashboardSearchService>;

export function createDashboardSearchService(deps: {
  store: CompanyStore;
  names: NameSearch;
  geocoder: Geocoder;
}) {
  const { store, names, geocoder } = deps;

  async function nameTiers(keyword: string | null): Promise<TermQuery[] | null> {
    if (keyword === null) return null;
    const tiers = await names.tiers(keyword, { prefix: true });
    if (tiers.length === 0)
      throw invalidInput('keyword: enter letters or digits of a name', 'keyword_invalid');
    return tiers;
  }

  async function searchCompanies(
    request: z.output<typeof ZSearchRequest>,
    user: UserRecord | null,
  ): Promise<SearchResponse> {
    const spec = parseCompanySearch(request.performanceIndicators);
    const { must, atleast, exclusive } = spec.filters;
    // 'Show active companies only' is part of the quick search; any other filter is advanced.
    const onlyActive =
      must.length === 1 &&
      must[0]!.kind === 'legal_status' &&
      must[0]!.values.every((status) => status === 'Active') &&
      atleast.length + exclusive.length === 0;
    const advanced =
      spec.address !== null ||
      ((must.length > 0 || atleast.length > 0 || exclusive.length > 0) && !onlyActive);
    if (advanced && !user) {
      throw new AppError(
        'unauthenticated',
        'Advanced search is available with a free account. Please log in.',
        'advanced_search_login',
      );
    }
    let area: GeoArea | null = null;
    let location: Place | null = null;
    if (spec.address !== null) {
      const place = await geocoder.geocode(spec.address);
      if (!place) {
        throw invalidInput(
          `address: we could not find '${spec.address}'. Try a postcode, a city, or 'street, city'.`,
          'address_not_found',
        );
      }
      area = {
        latitude: place.latitude,
        longitude: place.longitude,
        radiusKm: spec.radiusKm ?? DEFAULT_RADIUS_KM,
      };
      location = place;
    }
    let tiers = await nameTiers(spec.keyword);
    // Nearest first applies to an address search; otherwise the order is popularity.
    const order = request.sort === 'distance' && area ? ('distance' as const) : ('popularity' as const);
    const query = (name: Tiered) => ({ name, area, filters: spec.filters, order });
    const cap = TOTAL_COUNT_CAP + 1;
    let ids: number[];
    let total: number;
    if (!tiers || order === 'distance') {
      // By distance the name's tiers are one set: its broadest tier, nearest first.
      const name = tiers ? { match: tiers[tiers.length - 1]! } : null;
      ({ ids, total } = await store.companySearch.find(
        query(name),
        request.offset,
        DASHBOARD_PAGE_SIZE,
        cap,
      ));
    } else {
      total = (await store.companySearch.find(query({ match: tiers[tiers.length - 1]! }), 0, 0, cap)).total;
      if (total < DASHBOARD_PAGE_SIZE) {
        const typos = await names.typoTier(tiers[tiers.length - 1]!);
        if (typos) {
          tiers = [...tiers, typos];
          total = (await store.companySearch.find(query({ match: typos }), 0, 0, cap)).total;
        }
      }
      ids = await pageAcrossTiers(
        tiers,
        request.offset,
        async (name, limit) => (await store.companySearch.find(query(name), 0, limit, limit)).ids,
      );
    }
    return {
      results: await store.companySearch.results(
        ids,
        area && { latitude: area.latitude, longitude: area.longitude },
      ),
      total: Math.min(total, TOTAL_COUNT_CAP),
      total_capped: total > TOTAL_COUNT_CAP,
      error: null,
      location,
    };
  }

  async function searchEmployees(
    request: z.output<typeof ZSearchRequest>,
    user: UserRecord | null,
  ): Promise<SearchResponse> {
    const spec = parseEmployeeSearch(request.performanceIndicators);
    const { must, atleast, exclusive } = spec.filters;
    if (must.length + atleast.length + exclusive.length > 0 && !user) {
      throw new AppError(
        'unauthenticated',
        'Advanced search is available with a free account. Please log in.',
        'advanced_search_login',
      );
    }
    const tiers = await nameTiers(spec.keyword);
    const currentYear = new Date().getFullYear();
    const query = (name: Tiered) => ({ name, filters: spec.filters, currentYear });
    const total = await store.employeeSearch.count(
      query(tiers ? { match: tiers[tiers.length - 1]! } : null),
      TOTAL_COUNT_CAP + 1,
    );
    const ids = tiers
      ? await pageAcrossTiers(tiers, request.offset, (name, limit) =>
          store.employeeSearch.ids(query(name), limit, 0),
        )
      : await store.employeeSearch.ids(query(null), DASHBOARD_PAGE_SIZE, request.offset);
    return {
      results: await store.employeeSearch.results(ids),
      total: Math.min(total, TOTAL_COUNT_CAP),
      total_capped: total > TOTAL_COUNT_CAP,
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
  };
}
