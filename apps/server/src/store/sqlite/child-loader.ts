import type { DatasetSink, EmployeeRow, EventRow, FinancialRow, RepresentativeRow } from '@fd/datagen';
import { EVENT_SOURCE_CODES, EVENT_TYPE_CODES } from '../event-codes';
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

/** The events table's columns the generator fills (its events are recorded with the dataset: no change entry). */
const EVENT_LOAD_COLUMNS = [
  'company_id',
  'type',
  'effective_date',
  'recorded_at',
  'source',
  'old_value',
  'new_value',
  'person',
  'person_key',
  'role',
  'related_company_id',
  'amount',
  'share',
  'reference',
] as const;

const GENERATOR = EVENT_SOURCE_CODES.generator;

/** Loads financial reports, representatives, employees and events (the side database). */
export class ChildLoader implements DatasetSink {
  readonly writesEvents = true;
  private readonly statements;

  constructor(db: SqliteDatabase) {
    this.statements = {
      financial: db.prepare(insertSql('financials', FINANCIAL_COLUMNS)),
      representative: db.prepare(
        insertSql('representatives', [
          'company_id',
          'name',
          'title',
          'representation',
          'location',
          'born_on',
          'person_key',
          'since',
          'until',
        ]),
      ),
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
    this.statements.representative.run(
      row.company_id,
      row.name,
      row.title,
      row.representation,
      row.location,
      row.born_on,
      row.person_key,
      row.since,
      row.until,
    );
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
