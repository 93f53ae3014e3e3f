import type { CompanyRangeIndicator } from '@fd/contract';
import { currentBudget, type WorkBudget } from '../runtime/budget';
import { COUNTRY_CODES } from '../store/country-codes';
import { compileGroups, simplifyGroups } from '../store/filter-groups';
import type { CompanySearchQuery, GeoArea, TieredNearestQuery } from '../store/types';
import type { CompanyFilter } from '../store/types/search';
import { hasBit } from './bitmap';
import { CANDIDATE_BATCH, NAME_CANDIDATE_BATCH } from './candidate-batches';
import { CompanyColumns, type CompanyColumnsState } from './company-columns';
import { CompanyGroups, type CompanyGroupsState } from './company-groups';
import { EventIndex, type EventIndexState } from './event-index';
import {
  allDriver,
  areaDriver,
  type Driver,
  NAME_TEST_COST,
  nameDriver,
  nameFilter,
  rangeDriver,
  titleDriver,
} from './filter-drivers';
import { boundingBox, greatCircleKm } from './geo';
import { Nearest } from './nearest';
import type { EngineSource } from './source';
import { scanTiers } from './tiered-nearest';
import { type TitleSet, TitleSets } from './title-sets';

/** The filter index as a reader in another thread receives it. */
export interface FilterIndexState {
  columns: CompanyColumnsState;
  groups: CompanyGroupsState;
  events: EventIndexState;
}

/**
 * Advanced search over the in-memory columns (company-columns.ts): candidates from the
 * cheapest source, each tested on the columns, in popularity order, yielding every few ms.
 *
 * Why not SQL: a query combines any of 25 indicators under three operators and must return
 * popularity order plus an exact count up to 10,000. No set of B-tree indexes serves every
 * combination; reading the columns of 3.6M companies from memory does, in milliseconds
 * (SQL plans for a selective must-filter or a radius at full scale: docs/benchmarks.md#search).
 */
export class CompanyFilterIndex {
  private readonly columns: CompanyColumns;
  private readonly titleSets: TitleSets;
  /** Company groups (parents and roots), for the group filter, result rows and company pages. */
  readonly groups: CompanyGroups;
  private readonly events: EventIndex;

  /**
   * Loads the index from `source`; with `state` (what `state()` gave in another thread) reads that
   * thread's index instead, and `source` only for what stays in the file (names, places, titles):
   * a reader, which must not `refresh` (docs/decisions/211). `previous`: the reader of the state
   * before, which a state of one batch (`state(companyIds)`) follows.
   */
  constructor(
    private readonly source: EngineSource,
    state?: FilterIndexState,
    previous?: CompanyFilterIndex,
  ) {
    this.titleSets = new TitleSets(source.titles);
    this.columns = new CompanyColumns(source.companies, state?.columns);
    this.groups = new CompanyGroups(source.groups, state?.groups);
    if (!state) this.groups.load(this.columns.maxId);
    this.events = new EventIndex(source.events, state?.events, previous?.events);
  }

  /**
   * The index's shared buffers and counts, structured-cloneable, for a reader in another thread;
   * with `companyIds` (an applied batch), the changed events of those companies only (event-index.ts).
   */
  state(companyIds?: readonly number[]): FilterIndexState {
    return {
      columns: this.columns.state(),
      groups: this.groups.state(),
      events: this.events.state(companyIds),
    };
  }

