import { COMPANY_RANGE_INDICATORS, type CompanyRangeIndicator } from '@fd/contract';
import { currentBudget, type WorkBudget } from '../../runtime/budget';
import { compileGroups, simplifyGroups } from '../filter-groups';
import type { CompanySearchQuery, GeoArea } from '../types';
import type { CompanyFilter, FilterGroups } from '../types/search';
import { COUNTRY_CODES } from './columns';
import type { SqliteDatabase } from './database';
import {
  allDriver,
  areaDriver,
  type Driver,
  IndustryPostings,
  NAME_TEST_COST,
  nameDriver,
  nameFilter,
  rangeDriver,
} from './filter-drivers';
import { boundingBox, greatCircleKm } from './geo';
import { Nearest } from './nearest';
import { TitleSets } from './title-sets';

/** Candidates tested between two looks at the clock (well under a millisecond of work). */
const BATCH = 1024;

/**
 * The attributes advanced search filters on, as typed arrays indexed by company id, loaded
 * once from company_facets and latest_financials (about 120 MB at 3.6M companies).
 *
 * Why not SQL: a query combines any of 25 indicators under three operators and must return
 * popularity order plus an exact count up to 10,000. No set of B-tree indexes serves every
 * combination; reading the columns of 3.6M companies from memory does, in milliseconds
 * (measured: SQL plans took 0.2–0.7 s for a selective must-filter or a radius at full scale).
 */
