import { describe, expect, it } from 'vitest';
import { distinctPartyNames } from './partyNames';

type Party = { name: string; seat: string | null };
const names = (parties: Party[]) =>
  distinctPartyNames(
    parties,
    (party) => party.name,
    (party) => party.seat,
  );

describe('distinctPartyNames', () => {
  it('adds the seat to names that several parties share, and only to those', () => {
    expect(
      names([
        { name: 'Spree Bau Austria GmbH', seat: 'Wien' },
        { name: 'Spree Bau Austria GmbH', seat: 'Graz' },
        { name: 'Spree Bau Holding AG', seat: 'Berlin' },
      ]),
    ).toEqual(['Spree Bau Austria GmbH, Wien', 'Spree Bau Austria GmbH, Graz', 'Spree Bau Holding AG']);
  });

  it('leaves a shared name without a known seat as it is', () => {
    expect(
      names([
        { name: 'Muster GmbH', seat: null },
        { name: 'Muster GmbH', seat: 'Linz' },
      ]),
    ).toEqual(['Muster GmbH', 'Muster GmbH, Linz']);
  });
});
