import type { Lang } from '@fd/contract';
import { formatDateWith } from '../../../i18n/dates';

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

const pad = (value: number) => String(value).padStart(2, '0');
const firstOfMonth = (year: number, month: number) => new Date(year, month, 1);
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-01`;

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
    nextBilling: isoDay(firstOfMonth(year, month + 1)),
    card: { brand: 'Visa', last4: '4242', expires: `12/${year + 2}` },
    transactions: months.map((date, index) => ({
      number: String(100002 - index),
      date: isoDay(date),
      period: isoDay(date).slice(0, 7),
      amount: 250,
    })),
  };
}

const LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** '250,00 €' / '€250.00'. */
export function formatEuro(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(amount);
}

/** 'yyyy-mm' as 'Januar 2025' / 'January 2025'. */
export function formatMonth(period: string, lang: Lang): string {
  const [year, month] = period.split('-').map(Number);
  return formatDateWith(new Date(year ?? 1970, (month ?? 1) - 1, 1), lang, {
    month: 'long',
    year: 'numeric',
  });
}
