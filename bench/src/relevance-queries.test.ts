import { cologneCode, foldToken } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { random } from './queries';
import {
  buildLabelledQueries,
  foldedKey,
  keyOf,
  noLegalForm,
  oneTypo,
  phoneticVariant,
  RELEVANCE_KINDS,
  reordered,
  transliterated,
  unaccented,
} from './relevance-queries';

const NAMES = [
  'Müller Bau GmbH',
  'Meier Logistik AG',
  'Schmidt Straßenbau GmbH & Co. KG',
  'Café Genève Sàrl',
  'Philipp Fuchs Consulting UG (haftungsbeschränkt)',
  'Vogt Hoffmann Immobilien KG',
  'Datasoft',
  'Weiß Holding GmbH',
];

/** The OSA distance of two words, small and slow: enough to check one edit. */
function isOneTypo(word: string, typed: string): boolean {
  if (word.length !== typed.length) return false;
  const diff = [...word].flatMap((letter, at) => (letter === typed[at] ? [] : [at]));
  if (diff.length === 1) return true;
  const [a, b] = diff;
  return diff.length === 2 && b === a! + 1 && word[a!] === typed[b!] && word[b!] === typed[a!];
}

describe('relevance queries', () => {
  it('transliterates umlauts and ß, and applies only to names that have them', () => {
    expect(transliterated('Müller Straßenbau GmbH')).toBe('Mueller Strassenbau GmbH');
    expect(transliterated('Ärzte Öffentlich Übersee')).toBe('Aerzte Oeffentlich Uebersee');
    expect(transliterated('Meier Logistik AG')).toBeNull();
  });

  it('takes accents off every letter, ß becomes ss', () => {
    expect(unaccented('Café Genève Müller Straße')).toBe('Cafe Geneve Muller Strasse');
    expect(unaccented('Meier Logistik AG')).toBeNull();
  });

  it('drops the legal form, and only builds a query when the name has one', () => {
    expect(noLegalForm('Schmidt Straßenbau GmbH & Co. KG')).toBe('Schmidt Straßenbau');
    expect(noLegalForm('Philipp Fuchs Consulting UG (haftungsbeschränkt)')).toBe('Philipp Fuchs Consulting');
    expect(noLegalForm('Datasoft')).toBeNull();
  });

  it('makes one substitution or swap in one word of five letters or more', () => {
    const next = random(3);
    for (let i = 0; i < 200; i++) {
      const name = NAMES[i % NAMES.length]!;
      const typed = oneTypo(name, next);
      if (typed === null) continue;
      const words = name.split(' ');
      const changed = typed.split(' ');
      expect(changed).toHaveLength(words.length);
      const differing = words.flatMap((word, at) => (word === changed[at] ? [] : [at]));
      expect(differing, `${name} → ${typed}`).toHaveLength(1);
      const at = differing[0]!;
      expect(words[at]!.length).toBeGreaterThanOrEqual(5);
      expect(isOneTypo(words[at]!.toLowerCase(), changed[at]!.toLowerCase()), `${name} → ${typed}`).toBe(
        true,
      );
    }
  });

  it('spells one word another way with the same Kölner Phonetik code', () => {
    const next = random(5);
    let built = 0;
    for (let i = 0; i < 200; i++) {
      const name = NAMES[i % NAMES.length]!;
      const typed = phoneticVariant(name, next);
      if (typed === null) continue;
      built++;
      const words = name.split(' ');
      const changed = typed.split(' ');
      const differing = words.flatMap((word, at) => (word === changed[at] ? [] : [at]));
      expect(differing, `${name} → ${typed}`).toHaveLength(1);
      const [word, variant] = [foldToken(words[differing[0]!]!), foldToken(changed[differing[0]!]!)];
      expect(variant).not.toBe(word);
      expect(cologneCode(variant), `${word} → ${variant}`).toBe(cologneCode(word));
    }
    expect(built).toBeGreaterThan(100);
    expect(phoneticVariant('Meier Logistik AG', () => 0)).toBe('Maier Logistik AG');
  });

  it('leaves acronyms alone when it looks for sound-alikes', () => {
    expect(phoneticVariant('VV GmbH', random(1))).toBeNull();
  });

  it('puts the words in another order and leaves the legal form out', () => {
    const next = random(9);
    for (let i = 0; i < 50; i++) {
      const typed = reordered('Müller Bau Technik GmbH', next)!;
      expect(typed.split(' ').sort()).toEqual(['Bau', 'Müller', 'Technik']);
      expect(typed).not.toBe('Müller Bau Technik');
    }
    expect(reordered('Müller Bau GmbH', next)).toBe('Bau Müller');
    expect(reordered('Datasoft AG', next)).toBeNull();
  });

  it('labels each query with its company and the key a hit must have', () => {
    expect(keyOf('one typo', 'Müller Bau GmbH')).toBe('muller bau gmbh');
    expect(keyOf('no legal form', 'Müller Bau GmbH')).toBe('muller bau');
    expect(keyOf('reordered', 'Müller Bau GmbH & Co. KG')).toBe(foldedKey('Müller Bau'));
  });

  it('builds at least the asked number of every kind, the same queries for the same seed', () => {
    const build = () => {
      const next = random(42);
      let id = 0;
      const draw = () => {
        id = (id % NAMES.length) + 1;
        return { companyId: id, name: NAMES[id - 1]! };
      };
      return buildLabelledQueries(draw, next, 20);
    };
    const queries = build();
    for (const kind of RELEVANCE_KINDS)
      expect(queries.filter((query) => query.kind === kind)).toHaveLength(20);
    for (const query of queries) expect(query.name).toBe(NAMES[query.companyId - 1]);
    expect(build()).toEqual(queries);
  });
});
