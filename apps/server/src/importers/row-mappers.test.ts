import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GLEIF_L1_COLUMNS, GLEIF_RR_COLUMNS } from './gleif-columns';
import { mapGleifLeiRow } from './gleif-lei-row';
import { mapGleifRrRow } from './gleif-rr-row';
import { isValidLei, leiCheckDigits } from './lei';
import { mapOffeneRegisterLine } from './offeneregister-row';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

const lei = fc.stringMatching(/^[A-Z0-9]{18}$/).map((prefix) => prefix + leiCheckDigits(prefix));
const country = fc.constantFrom('DE', 'AT', 'CH', 'FR', 'XX', '', 'de', 'DE-BY', 'CHE');
/** Values that look like the real ones often enough to reach deep into the mappers. */
const value = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'HRB 1', 'FN 1a', 'CHE-105.909.036', '2HBR', 'RA000304', 'ACTIVE', '2020-02-30'),
);

describe('row mappers never throw and only emit valid records', () => {
  it('GLEIF Level 1', () => {
    const row = fc.record({
      LEI: fc.oneof(lei, fc.string()),
      'Entity.LegalName': fc.string(),
      'Entity.LegalAddress.Country': country,
      'Entity.LegalJurisdiction': country,
      'Entity.LegalAddress.Region': fc.oneof(country, fc.string()),
      'Entity.LegalAddress.PostalCode': value,
      'Entity.RegistrationAuthority.RegistrationAuthorityID': value,
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': value,
      'Entity.LegalForm.EntityLegalFormCode': value,
      'Entity.EntityCreationDate': value,
      'Registration.RegistrationStatus': fc.constantFrom('ISSUED', 'DUPLICATE', 'LAPSED', ''),
      'Registration.LastUpdateDate': value,
    });
    fc.assert(
      fc.property(row, (fields) => {
        const get = (column: string) => (fields as Record<string, string>)[column]?.trim() ?? '';
        const result = mapGleifLeiRow(get, 2);
        if (result.kind === 'record') {
          expect(isValidLei(result.record.sourceId)).toBe(true);
          expect(['AT', 'DE', 'CH']).toContain(result.record.country);
          expect(result.record.name.length).toBeGreaterThan(0);
        } else expect(result.reason.length).toBeGreaterThan(0);
      }),
    );
    expect(GLEIF_L1_COLUMNS).toContain('Entity.LegalForm.EntityLegalFormCode');
  });

  it('GLEIF Level 2', () => {
    const row = fc.record({
      'Relationship.StartNode.NodeID': fc.oneof(lei, fc.string()),
      'Relationship.EndNode.NodeID': fc.oneof(lei, fc.string()),
      'Relationship.StartNode.NodeIDType': fc.constantFrom('LEI', '', 'OTHER'),
      'Relationship.RelationshipType': fc.constantFrom(
        'IS_DIRECTLY_CONSOLIDATED_BY',
        'IS_FUND-MANAGED_BY',
        'X',
        '',
      ),
      'Relationship.Period.1.startDate': value,
      'Relationship.Period.1.periodType': fc.constantFrom('RELATIONSHIP_PERIOD', 'ACCOUNTING_PERIOD', ''),
      'Registration.RegistrationStatus': fc.constantFrom('PUBLISHED', 'ANNULLED', ''),
    });
    fc.assert(
      fc.property(row, fc.boolean(), (fields, keepAll) => {
        const get = (column: string) => (fields as Record<string, string>)[column]?.trim() ?? '';
        const result = mapGleifRrRow(get, 2, () => keepAll);
        if (result.kind === 'record') {
          expect(isValidLei(result.record.childLei) && isValidLei(result.record.parentLei)).toBe(true);
          expect(result.record.childLei).not.toBe(result.record.parentLei);
        }
      }),
    );
    expect(GLEIF_RR_COLUMNS).toContain('Relationship.Period.1.startDate');
  });

  it('OffeneRegister, on arbitrary text and on arbitrary JSON in the published shape', () => {
    fc.assert(fc.property(fc.string(), (line) => void mapOffeneRegisterLine(line, 1)));
    const entry = fc.record(
      {
        company_number: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        name: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.string())),
        jurisdiction_code: fc.constantFrom('de', 'DE', 'at', 5, null),
        registered_address: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        current_status: fc.oneof(fc.string(), fc.constant(null)),
        previous_names: fc.oneof(
          fc.array(fc.oneof(fc.string(), fc.record({ company_name: fc.string() }))),
          fc.string(),
        ),
        all_attributes: fc.oneof(
          fc.record({
            _registerArt: value,
            _registerNummer: fc.oneof(value, fc.integer()),
            registrar: value,
            native_company_number: value,
          }),
          fc.jsonValue(),
        ),
        officers: fc.oneof(
          fc.array(
            fc.oneof(
              fc.record({
                name: fc.oneof(fc.string(), fc.constant(null)),
                type: fc.string(),
                start_date: value,
                other_attributes: fc.jsonValue(),
              }),
              fc.jsonValue(),
            ),
          ),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(entry, (object) => {
        const result = mapOffeneRegisterLine(JSON.stringify(object), 3);
        if (result.kind === 'record') {
          expect(result.record.company.name.length).toBeGreaterThan(0);
          for (const officer of result.record.officers)
            expect(officer.companySourceId).toBe(result.record.company.sourceId);
        }
      }),
    );
  });
});
