import type { Company, FinancialRecord } from '@fd/contract';
import { isoDayOf } from '../../../../i18n/dates';

/**
 * 'Last updated' is the date of the newest data the profile holds: the record's own update
 * date, its newest change and its newest financial report, whichever is latest.
 */
export function newestDataDate(
  company: Pick<Company, 'date_updated' | 'recent_updates'>,
  financials: readonly Pick<FinancialRecord, 'report_date'>[],
): string | null {
  const days = [
    isoDayOf(company.date_updated),
    ...company.recent_updates.map((update) => isoDayOf(update.date)),
    ...financials.map((report) => isoDayOf(report.report_date)),
  ].filter((day): day is string => day !== null);
  // ISO days sort as text: the last one is the newest.
  return days.sort().at(-1) ?? null;
}
