/** A GLEIF golden-copy-shaped LEI-CDF CSV of any size, deterministic for a row count, for the import bench. */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { GLEIF_L1_COLUMNS, leiCheckDigits } from '@fd/server';
import { random } from './queries';

interface Place {
  country: string;
  region: string;
  city: string;
  postcode: () => string;
  authority: string;
  id: (n: number) => string;
  form: string;
  suffix: string;
}

const digits = (next: () => number, count: number) =>
  String(Math.floor(next() * 10 ** count)).padStart(count, '0');

function places(next: () => number): [number, Place][] {
  return [
    [
      0.06,
      {
        country: 'DE',
        region: 'DE-BY',
        city: 'München',
        postcode: () => `8${digits(next, 4)}`,
        authority: 'RA000304',
        id: (n) => `HRB ${n % 300000}`,
        form: '2HBR',
        suffix: 'GmbH',
      },
    ],
    [
      0.02,
      {
        country: 'DE',
        region: 'DE-HE',
        city: 'Frankfurt am Main',
        postcode: () => `60${digits(next, 3)}`,
        authority: 'RA000242',
        id: (n) => `HRA ${n % 90000}`,
        form: '8Z6G',
        suffix: 'GmbH & Co. KG',
      },
    ],
    [
      0.01,
      {
        country: 'AT',
        region: 'AT-9',
        city: 'Wien',
        postcode: () => `1${digits(next, 2)}0`,
        authority: 'RA000017',
        id: (n) => `FN ${(n % 600000) + 1}a`,
        form: 'AXSB',
        suffix: 'GmbH',
      },
    ],
    [
      0.02,
      {
        country: 'CH',
        region: 'CH-ZH',
        city: 'Zürich',
        postcode: () => `80${digits(next, 2)}`,
        authority: 'RA000548',
        id: () => 'CHE-105.909.036',
        form: 'MVII',
        suffix: 'AG',
      },
    ],
    [
      0.3,
      {
        country: 'US',
        region: 'US-DE',
        city: 'Wilmington',
        postcode: () => `198${digits(next, 2)}`,
        authority: 'RA000602',
        id: (n) => String(n),
        form: 'XTIQ',
        suffix: 'Inc.',
      },
    ],
    [
      0.2,
      {
        country: 'GB',
        region: 'GB-LND',
        city: 'London',
        postcode: () => `EC${digits(next, 1)}A 1BB`,
        authority: 'RA000585',
        id: (n) => digits(next, 8) + String(n % 10),
        form: 'H0PO',
        suffix: 'Limited',
      },
    ],
    [
      0.39,
      {
        country: 'FR',
        region: 'FR-75',
        city: 'Paris',
        postcode: () => `750${digits(next, 2)}`,
        authority: 'RA000189',
        id: () => digits(next, 9),
        form: '6CHY',
        suffix: 'SAS',
      },
    ],
  ];
}

/** The place whose share interval holds `roll` (shares add up to 1). */
function pickPlace(table: [number, Place][], roll: number): Place {
  let rest = roll;
  for (const [share, place] of table) {
    rest -= share;
    if (rest < 0) return place;
  }
  return table[table.length - 1][1];
}

const WORDS = [
  'Alpen',
  'Nord',
  'Süd',
  'Rhein',
  'Donau',
  'Berg',
  'Tal',
  'Handel',
  'Logistik',
  'Bau',
  'Technik',
  'Holding',
  'Capital',
  'Invest',
  'Müller',
  'Schmidt',
  'Energie',
  'Immobilien',
  'Software',
  'Maschinen',
];

/**
 * Rows numbered `first` … `first + rows - 1`: the number makes each row's LEI and name, so a file
 * starting past every earlier one holds only records no import has seen.
 */
export async function writeGleifCsv(path: string, rows: number, first = 1): Promise<void> {
  const next = random(rows);
  const table = places(next);
  const column = new Map(GLEIF_L1_COLUMNS.map((name, i) => [name, i]));
  const empty = GLEIF_L1_COLUMNS.map(() => '""');
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const out = createWriteStream(path, { highWaterMark: 1 << 20 });
  out.write(`${GLEIF_L1_COLUMNS.map(quote).join(',')}\n`);
  let buffer = '';
  for (let n = first; n < first + rows; n++) {
    const place = pickPlace(table, next());
    const prefix = `529900${n.toString(36).toUpperCase().padStart(12, '0')}`;
    const name = `${WORDS[Math.floor(next() * WORDS.length)]} ${WORDS[Math.floor(next() * WORDS.length)]} ${n} ${place.suffix}`;
    const street = `${WORDS[Math.floor(next() * WORDS.length)]}straße ${1 + Math.floor(next() * 200)}`;
    const postcode = place.postcode();
    const row = empty.slice();
    const set = (name: string, value: string) => {
      row[column.get(name)!] = quote(value);
    };
    set('LEI', prefix + leiCheckDigits(prefix));
    set('Entity.LegalName', name);
    set('Entity.LegalName.xmllang', 'de');
    if (n % 5 === 0) set('Entity.OtherEntityNames.OtherEntityName.1', `${name} (formerly)`);
    for (const kind of ['LegalAddress', 'HeadquartersAddress']) {
      set(`Entity.${kind}.xmllang`, 'de');
      set(`Entity.${kind}.FirstAddressLine`, street);
      set(`Entity.${kind}.City`, place.city);
      set(`Entity.${kind}.Region`, place.region);
      set(`Entity.${kind}.Country`, place.country);
      set(`Entity.${kind}.PostalCode`, postcode);
    }
    set('Entity.RegistrationAuthority.RegistrationAuthorityID', place.authority);
    set('Entity.RegistrationAuthority.RegistrationAuthorityEntityID', place.id(n));
    set('Entity.LegalJurisdiction', place.country);
    set('Entity.EntityCategory', 'GENERAL');
    set('Entity.LegalForm.EntityLegalFormCode', place.form);
    set('Entity.EntityStatus', n % 40 === 0 ? 'INACTIVE' : 'ACTIVE');
    set('Entity.EntityCreationDate', `${1950 + (n % 70)}-0${1 + (n % 9)}-1${n % 10}T00:00:00+01:00`);
    set('Registration.InitialRegistrationDate', '2014-03-12T09:15:00+01:00');
    set('Registration.LastUpdateDate', '2024-05-02T10:00:00+02:00');
    set('Registration.RegistrationStatus', n % 25 === 0 ? 'LAPSED' : 'ISSUED');
    set('Registration.NextRenewalDate', '2025-05-02T10:00:00+02:00');
    set('Registration.ManagingLOU', '5299000J2N45DDNE4Y28');
    set('Registration.ValidationSources', 'FULLY_CORROBORATED');
    set('Registration.ValidationAuthority.ValidationAuthorityID', place.authority);
    set('Registration.ValidationAuthority.ValidationAuthorityEntityID', place.id(n));
    set('ConformityFlag', 'CONFORMING');
    buffer += `${row.join(',')}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
}