export class CompanyFilterIndex {
  private maxId = 0;
  private country = new Uint8Array(0);
  private active = new Uint8Array(0);
  private industry = new Uint16Array(0);
  private latitude = new Float32Array(0);
  private longitude = new Float32Array(0);
  /** Row of each company in the financial columns, -1 without reports. */
  private financialRow = new Int32Array(0);
  /** Company ids with reports, ascending: the candidates of a must range filter. */
  private financialIds = new Int32Array(0);
  private figures = {} as Record<CompanyRangeIndicator, Float64Array>;
  private readonly titleSets: TitleSets;
  private readonly industryPostings = new IndustryPostings();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly estimateInBox: (box: ReturnType<typeof boundingBox>) => number,
  ) {
    this.titleSets = new TitleSets(db);
    this.load();
  }

  /** Reads every company's facets and latest figures into the columns. */
  private load(): void {
    const db = this.db;
    this.titleSets.clear();
    this.maxId = Number(db.prepare('SELECT coalesce(max(company_id), 0) FROM company_facets').pluck().get());
    const size = this.maxId + 1;
    this.country = new Uint8Array(size);
    this.active = new Uint8Array(size);
    this.industry = new Uint16Array(size);
    this.latitude = new Float32Array(size).fill(Number.NaN);
    this.longitude = new Float32Array(size).fill(Number.NaN);
    const facets = db
      .prepare(
        'SELECT company_id, country_code, active, industry_id, latitude, longitude FROM company_facets',
      )
      .raw()
      .iterate() as Iterable<[number, number, number, number | null, number | null, number | null]>;
    for (const [id, country, active, industry, lat, lon] of facets) {
      this.country[id] = country;
      this.active[id] = active;
      this.industry[id] = industry ?? 0;
      if (lat !== null && lon !== null) {
        this.latitude[id] = lat;
        this.longitude[id] = lon;
      }
    }

    const count = Number(db.prepare('SELECT count(*) FROM latest_financials').pluck().get());
    this.financialRow = new Int32Array(size).fill(-1);
    this.financialIds = new Int32Array(count);
    this.figures = Object.fromEntries(
      COMPANY_RANGE_INDICATORS.map((indicator) => [indicator, new Float64Array(count)]),
    ) as Record<CompanyRangeIndicator, Float64Array>;
    const rows = db
      .prepare(
        `SELECT company_id, ${COMPANY_RANGE_INDICATORS.join(', ')} FROM latest_financials ORDER BY company_id`,
      )
      .raw()
      .iterate() as Iterable<(number | null)[]>;
    let row = 0;
    for (const values of rows) {
      const id = values[0] as number;
      this.financialIds[row] = id;
      this.financialRow[id] = row;
      COMPANY_RANGE_INDICATORS.forEach((indicator, column) => {
        this.figures[indicator][row] = values[column + 1] ?? Number.NaN;
      });
      row++;
    }
    this.industryPostings.build(this.industry, this.maxId);
  }

  /** A filter as a test on a company id. */
  private predicate(
    filter: CompanyFilter,
    titleSets: Map<CompanyFilter, Uint8Array>,
  ): (id: number) => boolean {
    switch (filter.kind) {
      case 'range': {
        const column = this.figures[filter.indicator];
        const min = filter.min ?? Number.NEGATIVE_INFINITY;
        const max = filter.max ?? Number.POSITIVE_INFINITY;
        return (id) => {
          const row = this.financialRow[id]!;
          if (row < 0) return false;
          const value = column[row]!;
          return value >= min && value <= max;
        };
      }
      case 'country': {
        const wanted = new Uint8Array(8);
        for (const name of filter.values) wanted[COUNTRY_CODES[name] ?? 0] = 1;
        return (id) => wanted[this.country[id]!] === 1;
      }
      case 'legal_status': {
        const wantActive = filter.values.includes('Active');
        const wantInactive = filter.values.includes('Inactive');
        return (id) => (this.active[id] === 1 ? wantActive : wantInactive);
      }
      case 'industry': {
        const wanted = new Uint8Array(65_536);
        for (const industryId of this.industryIds(filter.values)) wanted[industryId] = 1;
        return (id) => wanted[this.industry[id]!] === 1;
      }
      case 'employee_title': {
        const set = titleSets.get(filter)!;
        return (id) => set[id] === 1;
      }
    }
  }

  /** Industry filter values are ids or business-purpose texts (German or English). */
  private industryIds(values: string[]): number[] {
    const numeric = values.filter((value) => /^\d+$/.test(value)).map(Number);
    const texts = values.filter((value) => !/^\d+$/.test(value));
    if (texts.length === 0) return numeric;
    const marks = texts.map(() => '?').join(', ');
    const named = this.db
      .prepare(`SELECT industry_id FROM industries WHERE gegenstand IN (${marks}) OR label_en IN (${marks})`)
      .pluck()
      .all(...texts, ...texts) as number[];
    return [...numeric, ...named];
  }

  private async groupsTest(
    groups: FilterGroups<CompanyFilter>,
    budget: WorkBudget,
  ): Promise<(id: number) => boolean> {
    const titleSets = new Map<CompanyFilter, Uint8Array>();
    for (const filter of [...groups.must, ...groups.atleast, ...groups.exclusive])
      if (filter.kind === 'employee_title')
        titleSets.set(filter, await this.titleSets.get(filter.values, this.maxId, budget));
    return compileGroups(groups, (filter: CompanyFilter) => this.predicate(filter, titleSets));
  }

  private areaTest(area: GeoArea): (id: number) => boolean {
    const box = boundingBox(area);
    return (id) => {
      const lat = this.latitude[id]!;
      const lon = this.longitude[id]!;
      if (!(lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon)) return false;
      return greatCircleKm(area.latitude, area.longitude, lat, lon) <= area.radiusKm;
    };
  }

  /**
   * The candidates to read: of the sources that contain every match (the name's matches, a
   * must range, must industries, a small area, all companies), the one cheapest to read and
   * test. Without a name query that is the smallest; with one, every candidate of another
   * source costs a full-text test, so the name drives unless another source is much smaller.
   */
  chooseDriver(query: CompanySearchQuery): Driver {
    const options: Driver[] = [];
    for (const filter of query.filters.must) {
      if (filter.kind === 'range')
        options.push(rangeDriver(this.figures[filter.indicator], this.financialIds, filter));
      if (filter.kind === 'industry') {
        const industries = [...new Set(this.industryIds(filter.values))];
        options.push(this.industryPostings.driver(industries));
      }
    }
    const area = query.area && areaDriver(this.db, this.estimateInBox, query.area);
    if (area) options.push(area);
    if (query.name) options.push(nameDriver(this.db, query.name));
    else options.push(allDriver(this.maxId));
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
    budget.check();
    const query = { ...request, filters: simplifyGroups(request.filters) };
    const inGroups = await this.groupsTest(query.filters, budget);
    const inArea = query.area ? this.areaTest(query.area) : null;
    const driver = this.chooseDriver(query);
    const byName = query.name && !driver.coversName ? nameFilter(this.db, query.name) : null;
    const area = query.area;
    const nearest = query.order === 'distance' && area ? new Nearest(offset + limit) : null;
    const ids: number[] = [];
    let total = 0;
    for await (const chunk of driver.chunks()) {
      for (let from = 0; from < chunk.length; from += BATCH) {
        let batch = Array.from({ length: Math.min(BATCH, chunk.length - from) }, (_, i) => chunk[from + i]!);
        batch = batch.filter((id) => (!inArea || inArea(id)) && inGroups(id));
        if (byName && batch.length > 0) batch = byName(batch);
        for (const id of batch) {
          total++;
          if (nearest && area) {
            // Nearest first needs every match: the count goes on past the cap.
            nearest.offer(
              id,
              greatCircleKm(area.latitude, area.longitude, this.latitude[id]!, this.longitude[id]!),
            );
            continue;
          }
          if (total > offset && ids.length < limit) ids.push(id);
          if (total >= cap && ids.length >= limit) return { ids, total: Math.min(total, cap) };
        }
        if (budget.due()) await budget.pause();
      }
      budget.check();
    }
    if (nearest) return { ids: nearest.sorted().slice(offset, offset + limit), total: Math.min(total, cap) };
    return { ids, total: Math.min(total, cap) };
  }

  /**
   * Brings changed companies into the columns: in place where they have their slots, by a
   * full reload where a company is new or gained its first report (columns have fixed sizes).
   */
  refresh(companyIds: number[]): void {
    const facet = this.db.prepare(
      'SELECT country_code, active, industry_id, latitude, longitude FROM company_facets WHERE company_id = ?',
    );
    const latest = this.db.prepare(
      `SELECT ${COMPANY_RANGE_INDICATORS.join(', ')} FROM latest_financials WHERE company_id = ?`,
    );
    let industryMoved = false;
    for (const id of companyIds) {
      const facets = facet.raw().get(id) as
        | [number, number, number | null, number | null, number | null]
        | undefined;
      const figures = latest.raw().get(id) as (number | null)[] | undefined;
      if (id > this.maxId || (figures && this.financialRow[id] === -1)) {
        this.load();
        return;
      }
      const [country, active, industry, lat, lon] = facets ?? [0, 0, null, null, null];
      this.country[id] = country;
      this.active[id] = active;
      if (this.industry[id] !== (industry ?? 0)) industryMoved = true;
      this.industry[id] = industry ?? 0;
      this.latitude[id] = lat ?? Number.NaN;
      this.longitude[id] = lon ?? Number.NaN;
      const row = this.financialRow[id]!;
      if (row >= 0) {
        COMPANY_RANGE_INDICATORS.forEach((indicator, column) => {
          this.figures[indicator][row] = figures?.[column] ?? Number.NaN;
        });
      }
    }
    if (industryMoved) this.industryPostings.build(this.industry, this.maxId);
    // Title bitmaps are rebuilt on demand: a changed company may have new people.
    this.titleSets.clear();
  }
}
