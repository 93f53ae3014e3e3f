/**
 * What an imported record does to a stored company: which fields it may set, what changes,
 * which provenance and history entries that gives. Pure, the same for both engines.
 *
 * Merge rule (docs/decisions/050): fields come in groups (name, address, …); a group's value is
 * set by the source that set it before, by a source of equal or higher rank (GLEIF over
 * OffeneRegister: GLEIF records are verified and republished daily, the OffeneRegister export is
 * a crawl), or by any source while it is empty. A source never empties a group another source
 * filled.
 *
 * Corrections (docs/decisions/197): an operator's accepted correction of a field holds while the
 * source keeps publishing the value it had when the correction was made; when the source publishes
 * another value, the source wins (the register changed) and the correction ends.
 */
import { foldToken, formatAddress, tokenize } from '@fd/contract';
import type {
  DataSource,
  FieldCorrection,
  HistoryEntry,
  IdentityRow,
  ImportFields,
  ProvenanceRow,
  RepresentativeRow,
  StoredImportCompany,
} from '../../store/types';
import type { ImportedAddress, ImportedCompany, ImportedOfficer } from '../types';

const RANK: Record<DataSource, number> = { generator: 0, offeneregister: 1, gleif: 2, report: 3 };

export const COUNTRY_NAMES = { AT: 'Austria', DE: 'Germany', CH: 'Switzerland' } as const;

/** Field groups: the unit of provenance and of history entries. */
export const FIELD_GROUPS = {
  name: ['company_name'],
  legal_form: ['legal_form'],
  address: ['address_street', 'address_postcode', 'address_city', 'address_country'],
  location: ['latitude', 'longitude'],
  legal_status: ['legal_status'],
  date_founded: ['date_founded'],
  lei: ['ID_Lei'],
  register: ['ID_Fb', 'ID_Gerichtscode'],
} as const satisfies Record<string, readonly (keyof ImportFields)[]>;
export type FieldGroup = keyof typeof FIELD_GROUPS;

/** The address the company is registered at in its DACH country (GLEIF's legal address may lie abroad). */
function dachAddress(company: ImportedCompany): ImportedAddress {
  if (company.address.country === company.country || !company.headquarters) return company.address;
  return company.headquarters.country === company.country ? company.headquarters : company.address;
}

/** The record as company columns (location is placed by the writer, from the postcode). */
export function fieldsOf(company: ImportedCompany): ImportFields {
  const address = dachAddress(company);
  const street = [address.street, address.additional].filter(Boolean).join(', ') || null;
  const { identifiers } = company;
  return {
    company_name: company.name,
    legal_form: company.legalForm,
    address_street: street,
    address_postcode: address.postcode,
    address_city: address.city,
    address_country: COUNTRY_NAMES[company.country],
    latitude: null,
    longitude: null,
    legal_status: company.status === 'inactive' ? 'Inactive' : 'Active',
    date_founded: company.foundedOn,
    ID_Lei: identifiers.lei,
    ID_Fb: identifiers.registerNumber,
    // A court name is published by OffeneRegister; GLEIF gives an authority code, not a court.
    ID_Gerichtscode: company.source === 'offeneregister' ? identifiers.registerCourt : null,
  };
}

/** A group's value as one text, for the history. */
export function groupText(group: FieldGroup, fields: ImportFields): string | null {
  if (group === 'address') return formatAddress(fields) || null;
  if (group === 'location')
    return fields.latitude === null || fields.longitude === null
      ? null
      : `${fields.latitude.toFixed(4)}, ${fields.longitude.toFixed(4)}`;
  if (group === 'register') return [fields.ID_Fb, fields.ID_Gerichtscode].filter(Boolean).join(', ') || null;
  const [column] = FIELD_GROUPS[group];
  const value = fields[column];
  return value === null ? null : String(value);
}

const isEmpty = (group: FieldGroup, fields: ImportFields) => groupText(group, fields) === null;

export function mayWrite(
  current: ProvenanceRow | undefined,
  source: DataSource,
  storedEmpty: boolean,
): boolean {
  if (!current || storedEmpty) return true;
  return current.source === source || RANK[source] >= RANK[current.source];
}

export const representativeText = (r: RepresentativeRow) => (r.title ? `${r.name} (${r.title})` : r.name);

/**
 * A register officer's identity across companies: the folded name and home town (OffeneRegister
 * publishes no birth date or person id; name and town together tell most namesakes apart).
 */
export const officerPersonKey = (officer: ImportedOfficer) =>
  `or:${tokenize(officer.name).map(foldToken).join(' ')}|${tokenize(officer.city ?? '')
    .map(foldToken)
    .join(' ')}`;

/**
 * Current officers as representatives (ended mandates are history, not representatives). An
 * officer the record lists twice with the same role is one mandate: a person page shows it once.
 */
export function representativesOf(officers: readonly ImportedOfficer[]): RepresentativeRow[] {
  const seen = new Set<string>();
  return officers
    .filter((officer) => {
      const mandate = `${officer.name}\u0000${officer.role ?? ''}`;
      if (officer.endDate !== null || seen.has(mandate)) return false;
      seen.add(mandate);
      return true;
    })
    .map((officer) => ({
      name: officer.name,
      title: officer.role ?? 'Vertreter',
      representation: officer.representation,
      location: officer.city,
      personKey: officer.kind === 'person' ? officerPersonKey(officer) : null,
      since: officer.startDate,
    }));
}

