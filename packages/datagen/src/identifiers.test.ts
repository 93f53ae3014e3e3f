import { describe, expect, it } from 'vitest';
import {
  atVatCheckDigit,
  chIdCheckDigit,
  chUidCheckDigit,
  deVatCheckDigit,
  fnCheckLetter,
  gs1CheckDigit,
  isValidAtVat,
  isValidChId,
  isValidChUid,
  isValidDeVat,
  isValidFirmenbuch,
  isValidGln,
  isValidLei,
  leiCheckDigits,
} from './identifiers';

/** Every variant of text with one digit replaced by the next digit. */
function oneDigitChanged(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) out.push(text.slice(0, i) + String((c - 48 + 1) % 10) + text.slice(i + 1));
  }
  return out;
}

// Published numbers of real companies and the examples of the national specifications.
const VALID = {
  firmenbuch: ['FN 33209m', 'FN 93363z', 'FN 122119m'],
  atVat: ['ATU13585627'],
  deVat: ['DE136695976', 'DE129273398', 'DE811128135', 'DE813495425'],
  chUid: ['CHE-100.155.212', 'CHE-109.322.551', 'CHE-123.456.788', 'CHE-109.322.551 MWST'],
  lei: ['HWUPKR0MPOU8FGXBT394', '5493001KJTIIGC8Y1R12', '529900T8BM49AURSDO55', '7LTWFZYICNSX8D621K86'],
  gln: ['4006381333931', '4000417025005', '7612345678900'],
};

describe('check digits', () => {
  it('accepts known valid identifiers', () => {
    for (const v of VALID.firmenbuch) expect(isValidFirmenbuch(v), v).toBe(true);
    for (const v of VALID.atVat) expect(isValidAtVat(v), v).toBe(true);
    for (const v of VALID.deVat) expect(isValidDeVat(v), v).toBe(true);
    for (const v of VALID.chUid) expect(isValidChUid(v), v).toBe(true);
    for (const v of VALID.lei) expect(isValidLei(v), v).toBe(true);
    for (const v of VALID.gln) expect(isValidGln(v), v).toBe(true);
  });

  it('rejects every single changed digit', () => {
    const cases: [string[], (s: string) => boolean][] = [
      [VALID.firmenbuch, isValidFirmenbuch],
      [VALID.atVat, isValidAtVat],
      [VALID.deVat, isValidDeVat],
      [VALID.chUid, isValidChUid],
      [VALID.lei, isValidLei],
      [VALID.gln, isValidGln],
    ];
    for (const [values, valid] of cases) {
      for (const v of values)
        for (const changed of oneDigitChanged(v)) expect(valid(changed), changed).toBe(false);
    }
  });

  it('rejects a wrong Firmenbuch letter and malformed input', () => {
    expect(isValidFirmenbuch('FN 33209a')).toBe(false);
    expect(isValidFirmenbuch('FN 033209m')).toBe(false);
    expect(isValidAtVat('AT13585627')).toBe(false);
    expect(isValidDeVat('DE13669597')).toBe(false);
    expect(isValidChUid('CHE-100.155.21')).toBe(false);
    expect(isValidLei('HWUPKR0MPOU8FGXBT39')).toBe(false);
  });

  it('computes the check digits the validators expect', () => {
    expect(fnCheckLetter(33209)).toBe('m');
    expect(fnCheckLetter(93363)).toBe('z');
    expect(atVatCheckDigit('1358562')).toBe(7);
    expect(deVatCheckDigit('13669597')).toBe(6);
    expect(chUidCheckDigit('10015521')).toBe(2);
    expect(leiCheckDigits('HWUPKR0MPOU8FGXBT3')).toBe('94');
    expect(gs1CheckDigit('400638133393')).toBe(1);
    // The Firmenbuch weights are the powers of ten mod 17: the letter indexes the number mod 17.
    for (let n = 1; n < 200000; n += 977) expect(fnCheckLetter(n)).toBe('abdfghikmpstvwxyz'[n % 17]);
  });

  it('never issues a Swiss UID whose remainder yields 10', () => {
    let rejected = 0;
    for (let n = 10000000; n < 10002000; n++) if (chUidCheckDigit(String(n)) === null) rejected++;
    expect(rejected).toBeGreaterThan(0);
    expect(rejected).toBeLessThan(400);
  });

  it('round-trips the CH-ID check digit', () => {
    const id = `CH-020.3.012.345-${chIdCheckDigit('0203012345')}`;
    expect(isValidChId(id)).toBe(true);
    for (const changed of oneDigitChanged(id.slice(0, -1)))
      expect(isValidChId(changed + id.slice(-1))).toBe(false);
  });
});
