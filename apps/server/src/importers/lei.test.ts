import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidLei, leiCheckDigits, normaliseLei } from './lei';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

describe('LEI check digits', () => {
  it('accepts published LEIs', () => {
    // BMW AG, Deutsche Bank AG, GLEIF itself.
    for (const lei of ['YEH5ZCD6E441RHVHD759', '7LTWFZYICNSX8D621K86', '506700GE1G29325QX363']) {
      expect(isValidLei(lei)).toBe(true);
    }
  });

  it('rejects a changed character, a swapped pair, a wrong length and lower case', () => {
    expect(isValidLei('YEH5ZCD6E441RHVHD758')).toBe(false);
    expect(isValidLei('EYH5ZCD6E441RHVHD759')).toBe(false);
    expect(isValidLei('YEH5ZCD6E441RHVHD75')).toBe(false);
    expect(isValidLei('yeh5zcd6e441rhvhd759')).toBe(false);
    expect(isValidLei('YEH5ZCD6E441RHVHDX59')).toBe(false);
  });

  it('computes check digits that validate, for any prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{18}$/), (prefix) => {
        expect(isValidLei(prefix + leiCheckDigits(prefix))).toBe(true);
      }),
    );
  });

  it('agrees with the ISO 7064 definition computed with big integers', () => {
    const reference = (text: string) =>
      BigInt([...text].map((ch) => Number.parseInt(ch, 36)).join('')) % 97n === 1n;
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{18}[0-9]{2}$/), (lei) => {
        expect(isValidLei(lei)).toBe(reference(lei));
      }),
    );
  });

  it('detects every substitution of one digit by another', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{18}$/),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 9 }),
        (prefix, position, digit) => {
          const lei = prefix + leiCheckDigits(prefix);
          fc.pre(/\d/.test(lei[position]) && lei[position] !== String(digit));
          expect(isValidLei(lei.slice(0, position) + digit + lei.slice(position + 1))).toBe(false);
        },
      ),
    );
  });

  it('normalises case and blanks, and never throws on arbitrary text', () => {
    expect(normaliseLei(' yeh5zcd6e441rhvhd759 ')).toBe('YEH5ZCD6E441RHVHD759');
    expect(normaliseLei('')).toBeNull();
    expect(normaliseLei(null)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => normaliseLei(text) === null || isValidLei(normaliseLei(text)!)),
    );
  });
});
