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
