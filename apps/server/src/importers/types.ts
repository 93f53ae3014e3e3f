import type { DachCountry } from '../store/types';

export type { DachCountry };

/**
 * The seam between the importers (reading, validating, normalising open-register files) and the
 * writer (the store). Importers yield batches; a sink writes one batch per transaction.
 */

export type ImportSource = 'gleif' | 'offeneregister';
export type CompanyStatus = 'active' | 'inactive' | 'unknown';

export interface ImportedAddress {
  street: string | null;
  additional: string | null;
  postcode: string | null;
  city: string | null;
  /** ISO 3166-2 subdivision ('DE-HH') when the source gives one. */
  region: string | null;
  /** ISO 3166-1 alpha-2 as published (the legal address may lie outside DACH). */
  country: string | null;
}

export interface CompanyIdentifiers {
  lei: string | null;
  /** Normalised register key ('DE:hamburg:HRB:150148', 'AT:FN:123456a', 'CH:UID:CHE123456789'). */
  registerKey: string | null;
  /** Register court or authority as published ('Hamburg', 'RA000304'). */
  registerCourt: string | null;
  /** Register number as published ('HRB 150148', 'FN 123456a'). */
  registerNumber: string | null;
  /** GLEIF registration authority code ('RA000304'). */
  registrationAuthority: string | null;
}

export interface ImportedCompany {
  source: ImportSource;
  /** The record's id in its source: the LEI, or OffeneRegister's company_number. */
  sourceId: string;
  /** When the source last changed or retrieved the record (ISO 8601), if published. */
  sourceDate: string | null;
  /** Line of the record in the (decompressed) file. */
  sourceLine: number;
  name: string;
  otherNames: string[];
  previousNames: string[];
  address: ImportedAddress;
  headquarters: ImportedAddress | null;
  country: DachCountry;
  /** Our legal form name ('GmbH', 'GmbH & Co. KG', 'e.U.', …) or null when unknown. */
  legalForm: string | null;
  /** ISO 20275 ELF code when the source gives one. */
  legalFormCode: string | null;
  status: CompanyStatus;
  /** Status words as published ('ACTIVE/ISSUED', 'currently registered'). */
  sourceStatus: string | null;
  /** YYYY-MM-DD. */
  foundedOn: string | null;
  identifiers: CompanyIdentifiers;
  /** Folded name without legal form, and that with country and postcode, for entity resolution. */
  nameKey: string | null;
  namePostcodeKey: string | null;
  /** Stable hash of the normalised record without sourceDate/sourceLine: equal means nothing changed. */
  fingerprint: string;
}

export type RelationshipKind =
  | 'direct-parent'
  | 'ultimate-parent'
  | 'branch-of'
  | 'fund-managed-by'
  | 'subfund-of'
  | 'feeder-to';

export interface ImportedRelationship {
  source: 'gleif';
  childLei: string;
  parentLei: string;
  kind: RelationshipKind;
  /** Relationship type as published ('IS_DIRECTLY_CONSOLIDATED_BY'). */
  sourceType: string;
  status: 'active' | 'inactive';
  startDate: string | null;
  endDate: string | null;
  sourceDate: string | null;
  sourceLine: number;
  fingerprint: string;
}

export interface ImportedOfficer {
  source: 'offeneregister';
  /** sourceId of the company the officer belongs to. */
  companySourceId: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** Position as published ('Geschäftsführer', 'Prokurist'). */
  role: string | null;
  kind: 'person' | 'company';
  city: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Power of representation as published ('einzelvertretungsberechtigt'). */
  representation: string | null;
  sourceLine: number;
  fingerprint: string;
}

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface ImportProgress {
  /** Data rows read so far (header excluded, skipped rows included). */
  rowsRead: number;
  /** Rows that became records. */
  rowsKept: number;
  /** Valid rows outside the scope (not AT/DE/CH, duplicates, unrelated relationships). */
  rowsFiltered: number;
  rowsSkipped: number;
  /** Bytes read of the file as stored (compressed when it is), and its size. */
  bytesRead: number;
  bytesTotal: number;
}

export interface ImportBatch {
  companies: ImportedCompany[];
  relationships: ImportedRelationship[];
  officers: ImportedOfficer[];
  skipped: SkippedRow[];
  /** Counters after this batch; a writer that committed it can resume with resumeAfterRow = rowsRead. */
  progress: ImportProgress;
}

export interface ImportOptions {
  /** Records per batch (default 1,000). */
  batchSize?: number;
  /** Rows already committed by an earlier run: read past them without emitting records. */
  resumeAfterRow?: number;
  /** Countries to keep (default all three); a company of another is filtered like a non-DACH row. */
  countries?: readonly DachCountry[];
  /**
   * When the source published the file (ISO 8601), if known: the source date of every record
   * read from it (docs/decisions/121). Without it a record keeps the date it carries itself.
   */
  publishedAt?: string | null;
}

/** What the store side implements: one call per batch, one transaction each. */
export interface ImportSink {
  writeBatch(
    companies: readonly ImportedCompany[],
    relationships: readonly ImportedRelationship[],
    officers: readonly ImportedOfficer[],
  ): Promise<void>;
}

/** An input the importer refuses as a whole (wrong kind, missing columns, truncated archive). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
