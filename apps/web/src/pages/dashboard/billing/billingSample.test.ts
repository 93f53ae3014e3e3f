import { describe, expect, it } from 'vitest';
import { localDayKey } from '../../../i18n/dates';
import { billingSample, formatEuro, SAMPLE_TRANSACTIONS } from './billingSample';

describe('billingSample', () => {
  it('bills the sign-up day first, then the first of every month, and is due next month', () => {
    const sample = billingSample(new Date(2026, 0, 15), '2025-11-20');
    expect(sample.plan).toBe('Professional');
    expect(sample.monthlyPrice).toBe(250);
    expect(sample.transactions.map((transaction) => [transaction.number, transaction.date])).toEqual([
      ['100003', '2026-01-01'],
      ['100002', '2025-12-01'],
      ['100001', '2025-11-20'],
    ]);
    expect(sample.transactions.map((transaction) => transaction.period)).toEqual([
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(sample.nextBilling).toBe('2026-02-01');
  });

  it('has one bill, dated today, for a customer who signed up today', () => {
    const sample = billingSample(new Date(2026, 0, 15, 9), '2026-01-15');
    expect(sample.transactions.map((transaction) => transaction.date)).toEqual(['2026-01-15']);
  });

  it('never dates a bill before the customer signed up, nor after today', () => {
    const today = new Date(2026, 2, 3);
    for (let day = new Date(2023, 0, 1); day <= new Date(2026, 2, 10); day.setDate(day.getDate() + 9)) {
      const since = localDayKey(day);
      const dates = billingSample(today, since).transactions.map((transaction) => transaction.date);
      expect(dates.length, since).toBeGreaterThan(0);
      expect(dates.length, since).toBeLessThanOrEqual(SAMPLE_TRANSACTIONS);
      for (const date of dates) {
        expect(date >= since || date === localDayKey(today), `${since}: ${date}`).toBe(true);
        expect(date <= localDayKey(today), `${since}: ${date}`).toBe(true);
      }
    }
  });
});

describe('billing formats', () => {
  it('prints the sample plan price in both languages', () => {
    expect(formatEuro(250, 'en')).toBe('€250.00');
    expect(formatEuro(250, 'de').replace(/\s/g, ' ')).toBe('250,00 €');
  });
});
