import { foldQuery } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { closestFirst, nameDistance } from './name-closeness';

const distance = (typed: string, name: string) => nameDistance(foldQuery(typed), name);

describe('nameDistance', () => {
  it('counts the edits from each typed word to its closest word of the name, in either folding', () => {
    expect(distance('Mueller Bau', 'Müller Bau GmbH')).toEqual([0, 0, 0, 0]);
    expect(distance('Muller Bau', 'Müller Bau GmbH')).toEqual([0, 0, 0, 0]);
    expect(distance('Krausr Verwaltungs', 'Krause Verwaltungs GmbH')).toEqual([1, 0, 0, 0]);
  });

  it('reads the last typed word as a prefix', () => {
    expect(distance('Müller Ba', 'Müller Bau GmbH')).toEqual([0, 0, 0, 0]);
  });

  it('counts the words of the name nobody typed, legal forms aside', () => {
    expect(distance('Datasoft', 'Datasoft AG')).toEqual([0, 0, 0, 0]);
    expect(distance('Datasoft', 'Datasoft Shop GmbH')).toEqual([0, 1, 0, 0]);
  });

  it('compares legal forms only when some were typed', () => {
    expect(distance('Busch & Co. Reisen GmbH', 'Busch & Co. Reisen GmbH')[2]).toBe(0);
    expect(distance('Busch & Co. Reisen GmbH', 'Busch Reisen GmbH')[2]).toBe(1);
    expect(distance('Busch Reisen', 'Busch Reisen GmbH & Co. KG')[2]).toBe(0);
  });

  it('notes words in another order than typed', () => {
    expect(distance('Rose Reisebüro', 'Reisebüro Rose GmbH')).toEqual([0, 0, 0, 1]);
  });
});

describe('closestFirst', () => {
  it('puts the closest names first and keeps popularity order among equals', () => {
    const names = new Map([
      [1, 'Datasoft Shop GmbH'],
      [2, 'Datasoft Labs GmbH'],
      [3, 'Datasoft AG'],
      [4, 'Datasoft GmbH'],
    ]);
    expect(closestFirst(foldQuery('Datasoft'), [1, 2, 3, 4], names)).toEqual([3, 4, 1, 2]);
  });
});

describe('closestFirst with a count', () => {
  const FIRST = ['Müller', 'Mueller', 'Muller', 'Schmidt', 'Schmitt', 'Weber', 'Webber', 'Becker', 'Bäcker'];
  const TRADE = ['Bau', 'Baum', 'Handel', 'Handels', 'Logistik', 'Logistic', 'Beratung', 'Technik'];
  const MORE = ['', '', 'Nord', 'Süd', 'Berlin', 'Holding'];
  const FORM = ['GmbH', 'AG', 'KG', 'GmbH & Co. KG', ''];
  /** Names drawn from the lists above with a fixed seed: the same every run. */
  let state = 20261130;
  const pick = <T>(list: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return list[state % list.length]!;
  };
  const generated = () => [pick(FIRST), pick(TRADE), pick(MORE), pick(FORM)].filter(Boolean).join(' ');
  const names = new Map(Array.from({ length: 400 }, (_, at) => [at + 1, generated()]));
  const ids = [...names.keys()];
  const typed = [
    'Müller Bau',
    'Schmidt Handel GmbH',
    'Weber Logistk',
    'Becker Beratung Nord',
    'Mueler Ba',
  ].map((text) => foldQuery(text));
  const compare = (a: number[], b: number[]) => {
    const at = a.findIndex((value, i) => value !== b[i]);
    return at < 0 ? 0 : a[at]! - b[at]!;
  };
  /** Every name measured whole and sorted, equally close ones in popularity order. */
  const sortedWhole = (query: ReturnType<typeof foldQuery>) =>
    ids
      .map((id, at) => ({ id, at, key: nameDistance(query, names.get(id)!) }))
      .sort((a, b) => compare(a.key, b.key) || a.at - b.at)
      .map((entry) => entry.id);

  it('gives the first `count` of the whole order, for any count', () => {
    for (const query of typed) {
      const whole = sortedWhole(query);
      expect(closestFirst(query, ids, names)).toEqual(whole);
      for (const count of [1, 5, 12, 40, 399])
        expect(closestFirst(query, ids, names, count)).toEqual(whole.slice(0, count));
    }
  });

  it('stops measuring a name once its edits pass the cutoff', () => {
    for (const query of typed)
      for (const name of names.values()) {
        const whole = nameDistance(query, name);
        for (const maxEdits of [0, 1, 2])
          expect(nameDistance(query, name, maxEdits)).toEqual(whole[0]! > maxEdits ? null : whole);
      }
    expect(nameDistance(foldQuery('Weber Bau'), 'Schmidt Logistik GmbH', 0)).toBeNull();
  });
});