  /** A filter as a test on a company id. */
  private predicate(filter: CompanyFilter, titleSets: Map<CompanyFilter, TitleSet>): (id: number) => boolean {
    switch (filter.kind) {
      case 'range': {
        const column = this.columns.figures(filter.indicator);
        const min = filter.min ?? Number.NEGATIVE_INFINITY;
        const max = filter.max ?? Number.POSITIVE_INFINITY;
        return (id) => {
          const row = this.columns.financialRow[id]!;
          if (row < 0) return false;
          const value = column[row]!;
          return value >= min && value <= max;
        };
      }
      case 'country': {
        const wanted = new Uint8Array(8);
        for (const name of filter.values) wanted[COUNTRY_CODES[name] ?? 0] = 1;
        return (id) => wanted[this.columns.country[id]!] === 1;
      }
      case 'legal_status': {
        const wantActive = filter.values.includes('Active');
        const wantInactive = filter.values.includes('Inactive');
        return (id) => (this.columns.active[id] === 1 ? wantActive : wantInactive);
      }
      case 'industry': {
        const wanted = new Uint8Array(65_536);
        for (const industryId of this.industryIds(filter.values)) wanted[industryId] = 1;
        return (id) => wanted[this.columns.industry[id]!] === 1;
      }
      case 'employee_title': {
        const { bits } = titleSets.get(filter)!;
        return (id) => hasBit(bits, id);
      }
      case 'event': {
        const set = titleSets.get(filter);
        if (set) return (id) => hasBit(set.bits, id);
        return this.events.holds(filter.types, filter.from, filter.to, this.columns.maxId);
      }
      case 'group': {
        const root = this.groups.rootOf(filter.companyId);
        return (id) => this.groups.inGroup(id, root);
      }
    }
  }

  /** Industry filter values are ids or business-purpose texts (German or English). */
  private industryIds(values: string[]): number[] {
    const numeric = values.filter((value) => /^\d+$/.test(value)).map(Number);
    const texts = values.filter((value) => !/^\d+$/.test(value));
    if (texts.length === 0) return numeric;
    return [...numeric, ...this.source.companies.industriesNamed(texts)];
  }

  /** The company set of every title filter (read, or taken from the cache), by filter. */
  private async titleSetsOf(
    filters: CompanyFilter[],
    budget: WorkBudget,
  ): Promise<Map<CompanyFilter, TitleSet>> {
    const titleSets = new Map<CompanyFilter, TitleSet>();
    for (const filter of filters)
      if (filter.kind === 'employee_title')
        titleSets.set(filter, await this.titleSets.get(filter.values, this.columns.maxId, budget));
    return titleSets;
  }

  /**
   * The company set of each event filter that is cheaper to read from the event index than to
   * test on the candidates (docs/decisions/214): a set costs a pass over the window's events, a
   * test one company's few events, so a wide window (every type over ten years) is tested on
   * the candidates the pass reads, which stops when the page and the count are full, and a
   * narrow one becomes a set, which may drive the pass. `candidates`: the size of the cheapest
   * driver without an event set; a must filter's set, once read, bounds it for the next.
   */
  private async eventSetsOf(
    filters: CompanyFilter[],
    must: CompanyFilter[],
    candidates: number,
    sets: Map<CompanyFilter, TitleSet>,
    budget: WorkBudget,
  ): Promise<void> {
    const events = filters
      .filter((filter) => filter.kind === 'event')
      .map((filter) => ({ filter, cost: this.events.windowCost(filter.types, filter.from, filter.to) }))
      .sort((a, b) => a.cost - b.cost);
    let bound = candidates;
    for (const { filter, cost } of events) {
      if (cost > bound) break;
      const set = await this.events.companies(
        filter.types,
        filter.from,
        filter.to,
        this.columns.maxId,
        budget,
      );
      sets.set(filter, set);
      if (must.includes(filter)) bound = Math.min(bound, set.size);
    }
  }

  /**
   * What a pass needs before it starts: the filters' company sets (titleSetsOf, eventSetsOf) and
   * the driver of its candidates. `filters`: every filter the pass tests.
   */
  private async prepare(
    query: CompanySearchQuery,
    filters: CompanyFilter[],
    budget: WorkBudget,
  ): Promise<{ sets: Map<CompanyFilter, TitleSet>; driver: Driver }> {
    const sets = await this.titleSetsOf(filters, budget);
    const options = this.driverOptions(query, sets);
    await this.eventSetsOf(filters, query.filters.must, this.cheapest(query, options).size, sets, budget);
    return {
      sets,
      driver: this.cheapest(query, [...options, ...this.eventDrivers(query.filters.must, sets)]),
    };
  }

