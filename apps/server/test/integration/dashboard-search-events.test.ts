import { EVENT_TYPES, type EventType, ZSavedSearchesResponse, ZSavedSearchResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import type { CompanyFilter, FilterGroups } from '../../src/store/types/search';
import { type CompanyFacts, companyFilterHolds, distanceKm } from '../company-facts';
import type { SignedInUser } from '../factories';
import { filter, type Indicator, quantile, useSearchApp } from './dashboard-search-helpers';

/**
 * The signal search (issue 29 item 4): the `event` filter under MUST, AT LEAST and EXACTLY ONE,
 * with other filters, the group filter and the radius, against a plain reading of the events
 * table; relative windows; saved searches; bad input.
 */
describe('POST /api/search with event filters', () => {
  let companies: CompanyFacts[];
  let user: SignedInUser;
  const { post, searchCompanies, naiveIds } = useSearchApp('signals', (app) => {
    ({ companies, user } = app);
  });

  const naiveGroups = (groups: FilterGroups<CompanyFilter>) =>
    naiveIds((company) => {
      const holds = (f: CompanyFilter) => companyFilterHolds(company, f);
      return (
        groups.must.every(holds) &&
        (groups.atleast.length === 0 || groups.atleast.some(holds)) &&
        (groups.exclusive.length === 0 || groups.exclusive.filter(holds).length === 1)
      );
    });

  /** A small deterministic generator (mulberry32), so that a failure can be run again. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** The same search as the dashboard posts it and as the store's filter, side by side. */
  type Pair = { indicator: Indicator; filter: CompanyFilter };
  const OPERATORS = ['must', 'atleast', 'exclusive'] as const;

  function randomEvent(next: () => number): Pair {
    const dates = companies.flatMap((c) => c.events.map((e) => e.date));
    const pick = () => dates[Math.floor(next() * dates.length)]!;
    const [from, to] = [pick(), pick()].sort() as [string, string];
    const present = [...new Set(companies.flatMap((c) => c.events.map((e) => e.type)))];
    const types = [
      ...new Set(
        Array.from(
          { length: 1 + Math.floor(next() * 3) },
          () => present[Math.floor(next() * present.length)]!,
        ),
      ),
    ] as EventType[];
    return {
      indicator: filter('event', [types.join(','), from, to]),
      filter: { kind: 'event', types, from, to },
    };
  }

  function randomOther(next: () => number): Pair {
    const choice = Math.floor(next() * 3);
    if (choice === 0) {
      const country = (['Austria', 'Germany', 'Switzerland'] as const)[Math.floor(next() * 3)]!;
      return { indicator: filter('country', [country]), filter: { kind: 'country', values: [country] } };
    }
    if (choice === 1)
      return {
        indicator: filter('legal_status', ['Active']),
        filter: { kind: 'legal_status', values: ['Active'] },
      };
    const floor = quantile(companies, 'revenue', next());
    return {
      indicator: filter('revenue', [String(floor), '']),
      filter: { kind: 'range', indicator: 'revenue', min: floor, max: null },
    };
  }

  it('finds what a plain reading of the events finds, on random filters under every operator', async () => {
    const next = random(29);
    let nonEmpty = 0;
    for (let round = 0; round < 30; round++) {
      const pairs = [
        randomEvent(next),
        ...Array.from({ length: Math.floor(next() * 3) }, () => randomOther(next)),
      ];
      if (next() < 0.3) pairs.push(randomEvent(next));
      const groups: FilterGroups<CompanyFilter> = { must: [], atleast: [], exclusive: [] };
      const indicators = pairs.map(({ indicator, filter: f }) => {
        const operator = OPERATORS[Math.floor(next() * 3)]!;
        groups[operator].push(f);
        return { ...indicator, operator };
      });
      const expected = naiveGroups(groups);
      const body = await searchCompanies(indicators);
      expect(body.total, JSON.stringify(indicators)).toBe(expected.length);
      expect(body.results.map((r) => r.company_id)).toEqual(expected.slice(0, 10));
      if (expected.length > 20) {
        const offset = 10 * Math.floor((next() * expected.length) / 10);
        const page = await searchCompanies(indicators, offset);
        expect(page.results.map((r) => r.company_id)).toEqual(expected.slice(offset, offset + 10));
      }
      if (expected.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('combines with the group filter', async () => {
    const parent = companies.find((c) => companies.filter((o) => o.group_root === c.company_id).length > 3)!;
    const types: EventType[] = ['subsidiary_added', 'shareholder_change', 'management_appointed'];
    const event: CompanyFilter = { kind: 'event', types, from: '1990-01-01', to: '2030-12-31' };
    const group: CompanyFilter = { kind: 'group', companyId: parent.company_id };
    const body = await searchCompanies([
      filter('event', [types.join(','), '1990-01-01', '2030-12-31']),
      filter('group', [String(parent.company_id)]),
    ]);
    const expected = naiveGroups({ must: [event, group], atleast: [], exclusive: [] });
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
  });

  it('combines with an address and a radius', async () => {
    const types: EventType[] = ['management_appointed', 'management_left'];
    const body = await searchCompanies([
      filter('address', ['Wien']),
      filter('radius', ['50']),
      filter('event', [types.join(','), '2000-01-01', '2030-12-31']),
    ]);
    const centre = body.location!;
    const event: CompanyFilter = { kind: 'event', types, from: '2000-01-01', to: '2030-12-31' };
    const near = (slack: number) =>
      companies.filter(
        (c) =>
          c.latitude !== null &&
          companyFilterHolds(c, event) &&
          distanceKm(centre, { latitude: c.latitude, longitude: c.longitude! }) <= 50 + slack,
      ).length;
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThanOrEqual(near(-0.01));
    expect(body.total).toBeLessThanOrEqual(near(0.01));
  });

  it('reads a relative window as the last days up to today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const types = ['accounts_published', 'management_appointed'] as EventType[];
    const body = await searchCompanies([filter('event', [types.join(','), 'last:365'])]);
    const expected = naiveGroups({
      must: [{ kind: 'event', types, from, to: today }],
      atleast: [],
      exclusive: [],
    });
    expect(body.total).toBe(expected.length);
  });

  it('takes every type at once (a value longer than a keyword), and still refuses a long keyword', async () => {
    const wide: CompanyFilter = {
      kind: 'event',
      types: [...EVENT_TYPES],
      from: '2016-01-01',
      to: '2025-12-31',
    };
    const body = await searchCompanies([
      filter('event', [EVENT_TYPES.join(','), '2016-01-01', '2025-12-31']),
    ]);
    expect(body.total).toBe(naiveGroups({ must: [wide], atleast: [], exclusive: [] }).length);
    const long = await post({
      entity: 'companies',
      performanceIndicators: [filter('keyword', ['a'.repeat(201)])],
    });
    expect(long.statusCode).toBe(400);
  });

  it('is kept by a saved search', async () => {
    const filters = [
      { indicator: 'event', operator: 'must', values: ['management_appointed,management_left', 'last:90'] },
    ];
    const saved = ZSavedSearchResponse.parse(
      (
        await user.request({
          method: 'POST',
          url: '/api/saved-searches',
          payload: { name: 'Neue Geschäftsführer', entity: 'companies', filters },
        })
      ).json(),
    );
    expect(saved.search.filters).toEqual(filters);
    const listed = ZSavedSearchesResponse.parse((await user.request('/api/saved-searches')).json());
    expect(listed.searches.find((s) => s.id === saved.search.id)?.filters).toEqual(filters);
  });

  it.each([
    [['management_appointed,ceo_hired', '2026-01-01', '2026-02-01'], '“ceo_hired” is not an event type.'],
    [['', '2026-01-01', '2026-02-01'], 'choose at least one value.'],
    [['management_appointed', '2026-03-01', '2026-02-01'], 'the start date is after the end date.'],
    [['management_appointed', '2026-02-30', '2026-03-01'], '“2026-02-30” is not a date'],
    [['management_appointed', '0001-01-01', '2026-03-01'], 'outside the years 1850 to 2100'],
    [['management_appointed', 'last:0'], 'give the event types, then a window'],
    [['management_appointed'], 'give the event types, then a window'],
  ])('refuses %j with a translated 400', async (values, message) => {
    const response = await post({ entity: 'companies', performanceIndicators: [filter('event', values)] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('filter_invalid');
    expect(response.json().error).toContain(message);
  });
});
