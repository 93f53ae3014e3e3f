import { describe, expect, it } from 'vitest';
import { billingSample, formatEuro } from './billingSample';

describe('billingSample', () => {
  it('has the sample plan and transactions, billed this and last month and due next month', () => {
    const sample = billingSample(new Date(2026, 0, 15));
    expect(sample.plan).toBe('Professional');
    expect(sample.monthlyPrice).toBe(250);
    expect(sample.transactions.map((transaction) => [transaction.number, transaction.date])).toEqual([
      ['100002', '2026-01-01'],
      ['100001', '2025-12-01'],
    ]);
    expect(sample.nextBilling).toBe('2026-02-01');
  });
});

describe('billing formats', () => {
  it('prints the sample plan price in both languages', () => {
    expect(formatEuro(250, 'en')).toBe('€250.00');
    expect(formatEuro(250, 'de').replace(/\s/g, ' ')).toBe('250,00 €');
  });
});
