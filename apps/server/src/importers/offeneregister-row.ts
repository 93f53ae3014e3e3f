/**
 * One line of OffeneRegister.de's de_companies_ocdata.jsonl (OpenCorporates layout) → an
 * ImportedCompany of Germany and its officers, as far as the line publishes them.
 */
import { parseGermanAddress } from './address';
import { fingerprint } from './fingerprint';
import { splitLegalForm } from './legal-forms';
import { nameKey, namePostcodeKey } from './name-key';
import { deRegisterKey, splitNativeDeNumber } from './register-keys';
import { type RowResult, record, skip } from './row-result';
import type { ImportedCompany, ImportedOfficer } from './types';
import { orNull, toDate, toTimestamp } from './values';

export interface RegisterEntry {
  company: ImportedCompany;
  officers: ImportedOfficer[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim()
    ? value.replace(/\s+/g, ' ').trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** Federal states as OffeneRegister writes them (English) → ISO 3166-2. */
const STATES: Readonly<Record<string, string>> = {
  'baden-württemberg': 'DE-BW',
  bavaria: 'DE-BY',
  berlin: 'DE-BE',
  brandenburg: 'DE-BB',
  bremen: 'DE-HB',
  hamburg: 'DE-HH',
  hesse: 'DE-HE',
  'lower saxony': 'DE-NI',
  'mecklenburg-western pomerania': 'DE-MV',
  'north rhine-westphalia': 'DE-NW',
  'rhineland-palatinate': 'DE-RP',
  saarland: 'DE-SL',
  saxony: 'DE-SN',
  'saxony-anhalt': 'DE-ST',
  'schleswig-holstein': 'DE-SH',
  thuringia: 'DE-TH',
};

/** Legal forms the register type implies when the name does not say. */
const FORM_OF_REGISTER: Readonly<Record<string, string>> = { VR: 'e.V.', GnR: 'eG', PR: 'PartG' };

function status(value: string | null): ImportedCompany['status'] {
  const words = value?.toLowerCase() ?? '';
  if (words.includes('currently registered') || words === 'active') return 'active';
  if (/removed|deleted|dissolved|closed|gelöscht/.test(words)) return 'inactive';
  return 'unknown';
}

function previousNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.map((entry) => text(isObject(entry) ? (entry.company_name ?? entry.name) : entry));
  return [...new Set(names.filter((name): name is string => name !== null))];
}

function officer(value: unknown, companySourceId: string, line: number): ImportedOfficer | null {
  if (!isObject(value)) return null;
  const name = text(value.name);
  if (!name) return null;
  const other = isObject(value.other_attributes) ? value.other_attributes : {};
  const fields: Omit<ImportedOfficer, 'fingerprint' | 'sourceLine'> = {
    source: 'offeneregister',
    companySourceId,
    name,
    firstName: text(other.firstname),
    lastName: text(other.lastname),
    role: text(value.position),
    kind: value.type === 'company' ? 'company' : 'person',
    city: text(other.city),
    startDate: toDate(text(value.start_date)),
    endDate: toDate(text(value.end_date)),
    representation: text(other.flag),
  };
  return { ...fields, sourceLine: line, fingerprint: fingerprint(fields) };
}

export function mapOffeneRegisterLine(line: string, lineNumber: number): RowResult<RegisterEntry> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return skip('not valid JSON');
  }
  if (!isObject(value)) return skip('not a JSON object');
  const jurisdiction = text(value.jurisdiction_code)?.toLowerCase() ?? null;
  if (jurisdiction !== 'de') return skip(`jurisdiction '${(jurisdiction ?? '').slice(0, 8)}' is not de`);
  const sourceId = text(value.company_number);
  if (!sourceId) return skip('no company_number');
  const name = text(value.name);
  if (!name) return skip('no name');

  const attributes = isObject(value.all_attributes) ? value.all_attributes : {};
  const native = text(attributes.native_company_number);
  const nativeParts = native ? splitNativeDeNumber(native) : null;
  const court = text(attributes.registrar) ?? nativeParts?.court ?? null;
  const register = text(attributes._registerArt) ?? nativeParts?.register ?? null;
  const number = text(attributes._registerNummer) ?? nativeParts?.number ?? null;
  const registerKey = court && register && number ? deRegisterKey(court, register, number) : null;
  const address = parseGermanAddress(text(value.registered_address));
  const key = nameKey(name, 'DE');
  const state = text(attributes.federal_state)?.toLowerCase() ?? '';
  const rawStatus = text(value.current_status);
  const company: Omit<ImportedCompany, 'fingerprint' | 'sourceDate' | 'sourceLine'> = {
    source: 'offeneregister',
    sourceId,
    name,
    otherNames: [],
    previousNames: previousNames(value.previous_names).filter((previous) => previous !== name),
    address: { ...address, additional: null, region: STATES[state] ?? null, country: 'DE' },
    headquarters: null,
    country: 'DE',
    legalForm: splitLegalForm(name, 'DE').form ?? (register ? (FORM_OF_REGISTER[register] ?? null) : null),
    legalFormCode: null,
    status: status(rawStatus),
    sourceStatus: rawStatus,
    foundedOn: toDate(text(value.incorporation_date)),
    identifiers: {
      lei: null,
      registerKey,
      registerCourt: court,
      registerNumber: register && number ? `${register} ${number}` : orNull(native),
      registrationAuthority: null,
    },
    nameKey: key,
    namePostcodeKey: namePostcodeKey(key, address.postcode, 'DE'),
  };
  const officers = Array.isArray(value.officers)
    ? value.officers
        .map((entry) => officer(entry, sourceId, lineNumber))
        .filter((o): o is ImportedOfficer => o !== null)
    : [];
  return record({
    company: {
      ...company,
      sourceDate: toTimestamp(text(value.retrieved_at)),
      sourceLine: lineNumber,
      fingerprint: fingerprint(company),
    },
    officers,
  });
}
