import type { Company, FinancialRecord } from '@fd/contract';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** 'dd/mm/yyyy' (report dates) or an ISO date as 'yyyy-mm-dd'; null for anything else. */
function isoDay(date: string | null | undefined): string | null {
  if (!date) return null;
  if (ISO_DAY.test(date)) return date.slice(0, 10);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/**
 * 'Last updated' is the date of the newest data the profile holds: the record's own update
 * date, its newest change and its newest financial report, whichever is latest.
 */
export function newestDataDate(
  company: Pick<Company, 'date_updated' | 'recent_updates'>,
  financials: readonly Pick<FinancialRecord, 'report_date'>[],
): string | null {
  const days = [
    isoDay(company.date_updated),
    ...company.recent_updates.map((update) => isoDay(update.date)),
    ...financials.map((report) => isoDay(report.report_date)),
  ].filter((day): day is string => day !== null);
  // ISO days sort as text: the last one is the newest.
  return days.sort().at(-1) ?? null;
}
