import { COMPANY_RANGE_INDICATORS, type CompanyRangeIndicator } from '@fd/contract';
import { IndustryPostings, type IndustryPostingsState } from './industry-postings';
import { type ColumnArray, GROWTH, SharedColumn, type SharedColumnState } from './shared-column';
import type { CompanyRowsSource } from './source';

/**
 * The attributes advanced search filters on, as columns indexed by company id, loaded
 * once from each company's facets and latest report (16 bytes per company, plus 4 and 8 per range
 * indicator for each company with a report), and kept
 * current company by company. New companies (the next ids, as imports add them) are appended
 * in place; only a company that gains its first report below the last id with reports needs a
 * full reload (the report columns are in id order).
 *
 * Every column is a SharedColumn (docs/decisions/211): its bytes are in a SharedArrayBuffer that
 * threads can read. The getters hand out the current buffer's view; a reader takes it once per
 * slice of work (or per access) and so never sees a column half-grown.
 */
export class CompanyColumns {
  maxId = 0;
  private facetColumns = {
    country: new SharedColumn(Uint8Array),
    active: new SharedColumn(Uint8Array),
    industry: new SharedColumn(Uint16Array),
    latitude: new SharedColumn(Float32Array, 0, Number.NaN),
    longitude: new SharedColumn(Float32Array, 0, Number.NaN),
    /** Row of each company in the report columns, -1 without reports. */
    financialRow: new SharedColumn(Int32Array, 0, -1),
  };
  /** Company ids with reports, ascending: the report columns' rows in use. */
  private reportRows: SharedColumn<Int32Array> = new SharedColumn(Int32Array);
  private figureColumns = Object.fromEntries(
    COMPANY_RANGE_INDICATORS.map((indicator) => [indicator, new SharedColumn(Float64Array, 0, Number.NaN)]),
  ) as Record<CompanyRangeIndicator, SharedColumn<Float64Array>>;
  readonly industryPostings: IndustryPostings;

  /**
   * Loads the columns from `rows`; with `state` (what `state()` gave in another thread) reads
   * that thread's columns instead, loading nothing: a reader, which must not `refresh`.
   */
  constructor(
    private readonly rows: CompanyRowsSource,
    state?: CompanyColumnsState,
  ) {
    this.industryPostings = new IndustryPostings(state?.postings);
    if (!state) {
      this.load();
      return;
    }
    this.maxId = state.maxId;
    this.facetColumns = mapValues(state.facets, SharedColumn.reading) as typeof this.facetColumns;
    this.reportRows = SharedColumn.reading(state.reportRows);
    this.figureColumns = mapValues(state.figures, SharedColumn.reading);
  }

  /** The columns' buffers and counts in use, for a reader in another thread (docs/decisions/211). */
  state(): CompanyColumnsState {
    const states = <K extends string, A extends ColumnArray>(columns: Record<K, SharedColumn<A>>) =>
      mapValues(columns, (column) => column.state());
    return {
      maxId: this.maxId,
      facets: states(this.facetColumns as Record<string, SharedColumn<ColumnArray>>),
      reportRows: this.reportRows.state(),
      figures: states(this.figureColumns),
      postings: this.industryPostings.state(),
    };
  }

  get country(): Uint8Array {
    return this.facetColumns.country.values;
  }
  get active(): Uint8Array {
    return this.facetColumns.active.values;
  }
  get industry(): Uint16Array {
    return this.facetColumns.industry.values;
  }
  get latitude(): Float32Array {
    return this.facetColumns.latitude.values;
  }
  get longitude(): Float32Array {
    return this.facetColumns.longitude.values;
  }
  /** Row of each company in the report columns, -1 without reports. */
  get financialRow(): Int32Array {
    return this.facetColumns.financialRow.values;
  }
  /** How many companies have a report row. */
  get financialCount(): number {
    return this.reportRows.length;
  }

  /** The report column of one figure, every row (rows past financialCount are unused). */
  figures(indicator: CompanyRangeIndicator): Float64Array {
    return this.figureColumns[indicator].values;
  }

  /** The report column of one figure, rows in use only. */
  column(indicator: CompanyRangeIndicator): Float64Array {
    return this.figureColumns[indicator].values.subarray(0, this.financialCount);
  }

  /** The company of each report row, rows in use only. */
  reportIds(): Int32Array {
    return this.reportRows.inUse();
  }

