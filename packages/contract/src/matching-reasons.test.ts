import { describe, expect, it } from 'vitest';
import { matchReasonText } from './matching-reasons';

describe('matchReasonText', () => {
  it('writes the similarity and the signed contribution in the language’s number format', () => {
    const typo = { feature: 'name', verdict: 'typo', contribution: 0.55, similarity: 0.916 } as const;
    expect(matchReasonText(typo, 'en')).toBe('Name: typo-tolerant match 0.92 (+0.55)');
    expect(matchReasonText(typo, 'de')).toBe('Name: tippfehlertolerante Übereinstimmung 0,92 (+0,55)');
    const different = { feature: 'postcode', verdict: 'different', contribution: -0.1 } as const;
    expect(matchReasonText(different, 'en')).toBe('Postcode: different (−0.10)');
    expect(
      matchReasonText({ feature: 'legal_form', verdict: 'missing_in_input', contribution: 0 }, 'de'),
    ).toMatch(/^Rechtsform: [^(]+$/);
  });
});
