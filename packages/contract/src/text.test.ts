import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  boundedEditDistance,
  foldQuery,
  foldToken,
  forEachNameIndexTerm,
  nameIndexTerms,
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

  it('gives a name’s index terms as a set, the words of its index text', () => {
    const name = 'Müller & Müller Straßenbau GmbH & Co. KG';
    expect(nameIndexTerms(name)).toEqual(new Set(nameIndexText(name).split(' ')));
    expect([...nameIndexTerms(name)].join(' ')).toBe(nameIndexText(name));
    expect(nameIndexTerms('')).toEqual(new Set());
  });

  it('visits a name’s index terms without their set, the same on every call', () => {
    const names = [
      'Müller & Müller Straßenbau GmbH & Co. KG',
      'Crédit Suisse AG',
      'Mueller Bau',
      '',
      ' - ',
      'ÖBB Österreich',
    ];
    const visited = (name: string) => {
      const terms: string[] = [];
      forEachNameIndexTerm(name, (term) => terms.push(term));
      return terms;
    };
    // The expressions are shared between calls (docs/decisions/216): twice over, interleaved, alike.
    for (let round = 0; round < 2; round++)
      for (const name of names) {
        const terms = visited(name);
        expect(new Set(terms)).toEqual(nameIndexTerms(name));
        expect(terms).toEqual(visited(name));
      }
    expect(visited('Müller Müller')).toEqual(['muller', 'mueller', 'muller', 'mueller']);
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
    expect(boundedEditDistance('huber', 'maier', 1)).toBe(2);
  });

  it('counts a swap of neighbouring letters as one edit (optimal string alignment)', () => {
    expect(boundedEditDistance('tecnhik', 'technik', 1)).toBe(1);
    expect(boundedEditDistance('holidng', 'holding', 1)).toBe(1);
    expect(boundedEditDistance('schlol', 'schloll', 1)).toBe(1);
    expect(boundedEditDistance('schneider', 'schnieder', 2)).toBe(1);
    // Two swaps are two edits; OSA never edits a swapped pair again ('ca' → 'abc' is 3).
    expect(boundedEditDistance('ehlo', 'helo', 2)).toBe(1);
    expect(boundedEditDistance('ehol', 'helo', 2)).toBe(2);
    expect(boundedEditDistance('ca', 'abc', 3)).toBe(3);
  });

  it('agrees with an unbounded reference on random words', () => {
    const osa = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    let state = 7;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const word = () =>
      Array.from({ length: 3 + Math.floor(next() * 7) }, () => 'abcde'[Math.floor(next() * 5)]).join('');
    for (let n = 0; n < 2000; n++) {
      const a = word();
      const b = word();
      const max = Math.floor(next() * 3);
      expect(boundedEditDistance(a, b, max)).toBe(Math.min(osa(a, b), max + 1));
    }
  });
});
