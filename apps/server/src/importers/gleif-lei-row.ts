/** One GLEIF LEI-CDF Level 1 row (golden-copy CSV) → an ImportedCompany of AT/DE/CH. */
import { fingerprint } from './fingerprint';
import { resolveLegalForm } from './legal-forms';
import { isValidLei } from './lei';
import { nameKey, namePostcodeKey, normalisePostcode } from './name-key';
import { DE_REGISTER_COURTS, gleifRegisterKey } from './register-keys';
import { filtered, type RowResult, record, skip } from './row-result';
import type { DachCountry, ImportedAddress, ImportedCompany } from './types';
import { dachOf, isCountryCode, orNull, toDate, toTimestamp } from './values';

export const GLEIF_L1_REQUIRED = ['LEI', 'Entity.LegalName', 'Entity.LegalAddress.Country'] as const;

/** Registration states that do not stand for a company of their own. */
const NOT_A_COMPANY = new Set(['DUPLICATE', 'ANNULLED']);

type Get = (column: string) => string;

function address(get: Get, prefix: string, country: DachCountry | null): ImportedAddress | null {
  const line = get(`${prefix}.FirstAddressLine`);
  const number = get(`${prefix}.AddressNumber`);
  const city = get(`${prefix}.City`);
  const countryCode = get(`${prefix}.Country`).toUpperCase();
  if (!line && !city && !countryCode) return null;
  const additional = [1, 2, 3].map((n) => get(`${prefix}.AdditionalAddressLine.${n}`)).filter(Boolean);
  const postcode = get(`${prefix}.PostalCode`);
  const ownCountry = dachOf(countryCode) ?? country;
  return {
    street: orNull(number && !line.includes(number) ? `${line} ${number}` : line),
    additional: additional.length > 0 ? additional.join(', ') : null,
    postcode: (ownCountry ? normalisePostcode(postcode, ownCountry) : null) ?? orNull(postcode),
    city: orNull(city),
    region: orNull(get(`${prefix}.Region`).toUpperCase()),
    country: orNull(countryCode),
  };
}

function otherNames(get: Get, legalName: string): string[] {
  const names: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const name = get(`Entity.OtherEntityNames.OtherEntityName.${n}`).replace(/\s+/g, ' ');
    if (name && name !== legalName && !names.includes(name)) names.push(name);
  }
  return names;
}

/** Registrations of entities that ceased to exist: retired (dissolved) or merged into another. */
const CEASED = new Set(['RETIRED', 'MERGED']);

/** The entity's status; a registration for a ceased entity outweighs a stale 'ACTIVE' (decision 052). */
function status(entityStatus: string, registrationStatus: string): ImportedCompany['status'] {
  if (entityStatus === 'INACTIVE' || CEASED.has(registrationStatus)) return 'inactive';
  if (entityStatus === 'ACTIVE') return 'active';
  return 'unknown';
}

export function mapGleifLeiRow(get: Get, line: number): RowResult<ImportedCompany> {
  const lei = get('LEI').toUpperCase();
  if (!isValidLei(lei)) return skip(`invalid LEI '${lei.slice(0, 24)}'`);
  const name = get('Entity.LegalName').replace(/\s+/g, ' ');
  if (!name) return skip('no legal name');
  const legalCountry = get('Entity.LegalAddress.Country').toUpperCase();
  const jurisdiction = get('Entity.LegalJurisdiction').toUpperCase();
  const region = get('Entity.LegalAddress.Region').toUpperCase();
  const country =
    dachOf(legalCountry) ?? dachOf(jurisdiction) ?? (/^[A-Z]{2}-/.test(region) ? dachOf(region) : null);
  if (!country) {
    return isCountryCode(legalCountry)
      ? filtered('outside AT/DE/CH')
      : skip(`unknown country '${legalCountry.slice(0, 8)}'`);
  }
  const registrationStatus = get('Registration.RegistrationStatus').toUpperCase();
  if (NOT_A_COMPANY.has(registrationStatus))
    return filtered(`registration ${registrationStatus.toLowerCase()}`);

  const legalAddress = address(get, 'Entity.LegalAddress', country) ?? {
    street: null,
    additional: null,
    postcode: null,
    city: null,
    region: null,
    country: null,
  };
  const authority = orNull(get('Entity.RegistrationAuthority.RegistrationAuthorityID').toUpperCase());
  const entityId = orNull(get('Entity.RegistrationAuthority.RegistrationAuthorityEntityID'));
  const elfCode = orNull(get('Entity.LegalForm.EntityLegalFormCode').toUpperCase());
  const entityStatus = get('Entity.EntityStatus').toUpperCase();
  const key = nameKey(name, country);
  const postcode =
    dachOf(legalAddress.country) === country ? normalisePostcode(legalAddress.postcode, country) : null;
  const company: Omit<ImportedCompany, 'fingerprint' | 'sourceDate' | 'sourceLine'> = {
    source: 'gleif',
    sourceId: lei,
    name,
    otherNames: otherNames(get, name),
    previousNames: [],
    address: legalAddress,
    headquarters: address(get, 'Entity.HeadquartersAddress', null),
    country,
    legalForm: resolveLegalForm(elfCode, name, country),
    legalFormCode: elfCode,
    status: status(entityStatus, registrationStatus),
    sourceStatus: [entityStatus, registrationStatus].filter(Boolean).join('/') || null,
    foundedOn: toDate(get('Entity.EntityCreationDate')),
    identifiers: {
      lei,
      registerKey: gleifRegisterKey(country, authority, entityId),
      registerCourt: authority ? (DE_REGISTER_COURTS[authority] ?? null) : null,
      registerNumber: entityId,
      registrationAuthority: authority,
    },
    nameKey: key,
    namePostcodeKey: namePostcodeKey(key, postcode, country),
  };
  return record({
    ...company,
    sourceDate: toTimestamp(get('Registration.LastUpdateDate')),
    sourceLine: line,
    fingerprint: fingerprint(company),
  });
}
