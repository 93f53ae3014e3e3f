import { describe, expect, it } from 'vitest';
import { formatCompactEuro } from './compactEuro';

describe('formatCompactEuro', () => {
  it('shortens large amounts in the UI language', () => {
    expect(formatCompactEuro(1.84e12, 'en')).toBe('€1.84T');
    expect(formatCompactEuro(1.84e12, 'de')).toMatch(/^1,84\sBio\.\s€$/);
  });
});
