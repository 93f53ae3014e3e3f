import { describe, expect, it } from 'vitest';
import type { FieldCorrection, StoredImportCompany } from '../../store/types';
import type { ImportedCompany, ImportedOfficer } from '../types';
import { fieldsOf, officerPersonKey, personCorrectionField, planCompany, representativesOf } from './plan';

const NOW = '2026-03-01T10:00:00.000Z';

const record: ImportedCompany = {
  source: 'offeneregister',
  sourceId: 'K1101R_HRB1',
  sourceDate: '2026-02-01',
  sourceLine: 1,
  name: 'Beispiel GmbH',
  otherNames: [],
  previousNames: [],
  address: {
    street: 'Hauptstraße 1',
    additional: null,
    postcode: '10115',
    city: 'Berlin',
    region: null,
    country: 'DE',
  },
  headquarters: null,
  country: 'DE',
  legalForm: 'GmbH',
  legalFormCode: null,
  status: 'active',
  sourceStatus: 'currently registered',
  foundedOn: null,
  identifiers: {
    lei: null,
    registerKey: 'DE:berlin:HRB:1',
    registerCourt: 'Berlin',
    registerNumber: 'HRB 1',
    registrationAuthority: null,
  },
  nameKey: 'beispiel',
  namePostcodeKey: 'beispiel|DE|10115',
  fingerprint: 'f1',
};

const officer: ImportedOfficer = {
  source: 'offeneregister',
  companySourceId: record.sourceId,
  name: 'Eva Muster',
  firstName: 'Eva',
  lastName: 'Muster',
  role: 'Geschäftsführer',
  kind: 'person',
  city: 'Berlin',
  startDate: null,
  endDate: null,
  representation: null,
  sourceLine: 2,
  fingerprint: 'o1',
};

/** The company as the first import stored it, with the operator's corrections written over it. */
function stored(
  overrides: Partial<StoredImportCompany['fields']>,
  title = 'Geschäftsführerin',
): StoredImportCompany {
  return {
    companyId: 7,
    fields: { ...fieldsOf(record), ...overrides },
    identity: null,
    provenance: ['name', 'address', 'legal_status', 'representatives'].map((field) => ({
      field,
      source: 'offeneregister',
      sourceDate: '2026-01-01',
      published: true,
    })),
    representatives: representativesOf([officer]).map((row) => ({ ...row, title })),
  };
}

const titleKey = personCorrectionField(officerPersonKey(officer), 'title');
const corrections: FieldCorrection[] = [
  { field: 'legal_status', value: 'In Liquidation', sourceValue: 'Active' },
  { field: titleKey, value: 'Geschäftsführerin', sourceValue: 'Geschäftsführer' },
];

describe('planCompany with accepted corrections (docs/decisions/197)', () => {
  it('keeps a correction while the source publishes the value it replaced: no history entry', () => {
    const plan = planCompany(
      { ...record, fingerprint: 'f2', name: 'Beispiel Neu GmbH' },
      [officer],
      stored({ legal_status: 'In Liquidation' }),
      null,
      NOW,
      corrections,
    );
    expect(plan.fields.legal_status).toBe('In Liquidation');
    expect(plan.representatives?.[0]?.title).toBe('Geschäftsführerin');
    expect(plan.superseded).toEqual([]);
    expect(plan.history.map((entry) => entry.field)).toEqual(['name']);
  });

  it('lets the source win when it publishes another value, with the source in the history', () => {
    const plan = planCompany(
      { ...record, fingerprint: 'f3', status: 'inactive' },
      [{ ...officer, role: 'Liquidator' }],
      stored({ legal_status: 'In Liquidation' }),
      null,
      NOW,
      corrections,
    );
    expect(plan.fields.legal_status).toBe('Inactive');
    expect(plan.representatives?.[0]?.title).toBe('Liquidator');
    expect(plan.superseded.sort()).toEqual(['legal_status', titleKey].sort());
    expect(plan.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'legal_status',
          oldValue: 'In Liquidation',
          newValue: 'Inactive',
          source: 'offeneregister',
        }),
      ]),
    );
  });

  it('writes the source as before without corrections', () => {
    const plan = planCompany(
      { ...record, fingerprint: 'f2' },
      [officer],
      stored({ legal_status: 'In Liquidation' }),
      null,
      NOW,
    );
    expect(plan.fields.legal_status).toBe('Active');
    expect(plan.representatives?.[0]?.title).toBe('Geschäftsführer');
  });
});
