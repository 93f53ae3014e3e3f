import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidLei, leiCheckDigits, normaliseLei } from './lei';

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

  it('detects every single-character substitution', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{18}$/),
        fc.integer({ min: 0, max: 17 }),
        fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        (prefix, position, replacement) => {
          const lei = prefix + leiCheckDigits(prefix);
          fc.pre(lei[position] !== replacement);
          const changed = lei.slice(0, position) + replacement + lei.slice(position + 1);
          expect(isValidLei(changed)).toBe(false);
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
