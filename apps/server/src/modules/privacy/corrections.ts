import type { PersonCorrection, PersonCorrectionField } from '@fd/contract';
import { fail } from '../../errors';
import { personCorrectionField } from '../../importers/writer/plan';
import type {
  CompanyRecordChanges,
  CompanyStore,
  FieldCorrection,
  PersonRecordChange,
} from '../../store/types';

/** One company's part of a correction: the person's name there and the fields to write. */
interface CompanyPart {
  companyId: number;
  name: string;
  people: PersonRecordChange[];
  before: Partial<Record<PersonCorrectionField, string | null>>;
  /** Kept for the importers, for an imported officer (docs/decisions/197). */
  kept: FieldCorrection[];
}

export interface CorrectionPlan {
  parts: CompanyPart[];
}

const EMPLOYEE_COLUMNS = { title: 'title', location: 'locality', email: 'email', phone: 'phone' } as const;
const MANDATE_COLUMNS = { title: 'title', location: 'location' } as const;
const isMandateField = (field: PersonCorrectionField): field is keyof typeof MANDATE_COLUMNS =>
  field in MANDATE_COLUMNS;

/**
 * A granted rectification (docs/decisions/163): the corrected values of a person's record, written
 * through the company write path (`applyChanges`) of each company the person appears in. The
 * history entry names the person, not the values: the wrong value is not published again, and
 * contact data stays on the person's own page. `companies` is the store as it is (a blocked
 * person can be corrected too).
 */
export function createPersonCorrections(companies: CompanyStore) {
  async function employeePart(id: number, corrections: PersonCorrection[]): Promise<CompanyPart> {
    const employee = await companies.companyDetail.employee(id);
    if (!employee || employee.company_id === null) throw fail('employee_not_found', { id: String(id) });
    const current = {
      title: employee.title,
      location: employee.locality,
      email: employee.email,
      phone: employee.phone,
    };
    return {
      companyId: employee.company_id,
      name: employee.fullName,
      people: corrections.map((c) => ({
        table: 'employees' as const,
        id,
        column: EMPLOYEE_COLUMNS[c.field],
        value: c.value === '' ? null : c.value,
      })),
      before: Object.fromEntries(corrections.map((c) => [c.field, current[c.field]])),
      // Employees are generated, never imported: nothing to keep.
      kept: [],
    };
  }

  async function mandateParts(page: string, corrections: PersonCorrection[]): Promise<CompanyPart[]> {
    const invalid = corrections.find((c) => !isMandateField(c.field));
    if (invalid) throw fail('person_correction_field_invalid', { field: invalid.field });
    const rows = page.startsWith('p')
      ? await companies.network.mandatesOfPeople([page.slice(1)])
      : [await companies.network.mandate(Number(page.slice(1)))].filter((row) => row !== null);
    if (rows.length === 0) throw fail('person_not_found');
    return rows.map((row) => ({
      companyId: row.company_id,
      name: row.name,
      people: corrections.map((c) => ({
        table: 'representatives' as const,
        id: row.representative_id,
        column: MANDATE_COLUMNS[c.field as keyof typeof MANDATE_COLUMNS],
        value: c.value === '' ? null : c.value,
      })),
      before: Object.fromEntries(
        corrections.map((c) => [c.field, row[c.field as keyof typeof MANDATE_COLUMNS]]),
      ),
      // An officer with a person key holds the correction across imports while the register
      // publishes the value it replaced.
      kept:
        row.person_key === null
          ? []
          : corrections.map((c) => ({
              field: personCorrectionField(row.person_key!, c.field as keyof typeof MANDATE_COLUMNS),
              value: c.value === '' ? null : c.value,
              sourceValue: row[c.field as keyof typeof MANDATE_COLUMNS],
            })),
    }));
  }

  async function write(part: CompanyPart, now: Date) {
    const company = await companies.companyDetail.company(part.companyId);
    if (!company) throw fail('company_not_found', { id: String(part.companyId) });
    const record: CompanyRecordChanges = {
      legal_status: company.legal_status,
      contact_website: company.contact_website,
      contact_phone: company.contact_phone,
      contact_email: company.contact_email,
      address_street: company.address_street,
    };
    const today = now.toISOString().slice(0, 10);
    const entry = {
      field: 'person',
      oldValue: null,
      newValue: part.name,
      changedAt: now.toISOString(),
      source: 'report' as const,
      sourceDate: today,
    };
    await companies.companyDetail.applyChanges(
      part.companyId,
      record,
      today,
      [entry],
      [],
      part.people,
      part.kept,
    );
  }

  return {
    /** Finds the person's records and checks the fields; writes nothing. */
    async plan(page: string, corrections: PersonCorrection[]): Promise<CorrectionPlan> {
      const parts = page.startsWith('e')
        ? [await employeePart(Number(page.slice(1)), corrections)]
        : await mandateParts(page, corrections);
      return { parts };
    },

    /** Writes each company's part, with its history entry and change-sequence entry. */
    async apply(plan: CorrectionPlan, now = new Date()): Promise<void> {
      for (const part of plan.parts) await write(part, now);
    },
  };
}
