import { COMPANY_RANGE_INDICATORS, type CompanyRangeIndicator } from '@fd/contract';
import { IndustryPostings } from './filter-drivers';
import type { CompanyRowsSource, FacetRow } from './source';

/** Spare room when the columns grow: new companies arrive in batches (imports). */
const GROWTH = 1.25;

/**
 * The attributes advanced search filters on, as typed arrays indexed by company id, loaded
 * once from each company's facets and latest report (16 bytes per company, plus 4 and 8 per range
 * indicator for each company with a report), and kept
 * current company by company. New companies (the next ids, as imports add them) are appended
 * in place; only a company that gains its first report below the last id with reports needs a
 * full reload (the report columns are in id order).
 */
export class CompanyColumns {
  maxId = 0;
  country = new Uint8Array(0);
  active = new Uint8Array(0);
  industry = new Uint16Array(0);
  latitude = new Float32Array(0);
  longitude = new Float32Array(0);
  /** Row of each company in the report columns, -1 without reports. */
  financialRow = new Int32Array(0);
  /** Company ids with reports, ascending (the first `financialCount` entries are in use). */
  financialIds = new Int32Array(0);
  financialCount = 0;
  figures = {} as Record<CompanyRangeIndicator, Float64Array>;
  readonly industryPostings = new IndustryPostings();

  constructor(private readonly rows: CompanyRowsSource) {
    this.load();
  }

  /** The report column of one figure, rows in use only. */
  column(indicator: CompanyRangeIndicator): Float64Array {
    return this.figures[indicator].subarray(0, this.financialCount);
  }

  /** The company of each report row, rows in use only. */
  reportIds(): Int32Array {
    return this.financialIds.subarray(0, this.financialCount);
  }

  /** Reads every company's facets and latest figures into the columns. */
  load(): void {
    const source = this.rows;
    this.maxId = source.maxFacetId();
    this.allocate(this.maxId + 1);
    for (const [id, ...values] of source.facets()) this.setFacets(id, values);

    const count = source.reportCount();
    this.financialIds = new Int32Array(count);
    this.financialCount = 0;
    this.figures = Object.fromEntries(
      COMPANY_RANGE_INDICATORS.map((indicator) => [indicator, new Float64Array(count)]),
    ) as Record<CompanyRangeIndicator, Float64Array>;
    for (const values of source.reports()) this.appendReport(values[0] as number, values.slice(1));
    this.industryPostings.build(this.industry, this.maxId);
  }

  /**
   * Brings changed companies into the columns: in place where they have their slots, appended
   * where they are new, by a full reload where a company below the last reporting id gained its
   * first report. Industry postings follow.
   */
  refresh(companyIds: number[]): void {
    const highest = Math.max(this.maxId, ...companyIds);
    if (highest >= this.country.length) this.grow(Math.ceil((highest + 1) * GROWTH));
    const previousMax = this.maxId;
    // Only a company that was indexed before and changed industry needs the postings rebuilt.
    let industryMoved = false;
    // A company indexed before that moved, or gained its first report, leaves the grids by place behind.
    let gridsStale = false;
    this.maxId = highest;
    for (const id of [...companyIds].sort((a, b) => a - b)) {
      const facets = this.rows.facetsOf(id);
      const figures = this.rows.reportOf(id);
      const before = this.industry[id];
      const place = [this.latitude[id], this.longitude[id]];
      this.setFacets(id, facets ?? [0, 0, null, null, null]);
      if (id <= previousMax && this.industry[id] !== before) industryMoved = true;
      if (id <= previousMax && !samePlace(place, [this.latitude[id], this.longitude[id]])) gridsStale = true;
      const row = this.financialRow[id]!;
      if (row >= 0) {
        COMPANY_RANGE_INDICATORS.forEach((indicator, column) => {
          this.figures[indicator][row] = figures?.[column] ?? Number.NaN;
        });
      } else if (figures) {
        const last = this.financialCount > 0 ? this.financialIds[this.financialCount - 1]! : 0;
        if (id < last) {
          this.load();
          return;
        }
        this.appendReport(id, figures);
        gridsStale = true;
      }
    }
    if (industryMoved) this.industryPostings.build(this.industry, this.maxId);
    else if (highest > previousMax) this.industryPostings.append(this.industry, previousMax + 1, highest);
    if (gridsStale) this.industryPostings.moved();
  }

  private setFacets(id: number, [country, active, industry, lat, lon]: FacetRow): void {
    this.country[id] = country ?? 0;
    this.active[id] = active ?? 0;
    this.industry[id] = industry ?? 0;
    this.latitude[id] = lat ?? Number.NaN;
    this.longitude[id] = lon ?? Number.NaN;
  }

  private appendReport(id: number, values: (number | null)[]): void {
    if (this.financialCount >= this.financialIds.length) {
      const size = Math.ceil((this.financialCount + 1) * GROWTH);
      this.financialIds = copyInto(new Int32Array(size), this.financialIds);
      for (const indicator of COMPANY_RANGE_INDICATORS)
        this.figures[indicator] = copyInto(new Float64Array(size), this.figures[indicator]);
    }
    const row = this.financialCount++;
    this.financialIds[row] = id;
    this.financialRow[id] = row;
    COMPANY_RANGE_INDICATORS.forEach((indicator, column) => {
      this.figures[indicator][row] = values[column] ?? Number.NaN;
    });
  }

  private allocate(size: number): void {
    this.country = new Uint8Array(size);
    this.active = new Uint8Array(size);
    this.industry = new Uint16Array(size);
    this.latitude = new Float32Array(size).fill(Number.NaN);
    this.longitude = new Float32Array(size).fill(Number.NaN);
    this.financialRow = new Int32Array(size).fill(-1);
  }

  private grow(size: number): void {
    const old = {
      country: this.country,
      active: this.active,
      industry: this.industry,
      latitude: this.latitude,
      longitude: this.longitude,
      financialRow: this.financialRow,
    };
    this.allocate(size);
    this.country.set(old.country);
    this.active.set(old.active);
    this.industry.set(old.industry);
    this.latitude.set(old.latitude);
    this.longitude.set(old.longitude);
    this.financialRow.set(old.financialRow);
  }
}

/** Equal coordinates, a missing one (NaN) equal to another missing one. */
function samePlace(a: (number | undefined)[], b: (number | undefined)[]): boolean {
  return a.every((value, at) => Object.is(value, b[at]));
}

function copyInto<T extends Int32Array | Float64Array>(target: T, source: T): T {
  target.set(source as never);
  return target;
}