  /** The latest report's figure of a company, or null when it has none. */
  figure(indicator: CompanyRangeIndicator, id: number): number | null {
    const row = this.columns.financialRow[id] ?? -1;
    if (row < 0) return null;
    const value = this.columns.figures(indicator)[row]!;
    return Number.isNaN(value) ? null : value;
  }

  /**
   * The key a ranked order sorts on, smallest first: the distance from the area's centre, or a
   * figure (negated for highest first; a company without it last). Null for popularity order.
   */
  private rankKey(query: CompanySearchQuery): ((id: number) => number) | null {
    const { order, area } = query;
    if (order === 'distance' && area)
      return (id) =>
        greatCircleKm(area.latitude, area.longitude, this.columns.latitude[id]!, this.columns.longitude[id]!);
    if (typeof order !== 'object') return null;
    const sign = order.direction === 'desc' ? -1 : 1;
    return (id) => {
      const value = this.figure(order.indicator, id);
      return value === null ? Number.POSITIVE_INFINITY : sign * value;
    };
  }

  private areaTest(area: GeoArea): (id: number) => boolean {
    const box = boundingBox(area);
    return (id) => {
      const lat = this.columns.latitude[id]!;
      const lon = this.columns.longitude[id]!;
      if (!(lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon)) return false;
      return greatCircleKm(area.latitude, area.longitude, lat, lon) <= area.radiusKm;
    };
  }

  /**
   * The candidates to read: of the sources that contain every match (the name's matches, a
   * must range, must industries, a must group, a must title or event set, a small area, all
   * companies), the one cheapest to read and test. Without a name query that is the smallest;
   * with one, every candidate of another source costs a full-text test, so the name drives
   * unless another source is much smaller.
   */
  chooseDriver(query: CompanySearchQuery, titleSets = new Map<CompanyFilter, TitleSet>()): Driver {
    return this.cheapest(query, [
      ...this.driverOptions(query, titleSets),
      ...this.eventDrivers(query.filters.must, titleSets),
    ]);
  }

  /** The sources of chooseDriver but the event sets. */
  private driverOptions(query: CompanySearchQuery, titleSets: Map<CompanyFilter, TitleSet>): Driver[] {
    const options: Driver[] = [];
    for (const filter of query.filters.must) {
      if (filter.kind === 'range')
        options.push(rangeDriver(this.columns.column(filter.indicator), this.columns.reportIds(), filter));
      if (filter.kind === 'industry') {
        const industries = [...new Set(this.industryIds(filter.values))];
        options.push(this.columns.industryPostings.driver(industries));
      }
      if (filter.kind === 'group') options.push(this.groups.driver(filter.companyId));
      const titleSet = titleSets.get(filter);
      if (titleSet && filter.kind === 'employee_title') options.push(titleDriver(titleSet));
    }
    const area = query.area && areaDriver(this.source.places, query.area);
    if (area) options.push(area);
    if (query.name) options.push(nameDriver(this.source.names, query.name));
    else options.push(allDriver(this.columns.maxId));
    return options;
  }

  /** The must event filters that have a set, as drivers. */
  private eventDrivers(must: CompanyFilter[], sets: Map<CompanyFilter, TitleSet>): Driver[] {
    return must.flatMap((filter) => {
      const set = filter.kind === 'event' ? sets.get(filter) : undefined;
      return set ? [{ ...titleDriver(set), kind: 'event' as const }] : [];
    });
  }

  private cheapest(query: CompanySearchQuery, options: Driver[]): Driver {
    const cost = (driver: Driver) =>
      query.name && !driver.coversName ? driver.size * NAME_TEST_COST : driver.size;
    return options.reduce((best, driver) => (cost(driver) < cost(best) ? driver : best));
  }

