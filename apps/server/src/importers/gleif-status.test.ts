import { describe, expect, it } from 'vitest';
import { LEI } from '../../test/fixtures/import/fixture-ids';
import { mapGleifLeiRow } from './gleif-lei-row';

/** A German GLEIF row with the given entity and registration status. */
function row(entityStatus: string, registrationStatus: string) {
  const fields: Record<string, string> = {
    LEI: LEI.isartal,
    'Entity.LegalName': 'Isartal Maschinenbau GmbH',
    'Entity.LegalAddress.FirstAddressLine': 'Leopoldstraße 10',
    'Entity.LegalAddress.City': 'München',
    'Entity.LegalAddress.PostalCode': '80802',
    'Entity.LegalAddress.Country': 'DE',
    'Entity.EntityStatus': entityStatus,
    'Registration.RegistrationStatus': registrationStatus,
  };
  const result = mapGleifLeiRow((column) => fields[column] ?? '', 2);
  return result.kind === 'record' ? result.record : result;
}

describe('GLEIF status of a company', () => {
  it('follows the entity status for issued and lapsed registrations', () => {
    expect(row('ACTIVE', 'ISSUED')).toMatchObject({ status: 'active', sourceStatus: 'ACTIVE/ISSUED' });
    expect(row('ACTIVE', 'LAPSED')).toMatchObject({ status: 'active' });
    expect(row('INACTIVE', 'LAPSED')).toMatchObject({ status: 'inactive' });
    expect(row('', 'ISSUED')).toMatchObject({ status: 'unknown' });
  });

  it('is inactive once the registration says the entity retired or merged, whatever the entity status', () => {
    expect(row('ACTIVE', 'RETIRED')).toMatchObject({ status: 'inactive', sourceStatus: 'ACTIVE/RETIRED' });
    expect(row('', 'MERGED')).toMatchObject({ status: 'inactive' });
  });

  it('leaves out duplicate and annulled registrations, which name no company of their own', () => {
    expect(row('ACTIVE', 'DUPLICATE')).toMatchObject({ kind: 'filtered' });
    expect(row('ACTIVE', 'ANNULLED')).toMatchObject({ kind: 'filtered' });
  });
});
