import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './formatDateTime';

describe('formatDateTime', () => {
  it('prints a plain date as that day, without a time', () => {
    expect(formatDateTime('2026-11-21', 'de')).toBe('21.11.2026');
    expect(formatDay('2026-01-01', 'en')).toBe('01/01/2026');
  });

  it('prints a timestamp with the local time of day', () => {
    const local = new Date(2026, 10, 21, 14, 5).toISOString();
    expect(formatDateTime(local, 'de')).toBe('21.11.2026, 14:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('bald', 'de')).toBe('bald');
  });
});