  /** Reads every company's facets and latest figures into the columns. */
  load(): void {
    const source = this.rows;
    this.maxId = source.maxFacetId();
    // With spare room, as a growth leaves it: the first batch of an import's new companies
    // otherwise copies every column into a larger buffer on a serving thread (docs/decisions/216).
    for (const column of Object.values(this.facetColumns))
      column.reset(Math.ceil((this.maxId + 1) * GROWTH), this.maxId + 1);
    for (const row of source.facets()) this.setFacets(row[0], row[1], row[2], row[3], row[4], row[5]);

    const count = source.reportCount();
    const reportCapacity = Math.ceil(count * GROWTH);
    this.reportRows.reset(reportCapacity, 0);
    for (const indicator of COMPANY_RANGE_INDICATORS) this.figureColumns[indicator].reset(reportCapacity, 0);
    for (const values of source.reports()) this.appendReport(values[0] as number, values.slice(1));
    this.industryPostings.build(this.industry, this.maxId);
  }

  /**
   * Brings changed companies into the columns: in place where they have their slots, appended
   * where they are new, by a full reload where a company below the last reporting id gained its
   * first report. Industry postings follow.
   */
  refresh(companyIds: number[]): void {
    if (companyIds.length === 0) return;
    const highest = Math.max(this.maxId, ...companyIds);
    for (const column of Object.values(this.facetColumns)) column.setLength(highest + 1);
    const previousMax = this.maxId;
    // Only a company that was indexed before and changed industry needs the postings rebuilt.
    let industryMoved = false;
    // A company indexed before that moved, or gained its first report, leaves the grids by place behind.
    let gridsStale = false;
    this.maxId = highest;
    // One statement per kind for the batch (docs/decisions/216), each row kept whole, its id first:
    // no copy of a row, no array per company (the loop runs on a serving thread; docs/decisions/216).
    const facetRows = byFirstColumn(this.rows.facetsOf(companyIds));
    const reportRows = byFirstColumn(this.rows.reportsOf(companyIds));
    for (const id of [...companyIds].sort((a, b) => a - b)) {
      const facets = facetRows.get(id);
      const figures = reportRows.get(id);
      const before = this.industry[id];
      const latitude = this.latitude[id]!;
      const longitude = this.longitude[id]!;
      if (facets) this.setFacets(id, facets[1], facets[2], facets[3], facets[4], facets[5]);
      else this.setFacets(id, 0, 0, null, null, null);
      if (id <= previousMax && this.industry[id] !== before) industryMoved = true;
      if (
        id <= previousMax &&
        !(Object.is(latitude, this.latitude[id]) && Object.is(longitude, this.longitude[id]))
      )
        gridsStale = true;
      const row = this.financialRow[id]!;
      if (row >= 0) {
        for (let column = 0; column < COMPANY_RANGE_INDICATORS.length; column++)
          this.figureColumns[COMPANY_RANGE_INDICATORS[column]!].values[row] =
            figures?.[column + 1] ?? Number.NaN;
      } else if (figures) {
        const last = this.financialCount > 0 ? this.reportRows.values[this.financialCount - 1]! : 0;
        if (id < last) {
          this.load();
          return;
        }
        this.appendReport(id, figures.slice(1));
        gridsStale = true;
      }
    }
    if (industryMoved) this.industryPostings.build(this.industry, this.maxId);
    else if (highest > previousMax) this.industryPostings.append(this.industry, previousMax + 1, highest);
    if (gridsStale) this.industryPostings.moved();
  }

  /** One company's facets (a FacetRow's fields; null where the row has none). */
  private setFacets(
    id: number,
    country: number | null,
    active: number | null,
    industry: number | null,
    lat: number | null,
    lon: number | null,
  ): void {
    const columns = this.facetColumns;
    columns.country.values[id] = country ?? 0;
    columns.active.values[id] = active ?? 0;
    columns.industry.values[id] = industry ?? 0;
    columns.latitude.values[id] = lat ?? Number.NaN;
    columns.longitude.values[id] = lon ?? Number.NaN;
  }

  private appendReport(id: number, values: (number | null)[]): void {
    const row = this.reportRows.push(id);
    this.financialRow[id] = row;
    COMPANY_RANGE_INDICATORS.forEach((indicator, column) => {
      this.figureColumns[indicator].push(values[column] ?? Number.NaN);
    });
  }
}

/** The columns as a reader in another thread receives them (structured-cloneable; buffers shared). */
export interface CompanyColumnsState {
  maxId: number;
  facets: Record<string, SharedColumnState<ColumnArray>>;
  reportRows: SharedColumnState<Int32Array>;
  figures: Record<CompanyRangeIndicator, SharedColumnState<Float64Array>>;
  postings: IndustryPostingsState;
}

function mapValues<K extends string, T, U>(record: Record<K, T>, map: (value: T) => U): Record<K, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as T)])) as Record<
    K,
    U
  >;
}

/** Rows of a batched read by their first column, the company id; each row kept whole. */
function byFirstColumn<R extends readonly unknown[]>(rows: readonly R[]): Map<number, R> {
  const byId = new Map<number, R>();
  for (const row of rows) byId.set(row[0] as number, row);
  return byId;
}
