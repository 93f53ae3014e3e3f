import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atFirmenbuchKey,
  chUidKey,
  courtSlug,
  deRegisterKey,
  gleifRegisterKey,
  parseDeRegisterNumber,
  splitNativeDeNumber,
} from './register-keys';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

describe('register keys', () => {
  it('gives GLEIF (authority + "HRB 42243") and OffeneRegister ("München HRB 42243") the same key', () => {
    const fromGleif = gleifRegisterKey('DE', 'RA000304', 'HRB 42243');
    const native = splitNativeDeNumber('München HRB 42243')!;
    const fromOffeneRegister = deRegisterKey(native.court, native.register, native.number);
    expect(fromGleif).toBe('DE:muenchen:HRB:42243');
    expect(fromOffeneRegister).toBe(fromGleif);
    expect(deRegisterKey('Amtsgericht Frankfurt am Main', 'HRB', '030000')).toBe(
      gleifRegisterKey('DE', 'ra000242', 'HRB30000'),
    );
  });

  it('folds court names and keeps court suffixes of numbers', () => {
    expect(courtSlug('Hamburg')).toBe('hamburg');
    expect(courtSlug('Amtsgericht Düsseldorf')).toBe('duesseldorf');
    expect(courtSlug('Charlottenburg (Berlin)')).toBe('charlottenburg-berlin');
    expect(parseDeRegisterNumber('HRB 12345 B')).toEqual({ register: 'HRB', number: '12345B' });
    expect(parseDeRegisterNumber('gnr 7')).toEqual({ register: 'GnR', number: '7' });
    expect(parseDeRegisterNumber('12345')).toBeNull();
    expect(splitNativeDeNumber('Charlottenburg (Berlin) HRB 12345 B')).toEqual({
      court: 'Charlottenburg (Berlin)',
      register: 'HRB',
      number: '12345B',
    });
  });

  it('gives no German key for an authority code it cannot place or a number it cannot read', () => {
    expect(gleifRegisterKey('DE', 'RA999999', 'HRB 1')).toBeNull();
    expect(gleifRegisterKey('DE', 'RA000304', 'n/a')).toBeNull();
    expect(gleifRegisterKey('DE', null, 'HRB 1')).toBeNull();
  });

  it('normalises Austrian Firmenbuch numbers', () => {
    expect(atFirmenbuchKey('FN 123456a')).toBe('AT:FN:123456a');
    expect(atFirmenbuchKey('123456 A')).toBe('AT:FN:123456a');
    expect(atFirmenbuchKey('FN123456a')).toBe(gleifRegisterKey('AT', 'RA000017', '123456a'));
    expect(atFirmenbuchKey('1234567a')).toBeNull();
    expect(atFirmenbuchKey('ZVR 123456789')).toBeNull();
  });

  it('normalises Swiss UIDs and checks their check digit', () => {
    // Published UIDs: Nestlé S.A. and the Swiss Federal Railways.
    expect(chUidKey('CHE-105.909.036')).toBe('CH:UID:CHE105909036');
    expect(chUidKey('CHE-102.909.703 MWST')).toBe('CH:UID:CHE102909703');
    expect(chUidKey('CHE105909036')).toBe('CH:UID:CHE105909036');
    expect(chUidKey('CHE-105.909.037')).toBeNull();
    expect(gleifRegisterKey('CH', 'RA000548', 'CHE-105.909.036')).toBe('CH:UID:CHE105909036');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('AT', 'DE', 'CH', 'FR'),
        (authority, id, country) => {
          const key = gleifRegisterKey(country, authority, id);
          expect(key === null || key.startsWith(`${country}:`)).toBe(true);
        },
      ),
    );
  });
});
