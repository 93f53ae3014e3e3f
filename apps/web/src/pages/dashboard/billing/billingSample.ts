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

/**
 * The static billing sample (docs/decisions/078): the Professional plan at €250.00 and the transactions
 * 100001 and 100002. Its dates follow the calendar (billed on the first of this and the last
 * month, next on the first of the next), so that the sample never shows a bill in the past as due.
 */
export function billingSample(today: Date): BillingSample {
  const year = today.getFullYear();
  const month = today.getMonth();
  const months = [firstOfMonth(year, month), firstOfMonth(year, month - 1)];
  return {
    plan: 'Professional',
    monthlyPrice: 250,
    nextBilling: localDayKey(firstOfMonth(year, month + 1)),
    card: { brand: 'Visa', last4: '4242', expires: `12/${year + 2}` },
    transactions: months.map((date, index) => ({
      number: String(100002 - index),
      date: localDayKey(date),
      period: localDayKey(date).slice(0, 7),
      amount: 250,
    })),
  };
}

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** '250,00 €' / '€250.00'. */
export function formatEuro(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(amount);
}
