import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  boundedEditDistance,
  foldQuery,
  foldToken,
  nameIndexText,
  tokenVariants,
} from './text';

describe('name folding', () => {
  it('indexes Müller under both German spellings', () => {
    expect(tokenVariants('Müller').sort()).toEqual(['mueller', 'muller']);
    expect(tokenVariants('Mueller').sort()).toEqual(['mueller', 'muller']);
  });

  it('folds every way of typing a name to a term the index holds', () => {
    const indexed = new Set(nameIndexText('Müller Straßenbau GmbH').split(' '));
    for (const typed of ['Müller', 'Mueller', 'MULLER', 'müller'])
      expect(indexed.has(foldToken(typed))).toBe(true);
    expect(indexed.has(foldToken('Strassenbau'))).toBe(true);
    expect(indexed.has(foldToken('Straßenbau'))).toBe(true);
  });

  it('removes accents', () => {
    expect(foldToken('Crédit')).toBe('credit');
  });
});

describe('foldQuery', () => {
  it('treats legal forms as optional words', () => {
    expect(foldQuery('Müller Bau GmbH')).toEqual({ required: ['muller', 'bau'], optional: ['gmbh'] });
    expect(foldQuery('Huber e.U.')).toEqual({ required: ['huber'], optional: ['e', 'u'] });
  });

  it('searches legal forms when nothing else was typed', () => {
    expect(foldQuery('GmbH')).toEqual({ required: ['gmbh'], optional: [] });
  });

  it('returns nothing for punctuation only', () => {
    expect(foldQuery(' - & ').required).toEqual([]);
  });
});

describe('typo tolerance', () => {
  it('allows one typo from 5 letters and two from 9', () => {
    expect(allowedTypos('bau')).toBe(0);
    expect(allowedTypos('huber')).toBe(1);
    expect(allowedTypos('schneider')).toBe(2);
  });

  it('measures edit distance and stops past the bound', () => {
    expect(boundedEditDistance('schmidt', 'schmitt', 2)).toBe(1);
    expect(boundedEditDistance('schneider', 'schnieder', 2)).toBe(2);
    expect(boundedEditDistance('huber', 'maier', 1)).toBe(2);
  });
});
