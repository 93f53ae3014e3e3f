/** Collects mapped rows into batches of records with running counters. */
import type { OpenedSource } from './source-file';
import type {
  ImportBatch,
  ImportedCompany,
  ImportedOfficer,
  ImportedRelationship,
  ImportOptions,
  ImportProgress,
  SkippedRow,
} from './types';

export const DEFAULT_BATCH_SIZE = 1000;

export class BatchCollector {
  readonly batchSize: number;
  readonly resumeAfterRow: number;
  private readonly countries: ReadonlySet<string> | null;
  private readonly publishedAt: string | null;
  private companies: ImportedCompany[] = [];
  private relationships: ImportedRelationship[] = [];
  private officers: ImportedOfficer[] = [];
  private skipped: SkippedRow[] = [];
  private counts = { rowsRead: 0, rowsKept: 0, rowsFiltered: 0, rowsSkipped: 0 };
  private rowsAtLastBatch = 0;

  constructor(
    private readonly source: Pick<OpenedSource, 'bytesRead' | 'bytesTotal'>,
    options: ImportOptions = {},
  ) {
    this.batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE));
    this.resumeAfterRow = Math.max(0, Math.floor(options.resumeAfterRow ?? 0));
    this.countries = options.countries ? new Set(options.countries) : null;
    this.publishedAt = options.publishedAt ?? null;
  }

  /** Whether a company is of the run's countries. */
  keeps(company: ImportedCompany): boolean {
    return this.countries === null || this.countries.has(company.country);
  }

  /** Counts a data row; false when it was committed by an earlier run and is to be passed over. */
  read(): boolean {
    this.counts.rowsRead++;
    return this.counts.rowsRead > this.resumeAfterRow;
  }

  /** Adds a company of the run's countries and returns true; another country's is filtered. */
  company(company: ImportedCompany): boolean {
    if (!this.keeps(company)) {
      this.filter();
      return false;
    }
    this.companies.push(this.publishedAt ? { ...company, sourceDate: this.publishedAt } : company);
    this.counts.rowsKept++;
    return true;
  }

  relationship(relationship: ImportedRelationship): void {
    this.relationships.push(
      this.publishedAt ? { ...relationship, sourceDate: this.publishedAt } : relationship,
    );
    this.counts.rowsKept++;
  }

  /** Officers ride along with their company's row and do not count as rows. */
  officer(officer: ImportedOfficer): void {
    this.officers.push(officer);
  }

  filter(): void {
    this.counts.rowsFiltered++;
  }

  skip(line: number, reason: string): void {
    this.skipped.push({ line, reason });
    this.counts.rowsSkipped++;
  }

  /** Due at batchSize records or skips, or after 10 × batchSize rows so progress flows while most rows are filtered. */
  get full(): boolean {
    return (
      this.companies.length + this.relationships.length >= this.batchSize ||
      this.skipped.length >= this.batchSize ||
      this.counts.rowsRead - this.rowsAtLastBatch >= this.batchSize * 10
    );
  }

  progress(): ImportProgress {
    return { ...this.counts, bytesRead: this.source.bytesRead(), bytesTotal: this.source.bytesTotal };
  }

  take(): ImportBatch {
    const batch: ImportBatch = {
      companies: this.companies,
      relationships: this.relationships,
      officers: this.officers,
      skipped: this.skipped,
      progress: this.progress(),
    };
    this.companies = [];
    this.relationships = [];
    this.officers = [];
    this.skipped = [];
    this.rowsAtLastBatch = this.counts.rowsRead;
    return batch;
  }
}
