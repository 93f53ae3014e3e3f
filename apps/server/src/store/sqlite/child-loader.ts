import type { DatasetSink, EmployeeRow, EventRow, FinancialRow, RepresentativeRow } from '@fd/datagen';
import { EVENT_SOURCE_CODES, EVENT_TYPE_CODES } from '../event-codes';
import { EVENT_COLUMNS } from '../event-rows';
import { FINANCIAL_COLUMNS, insertSql } from './columns';
import type { SqliteDatabase } from './database';

export const EMPLOYEE_COLUMNS = [
  'employee_id',
  'full_name',
  'title',
  'headline',
  'company_id',
  'company_name',
  'industry',
  'locality',
  'email',
  'phone',
  'linkedin',
  'twitter',
  'skills',
  'experience',
  'education',
  'gender',
  'birth_year',
  'years_experience',
  'position',
  'is_management',
] as const;

/**
 * The events table's columns the generator fills, in EVENT_COLUMNS' order (the values of `event`
 * below follow it): its events are recorded with the dataset (no change entry) and name related
 * companies by id only.
 */
const EVENT_LOAD_COLUMNS = EVENT_COLUMNS.filter(
  (column) => column !== 'change_id' && column !== 'related_name',
);

/** The representatives' columns, named as the generator's rows name them. */
const REPRESENTATIVE_COLUMNS = [
  'company_id',
  'name',
  'title',
  'representation',
  'location',
  'born_on',
  'person_key',
  'since',
  'until',
] as const satisfies readonly (keyof RepresentativeRow)[];

const GENERATOR = EVENT_SOURCE_CODES.generator;

/** Loads financial reports, representatives, employees and events (the side database). */
export class ChildLoader implements DatasetSink {
  readonly writesEvents = true;
  private readonly statements;

  constructor(db: SqliteDatabase) {
    this.statements = {
      financial: db.prepare(insertSql('financials', FINANCIAL_COLUMNS)),
      representative: db.prepare(insertSql('representatives', REPRESENTATIVE_COLUMNS)),
      employee: db.prepare(insertSql('employees', EMPLOYEE_COLUMNS)),
      event: db.prepare(insertSql('company_events', EVENT_LOAD_COLUMNS)),
    };
  }

  industries(): void {}

  company(): void {}

  financial(row: FinancialRow): void {
    this.statements.financial.run(FINANCIAL_COLUMNS.map((column) => row[column]));
  }

  representative(row: RepresentativeRow): void {
    this.statements.representative.run(REPRESENTATIVE_COLUMNS.map((column) => row[column]));
  }

  employee(row: EmployeeRow): void {
    this.statements.employee.run(
      row.employee_id,
      row.fullName,
      row.title,
      row.headline,
      row.company_id,
      row.company_name,
      row.industry,
      row.locality,
      row.email,
      row.phone,
      row.linkedin,
      row.twitter,
      row.skills,
      row.experience,
      row.education,
      row.gender,
      row.birth_year,
      row.years_experience,
      row.position,
      row.is_management ? 1 : 0,
    );
  }

  event(row: EventRow): void {
    this.statements.event.run(
      row.company_id,
      EVENT_TYPE_CODES[row.type],
      row.effective_date,
      row.recorded_at,
      GENERATOR,
      row.old_value,
      row.new_value,
      row.person,
      row.person_key,
      row.role,
      row.related_company_id,
      row.amount,
      row.share,
      row.reference,
    );
  }
}
