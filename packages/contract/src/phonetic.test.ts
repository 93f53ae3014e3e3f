import { describe, expect, it } from 'vitest';
import { cologneCode } from './phonetic';
import { foldToken } from './text';

describe('Kölner Phonetik', () => {
  it('gives the published examples their codes', () => {
    // Examples of the algorithm's published description.
    expect(cologneCode('wikipedia')).toBe('3412');
    expect(cologneCode(foldToken('Müller-Lüdenscheidt'))).toBe('65752682');
    expect(cologneCode('breschnew')).toBe('17863');
  });

  it('codes Meier, Mayer, Maier and Meyer alike', () => {
    const codes = ['meier', 'mayer', 'maier', 'meyer'].map(cologneCode);
    expect(new Set(codes)).toEqual(new Set(['67']));
  });

  it('codes Schmidt, Schmitt and Schmid alike', () => {
    expect(new Set(['schmidt', 'schmitt', 'schmid'].map(cologneCode))).toEqual(new Set(['862']));
  });

  it('keeps different names apart', () => {
    expect(cologneCode('huber')).not.toBe(cologneCode('maier'));
    expect(cologneCode('schneider')).not.toBe(cologneCode('schmidt'));
  });

  it('follows the context rules for c, x, p and d/t', () => {
    expect(cologneCode('christ')).toBe('4782'); // c at the start before h → 4
    expect(cologneCode('cent')).toBe('862'); // c at the start before e → 8
    expect(cologneCode('max')).toBe('648'); // x → 48
    expect(cologneCode('sachs')).toBe('848'); // c before h after a → 4; s → 8
    expect(cologneCode('philipp')).toBe('351'); // p before h → 3
    expect(cologneCode('stadt')).toBe('822'); // the vowel between t and d keeps them apart
    expect(cologneCode('deutsch')).toBe('28'); // t before s → 8
  });

  it('treats the folded umlaut spellings alike and ignores non-letters', () => {
    expect(cologneCode('muller')).toBe(cologneCode('mueller'));
    expect(cologneCode('strasse')).toBe('8278');
    expect(cologneCode('123')).toBe('');
    expect(cologneCode('')).toBe('');
  });
});
