import type { EventRecord } from './events';

/**
 * What the import writer reads and writes, one transaction per batch. The SQLite store writes
 * the dataset file (and its name, spatial and vocabulary indexes) directly; the PostgreSQL store
 * writes the record, and every server's local index follows the change sequence.
 */

export type DachCountry = 'AT' | 'DE' | 'CH';

/** What the store knows about a company, enough for entity resolution (importers/matcher.ts) to decide. */
export interface MatchCandidate {
  id: string;
  country: DachCountry;
  lei: string | null;
  registerKey: string | null;
  nameKey: string | null;
  legalForm: string | null;
}

type MaybePromise<T> = T | Promise<T>;

/** Lookups the store provides (indexes on LEI, register key and name + postcode key). */
export interface MatchLookups {
  byLei(lei: string): MaybePromise<MatchCandidate | null>;
  byRegisterKey(registerKey: string): MaybePromise<readonly MatchCandidate[]>;
  byNamePostcode(namePostcodeKey: string): MaybePromise<readonly MatchCandidate[]>;
}

/** Where a shown value came from. */
export type DataSource = 'gleif' | 'offeneregister' | 'generator' | 'report';

/** The company columns an import writes. */
export interface ImportFields {
  company_name: string;
  legal_form: string | null;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  address_country: string;
  latitude: number | null;
  longitude: number | null;
  legal_status: string;
  date_founded: string | null;
  ID_Lei: string | null;
  ID_Fb: string | null;
  ID_Gerichtscode: string | null;
}

export interface IdentityRow {
  country: string;
  lei: string | null;
  registerKey: string | null;
  nameKey: string | null;
  namePostcodeKey: string | null;
  legalForm: string | null;
}

export interface ProvenanceRow {
  field: string;
  source: DataSource;
  sourceDate: string | null;
  published: boolean;
}

export interface HistoryEntry {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: string;
  source: DataSource;
  sourceDate: string | null;
}

/**
 * An operator's accepted correction of a company field (docs/decisions/197): it holds while the
 * source keeps publishing `sourceValue`, the value it had when the correction was made.
 */
export interface FieldCorrection {
  field: string;
  value: string | null;
  sourceValue: string | null;
}

export interface RepresentativeRow {
  name: string;
  title: string;
  representation: string | null;
  location: string | null;
  /** The same key on every company where this person holds a mandate (written, not read back). */
  personKey?: string | null;
  since?: string | null;
}

export interface StoredImportCompany {
  companyId: number;
  fields: ImportFields;
  identity: IdentityRow | null;
  provenance: ProvenanceRow[];
  representatives: RepresentativeRow[];
}

export interface StoredRelationship {
  fingerprint: string;
  status: string;
  endDate: string | null;
}

export interface RelationshipRow {
  parentLei: string;
  kind: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  sourceDate: string | null;
  fingerprint: string;
}

export interface SourceRow {
  source: DataSource;
  sourceId: string;
  sourceDate: string | null;
  fingerprint: string;
}

export interface ImportTransaction extends MatchLookups {
  sourceRecord(
    source: DataSource,
    sourceId: string,
  ): Promise<{ companyId: number; fingerprint: string } | null>;
  company(companyId: number): Promise<StoredImportCompany | null>;
  /** The centre of a postcode's companies (the gazetteer), to place an imported address. */
  postcodeCentre(postcode: string, country: string): Promise<{ latitude: number; longitude: number } | null>;
  /** A new company with its stable key; returns its id. */
  insertCompany(fields: ImportFields, companyKey: string, dateAdded: string): Promise<number>;
  updateCompany(
    companyId: number,
    before: ImportFields,
    after: ImportFields,
    dateUpdated: string,
  ): Promise<void>;
  saveIdentity(companyId: number, identity: IdentityRow): Promise<void>;
  saveSource(companyId: number, source: SourceRow, importedAt: string): Promise<void>;
  saveProvenance(companyId: number, rows: ProvenanceRow[]): Promise<void>;
  replaceRepresentatives(companyId: number, rows: RepresentativeRow[]): Promise<void>;
  addHistory(companyId: number, entries: HistoryEntry[]): Promise<void>;
  /** The corrections kept for a source record (matched by the source's identity of the record). */
  corrections(source: DataSource, sourceId: string): Promise<FieldCorrection[]>;
  /** The source's records that hold any correction (few: an operator made each one). */
  correctedRecords(source: DataSource): Promise<Set<string>>;
  /** The source published another value: the company's corrections of these fields end, for every source record. */
  dropCorrections(companyId: number, fields: readonly string[]): Promise<void>;
  relationship(companyId: number, parentLei: string, kind: string): Promise<StoredRelationship | null>;
  saveRelationship(companyId: number, row: RelationshipRow): Promise<void>;
  /** The name of the company with this LEI, if we hold it (for history texts). */
  nameByLei(lei: string): Promise<string | null>;
  /** Events of a company, recorded by its next change entry (recordChange) of this transaction. */
  addEvents(companyId: number, events: EventRecord[]): Promise<void>;
  /** An entry in the change sequence: every server refreshes its indexes and caches for it. */
  recordChange(companyId: number, source: DataSource): Promise<void>;
}

export interface ImportStore {
  readonly engine: 'sqlite' | 'postgres';
  /** Runs `work` in one transaction: all of it is written, or nothing. */
  transaction<T>(work: (tx: ImportTransaction) => Promise<T>): Promise<T>;
  /** After a run: recomputes what is derived from all companies (statistics, country counts). */
  finish(): Promise<void>;
  close(): Promise<void>;
}
