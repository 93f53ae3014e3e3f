import type { Lang } from '@fd/contract';
import { localDayKey } from '../../../i18n/dates';

export interface SampleTransaction {
  number: string;
  /** 'yyyy-mm-dd' */
  date: string;
  /** The billed month, 'yyyy-mm'. */
  period: string;
  amount: number;
}

export interface BillingSample {
  plan: string;
  monthlyPrice: number;
  nextBilling: string;
  card: { brand: string; last4: string; expires: string };
  /** Newest first. */
  transactions: SampleTransaction[];
}

const firstOfMonth = (year: number, month: number) => new Date(year, month, 1);

/** The transactions the sample lists at most, newest first: a year of monthly bills. */
export const SAMPLE_TRANSACTIONS = 12;

function dayOf(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * The static billing sample (docs/decisions/078): the Professional plan at €250.00, billed from the
 * day the customer signed up (docs/decisions/193). The first bill, number 100001, is dated that day
 * ("Kunde seit" / "Customer since"); every later one the first of a month, up to this month; the
 * next is due on the first of the next month. A sign-up day after today (a clock that runs
 * ahead) counts as today.
 */
export function billingSample(today: Date, customerSince: string): BillingSample {
  const year = today.getFullYear();
  const month = today.getMonth();
  const start = localDayKey(today) < customerSince ? today : dayOf(customerSince);
  const bills = [start];
  for (let next = firstOfMonth(start.getFullYear(), start.getMonth() + 1); next <= today; ) {
    bills.push(next);
    next = firstOfMonth(next.getFullYear(), next.getMonth() + 1);
  }
  return {
    plan: 'Professional',
    monthlyPrice: 250,
    nextBilling: localDayKey(firstOfMonth(year, month + 1)),
    card: { brand: 'Visa', last4: '4242', expires: `12/${year + 2}` },
    transactions: bills
      .map((date, index) => ({
        number: String(100001 + index),
        date: localDayKey(date),
        period: localDayKey(date).slice(0, 7),
        amount: 250,
      }))
      .reverse()
      .slice(0, SAMPLE_TRANSACTIONS),
  };
}

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** '250,00 €' / '€250.00'. */
export function formatEuro(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(amount);
}
