/**
 * Column names of the GLEIF golden-copy CSV files (LEI-CDF 3.1 Level 1, RR-CDF 2.1 Level 2),
 * in the order of the published files. The importers look columns up by name; the full lists
 * serve fixtures and the benchmark, which must look like the real files.
 */

const repeat = (count: number, make: (n: number) => string[]): string[] =>
  Array.from({ length: count }, (_, i) => make(i + 1)).flat();

const address = (prefix: string): string[] => [
  `${prefix}.xmllang`,
  `${prefix}.FirstAddressLine`,
  `${prefix}.AddressNumber`,
  `${prefix}.AddressNumberWithinBuilding`,
  `${prefix}.MailRouting`,
  `${prefix}.AdditionalAddressLine.1`,
  `${prefix}.AdditionalAddressLine.2`,
  `${prefix}.AdditionalAddressLine.3`,
  `${prefix}.City`,
  `${prefix}.Region`,
  `${prefix}.Country`,
  `${prefix}.PostalCode`,
];

/** The first columns of the Registration block, alike in both files. */
const REGISTRATION_OPENING = [
  'Registration.InitialRegistrationDate',
  'Registration.LastUpdateDate',
  'Registration.RegistrationStatus',
  'Registration.NextRenewalDate',
  'Registration.ManagingLOU',
  'Registration.ValidationSources',
];

export const GLEIF_L1_COLUMNS: readonly string[] = [
  'LEI',
  'Entity.LegalName',
  'Entity.LegalName.xmllang',
  ...repeat(5, (n) => [
    `Entity.OtherEntityNames.OtherEntityName.${n}`,
    `Entity.OtherEntityNames.OtherEntityName.${n}.xmllang`,
    `Entity.OtherEntityNames.OtherEntityName.${n}.type`,
  ]),
  ...repeat(5, (n) => [
    `Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.${n}`,
    `Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.${n}.xmllang`,
    `Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.${n}.type`,
  ]),
  ...address('Entity.LegalAddress'),
  ...address('Entity.HeadquartersAddress'),
  ...repeat(5, (n) => [
    `Entity.OtherAddresses.OtherAddress.${n}.type`,
    ...address(`Entity.OtherAddresses.OtherAddress.${n}`),
  ]),
  ...repeat(5, (n) => [
    `Entity.TransliteratedOtherAddresses.TransliteratedOtherAddress.${n}.type`,
    ...address(`Entity.TransliteratedOtherAddresses.TransliteratedOtherAddress.${n}`),
  ]),
  'Entity.RegistrationAuthority.RegistrationAuthorityID',
  'Entity.RegistrationAuthority.OtherRegistrationAuthorityID',
  'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  'Entity.LegalJurisdiction',
  'Entity.EntityCategory',
  'Entity.EntitySubCategory',
  'Entity.LegalForm.EntityLegalFormCode',
  'Entity.LegalForm.OtherLegalForm',
  'Entity.AssociatedEntity.type',
  'Entity.AssociatedEntity.AssociatedLEI',
  'Entity.AssociatedEntity.AssociatedEntityName',
  'Entity.AssociatedEntity.AssociatedEntityName.xmllang',
  'Entity.EntityStatus',
  'Entity.EntityCreationDate',
  'Entity.EntityExpirationDate',
  'Entity.EntityExpirationReason',
  ...repeat(5, (n) => [
    `Entity.SuccessorEntity.${n}.SuccessorLEI`,
    `Entity.SuccessorEntity.${n}.SuccessorEntityName`,
    `Entity.SuccessorEntity.${n}.SuccessorEntityName.xmllang`,
  ]),
  ...repeat(5, (n) => [
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.group_type`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.event_status`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.group_id`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.group_sequence_no`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.LegalEntityEventType`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.LegalEntityEventEffectiveDate`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.LegalEntityEventRecordedDate`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.ValidationDocuments`,
    `Entity.LegalEntityEvents.LegalEntityEvent.${n}.ValidationReference`,
  ]),
  ...REGISTRATION_OPENING,
  'Registration.ValidationAuthority.ValidationAuthorityID',
  'Registration.ValidationAuthority.OtherValidationAuthorityID',
  'Registration.ValidationAuthority.ValidationAuthorityEntityID',
  ...repeat(5, (n) => [
    `Registration.OtherValidationAuthorities.OtherValidationAuthority.${n}.ValidationAuthorityID`,
    `Registration.OtherValidationAuthorities.OtherValidationAuthority.${n}.OtherValidationAuthorityID`,
    `Registration.OtherValidationAuthorities.OtherValidationAuthority.${n}.ValidationAuthorityEntityID`,
  ]),
  'ConformityFlag',
];

export const GLEIF_RR_COLUMNS: readonly string[] = [
  'Relationship.StartNode.NodeID',
  'Relationship.StartNode.NodeIDType',
  'Relationship.EndNode.NodeID',
  'Relationship.EndNode.NodeIDType',
  'Relationship.RelationshipType',
  'Relationship.RelationshipStatus',
  ...repeat(5, (n) => [
    `Relationship.Period.${n}.startDate`,
    `Relationship.Period.${n}.endDate`,
    `Relationship.Period.${n}.periodType`,
  ]),
  ...repeat(5, (n) => [
    `Relationship.Qualifiers.${n}.QualifierDimension`,
    `Relationship.Qualifiers.${n}.QualifierCategory`,
  ]),
  ...repeat(5, (n) => [
    `Relationship.Quantifiers.${n}.MeasurementMethod`,
    `Relationship.Quantifiers.${n}.QuantifierAmount`,
    `Relationship.Quantifiers.${n}.QuantifierUnits`,
  ]),
  ...REGISTRATION_OPENING,
  'Registration.ValidationDocuments',
  'Registration.ValidationReference',
];

/** Column positions by name; a missing optional column reads as ''. */
export class ColumnIndex {
  private readonly positions = new Map<string, number>();

  constructor(header: readonly string[]) {
    header.forEach((name, i) => {
      if (!this.positions.has(name.trim())) this.positions.set(name.trim(), i);
    });
  }

  has(name: string): boolean {
    return this.positions.has(name);
  }

  missing(required: readonly string[]): string[] {
    return required.filter((name) => !this.positions.has(name));
  }

  /** A getter for one row: trimmed value of a column, '' when absent. */
  row(values: readonly string[]): (name: string) => string {
    return (name) => {
      const at = this.positions.get(name);
      return at === undefined ? '' : (values[at] ?? '').trim();
    };
  }
}