  /**
   * One pass over the cheapest candidates: the page's ids and the number of matches, counted
   * up to `cap`. The work yields to the event loop every few milliseconds and stops when the
   * request's budget runs out or its client leaves.
   */
  async search(
    request: CompanySearchQuery,
    offset: number,
    limit: number,
    cap: number,
  ): Promise<{ ids: number[]; total: number }> {
    const budget = currentBudget();
    // The first slice waits for its turn like every later one: run at once, the first slices of
    // several requests read in the same turn of the event loop would follow each other unbroken.
    await budget.pause();
    const query = { ...request, filters: simplifyGroups(request.filters) };
    const { must, atleast, exclusive } = query.filters;
    const { sets, driver } = await this.prepare(query, [...must, ...atleast, ...exclusive], budget);
    const inGroups = compileGroups(query.filters, (filter: CompanyFilter) => this.predicate(filter, sets));
    const inArea = query.area ? this.areaTest(query.area) : null;
    const byName = query.name && !driver.coversName ? nameFilter(this.source.companies, query.name) : null;
    const rankKey = this.rankKey(query);
    const ranked = rankKey ? new Nearest(offset + limit) : null;
    const ids: number[] = [];
    let total = 0;
    const step = byName ? NAME_CANDIDATE_BATCH : CANDIDATE_BATCH;
    // One array reused for every batch: a new pair of arrays per batch kept the collector busy
    // on the loop's thread while millions of candidates went by.
    const passed: number[] = [];
    for await (const chunk of driver.chunks()) {
      for (let from = 0; from < chunk.length; from += step) {
        passed.length = 0;
        const to = Math.min(chunk.length, from + step);
        for (let at = from; at < to; at++) {
          const id = chunk[at]!;
          // The column tests first: the area's distance is the dearest test.
          if (inGroups(id) && (!inArea || inArea(id))) passed.push(id);
        }
        const batch = byName && passed.length > 0 ? byName(passed) : passed;
        for (const id of batch) {
          total++;
          if (ranked && rankKey) {
            // A ranked order needs every match: the count goes on past the cap.
            ranked.offer(id, rankKey(id));
            continue;
          }
          if (total > offset && ids.length < limit) ids.push(id);
          if (total >= cap && ids.length >= limit) return { ids, total: Math.min(total, cap) };
        }
        if (budget.due()) await budget.pause();
      }
      budget.check();
    }
    if (ranked) return { ids: ranked.sorted().slice(offset, offset + limit), total: Math.min(total, cap) };
    return { ids, total: Math.min(total, cap) };
  }

  /**
   * The first `limit` companies of a tiered query (similar companies): one pass over the cheapest
   * source of its must filters ranks the candidates of every tier at once (tiered-nearest.ts).
   */
  async nearestByTier(
    query: TieredNearestQuery,
    limit: number,
  ): Promise<{ company_id: number; tier: number }[]> {
    const budget = currentBudget();
    // The first slice waits for its turn, as a search's does.
    await budget.pause();
    const groups = { must: query.must, atleast: [], exclusive: [] };
    const { sets, driver } = await this.prepare(
      { name: null, area: query.area, filters: groups },
      [...query.must, ...query.tiers.flat()],
      budget,
    );
    const test = (filter: CompanyFilter) => this.predicate(filter, sets);
    const industry = query.must.find((filter) => filter.kind === 'industry');
    const postings = this.columns.industryPostings;
    const industries = industry ? this.industryIds(industry.values) : [];
    // The leading tiers that test a figure hold companies with a report only.
    const firstOpen = query.tiers.findIndex((filters) => !filters.some((f) => f.kind === 'range'));
    const reportingTiers = firstOpen < 0 ? query.tiers.length : firstOpen;
    return scanTiers({
      driver,
      grids:
        industry && query.area
          ? {
              all: postings.gridsOf(industries, this.columns),
              reporting:
                reportingTiers > 0
                  ? postings.gridsOf(industries, this.columns, this.columns.financialRow)
                  : [],
              reportingTiers,
            }
          : undefined,
      matches: compileGroups(groups, test),
      tiers: query.tiers.map((filters) => filters.map(test)),
      area: query.area,
      columns: this.columns,
      exclude: query.exclude,
      limit,
      budget,
    });
  }

  /** Brings changed companies into the columns; title bitmaps are rebuilt on demand. */
  refresh(companyIds: number[]): void {
    this.columns.refresh(companyIds);
    this.groups.refresh(companyIds, this.columns.maxId);
    this.titleSets.clear();
    this.events.refresh(companyIds);
  }
}
