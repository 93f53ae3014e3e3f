import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalToken, nameKey, namePostcodeKey, normalisePostcode } from './name-key';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

describe('name keys', () => {
  it('folds case, umlauts both ways, ß and accents to one spelling', () => {
    expect(canonicalToken('Müller')).toBe('mueller');
    expect(canonicalToken('MUELLER')).toBe('mueller');
    expect(canonicalToken('Straße')).toBe('strasse');
    expect(canonicalToken('Café')).toBe('cafe');
  });

  it('drops the legal form and punctuation', () => {
    expect(nameKey('Müller-Bau GmbH', 'DE')).toBe('mueller bau');
    expect(nameKey('MUELLER BAU GMBH', 'DE')).toBe('mueller bau');
    expect(nameKey('Müller Bau', 'DE')).toBe('mueller bau');
    expect(nameKey('Alpen Logistik GmbH & Co. KG', 'DE')).toBe('alpen logistik');
    expect(nameKey('GmbH', 'DE')).toBe('gmbh');
    expect(nameKey('  ', 'DE')).toBeNull();
  });

  it('keeps names that are merely alike apart', () => {
    expect(nameKey('Müller Bau GmbH', 'DE')).not.toBe(nameKey('Müller Bau Nord GmbH', 'DE'));
    expect(nameKey('Muller Bau GmbH', 'DE')).not.toBe(nameKey('Müller Bau GmbH', 'DE'));
    expect(nameKey('E.ON SE', 'DE')).not.toBe(nameKey('ON AG', 'DE'));
  });

  it('normalises postcodes per country', () => {
    expect(normalisePostcode('D-80333', 'DE')).toBe('80333');
    expect(normalisePostcode('A-1010', 'AT')).toBe('1010');
    expect(normalisePostcode('CH-8001', 'CH')).toBe('8001');
    expect(normalisePostcode('8001', 'DE')).toBeNull();
    expect(normalisePostcode('', 'AT')).toBeNull();
    expect(namePostcodeKey('mueller bau', '80333', 'DE')).toBe('DE:80333:mueller bau');
    expect(namePostcodeKey('mueller bau', null, 'DE')).toBeNull();
  });

  it('is idempotent on its own output and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const key = nameKey(name, 'DE');
        if (key) expect(nameKey(key, 'DE')).toBe(key);
      }),
    );
  });
});