/** The field under which a correction of an officer's title or location is kept (docs/decisions/197). */
export const personCorrectionField = (personKey: string, field: 'title' | 'location') =>
  `person:${personKey}:${field}`;

/**
 * Applies the kept corrections of officers: a corrected title or location holds while the record
 * publishes the value it replaced; the fields whose record publishes another value are returned.
 */
function correctOfficers(
  rows: RepresentativeRow[],
  corrected: ReadonlyMap<string, FieldCorrection>,
): { rows: RepresentativeRow[]; superseded: string[] } {
  const superseded: string[] = [];
  const kept = rows.map((row) => {
    if (!row.personKey) return row;
    const next = { ...row };
    for (const field of ['title', 'location'] as const) {
      const key = personCorrectionField(row.personKey, field);
      const correction = corrected.get(key);
      if (!correction) continue;
      if (row[field] === correction.sourceValue) {
        if (field === 'title') next.title = correction.value ?? row.title;
        else next.location = correction.value;
      } else superseded.push(key);
    }
    return next;
  });
  return { rows: kept, superseded };
}

export interface CompanyPlan {
  fields: ImportFields;
  identity: IdentityRow;
  provenance: ProvenanceRow[];
  /** Entries for the change history (empty for a record that changes nothing). */
  history: HistoryEntry[];
  /** Replacement representatives, or null to leave them. */
  representatives: RepresentativeRow[] | null;
  /** Corrected fields whose source now publishes another value: their corrections end. */
  superseded: string[];
}

/**
 * Merges a record into a stored company (or, with `stored` null, a new one). `located` is the
 * record's address placed on the map (estimated from its postcode), or null. `corrections` are
 * those kept for this source record.
 */
export function planCompany(
  company: ImportedCompany,
  officers: readonly ImportedOfficer[] | null,
  stored: StoredImportCompany | null,
  located: { latitude: number; longitude: number } | null,
  now: string,
  corrections: readonly FieldCorrection[] = [],
): CompanyPlan {
  const source: DataSource = company.source;
  const incoming = { ...fieldsOf(company), ...(located ?? {}) };
  const entry = (field: string, oldValue: string | null, newValue: string | null): HistoryEntry => ({
    field,
    oldValue,
    newValue,
    changedAt: now,
    source,
    sourceDate: company.sourceDate,
  });
  const provenanceOf = (group: string): ProvenanceRow => ({
    field: group,
    source,
    sourceDate: company.sourceDate,
    // Coordinates are the postcode's centre and an unknown status is taken as active: estimates.
    published: group === 'location' ? false : group === 'legal_status' ? company.status !== 'unknown' : true,
  });

  const fields: ImportFields = stored ? { ...stored.fields } : { ...incoming };
  const provenance: ProvenanceRow[] = [];
  const history: HistoryEntry[] = [];
  const known = new Map((stored?.provenance ?? []).map((row) => [row.field, row]));
  const written = new Set<FieldGroup>();
  const corrected = new Map(stored ? corrections.map((c) => [c.field, c]) : []);
  const superseded: string[] = [];
  for (const group of Object.keys(FIELD_GROUPS) as FieldGroup[]) {
    if (isEmpty(group, incoming) && (!stored || known.get(group)?.source !== source)) continue;
    if (stored && !mayWrite(known.get(group), source, isEmpty(group, stored.fields))) continue;
    written.add(group);
    for (const column of FIELD_GROUPS[group]) {
      const correction = corrected.get(column);
      const value = incoming[column];
      if (correction && value === correction.sourceValue) {
        // The source still publishes what was corrected: the correction holds.
        (fields as unknown as Record<string, unknown>)[column] = correction.value;
        continue;
      }
      if (correction) superseded.push(column);
      (fields as unknown as Record<string, unknown>)[column] = value;
    }
    provenance.push(provenanceOf(group));
    if (stored) {
      const before = groupText(group, stored.fields);
      const after = groupText(group, fields);
      if (before !== after && group !== 'location') history.push(entry(group, before, after));
    }
  }
  if (!stored) history.push(entry('created', null, company.name));
  else if (!stored.provenance.some((row) => row.source === source) && stored.identity)
    history.push(entry('source', null, source));

  let representatives: RepresentativeRow[] | null = null;
  if (officers) {
    const officerRows = correctOfficers(representativesOf(officers), corrected);
    representatives = officerRows.rows;
    superseded.push(...officerRows.superseded);
    const before = new Set((stored?.representatives ?? []).map(representativeText));
    const after = new Set(representatives.map(representativeText));
    for (const text of before) if (!after.has(text)) history.push(entry('representatives', text, null));
    for (const text of after)
      if (!before.has(text) && stored) history.push(entry('representatives', null, text));
    provenance.push(provenanceOf('representatives'));
  }

  const nameFromRecord = written.has('name') || !stored?.identity;
  const identity: IdentityRow = {
    country: company.country,
    lei: stored?.identity?.lei ?? company.identifiers.lei,
    registerKey: stored?.identity?.registerKey ?? company.identifiers.registerKey,
    nameKey: nameFromRecord ? company.nameKey : stored!.identity!.nameKey,
    namePostcodeKey: nameFromRecord ? company.namePostcodeKey : stored!.identity!.namePostcodeKey,
    legalForm: fields.legal_form,
  };
  return { fields, identity, provenance, history, representatives, superseded };
}
