import type { MatchRow } from '../src/store/types';

/** A company as the matcher reads it, in Berlin, without identifiers or history unless given. */
export function matchRow(companyId: number, name: string, history: Partial<MatchRow> = {}): MatchRow {
  return {
    companyId,
    name,
    legalForm: 'GmbH',
    street: 'Hauptstraße 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'Germany',
    legalStatus: 'active',
    registerNumber: null,
    registerCourt: null,
    euid: null,
    lei: null,
    vatId: null,
    website: null,
    formerNames: [],
    formerAddresses: [],
    ...history,
  };
}
