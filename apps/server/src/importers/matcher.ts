/**
 * Entity resolution: is an incoming record a company we already have, and which one? By LEI,
 * then by register key, then by exact folded name + postcode; never by similarity. Rules and
 * reasons: docs/decisions/003-entity-resolution.md.
 */
import type { MatchCandidate, MatchLookups } from '../store/types';
import type { ImportedCompany } from './types';

/** The store's candidates and lookups (store/types/imports.ts): the store imports no importer. */
export type { MatchCandidate, MatchLookups };

export type MatchDecision =
  | { kind: 'same'; id: string; by: 'lei' | 'register-key' | 'name-postcode' }
  | { kind: 'new'; reason: 'no-candidate' | 'conflicting' | 'ambiguous'; candidates: string[] };

/** The fields of an imported record the matcher reads. */
export type MatchSubject = Pick<ImportedCompany, 'country' | 'nameKey' | 'namePostcodeKey' | 'legalForm'> & {
  identifiers: Pick<ImportedCompany['identifiers'], 'lei' | 'registerKey'>;
};

export function candidateOf(id: string, company: MatchSubject): MatchCandidate {
  return {
    id,
    country: company.country,
    lei: company.identifiers.lei,
    registerKey: company.identifiers.registerKey,
    nameKey: company.nameKey,
    legalForm: company.legalForm,
  };
}

/** Two different LEIs or two different register keys: certainly two companies. */
function conflicts(subject: MatchSubject, candidate: MatchCandidate): boolean {
  const { lei, registerKey } = subject.identifiers;
  return (
    (lei !== null && candidate.lei !== null && lei !== candidate.lei) ||
    (registerKey !== null && candidate.registerKey !== null && registerKey !== candidate.registerKey)
  );
}

/** A known legal form on both sides must agree ('Bau GmbH' and 'Bau AG' are two companies). */
function formsAgree(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

function pick(
  candidates: readonly MatchCandidate[],
  accept: (candidate: MatchCandidate) => boolean,
  by: 'register-key' | 'name-postcode',
): MatchDecision | null {
  if (candidates.length === 0) return null;
  const accepted = candidates.filter(accept);
  const ids = candidates.map((c) => c.id);
  if (accepted.length === 1) return { kind: 'same', id: accepted[0].id, by };
  if (accepted.length > 1) return { kind: 'new', reason: 'ambiguous', candidates: ids };
  return { kind: 'new', reason: 'conflicting', candidates: ids };
}

export async function decideMatch(subject: MatchSubject, lookups: MatchLookups): Promise<MatchDecision> {
  const { lei, registerKey } = subject.identifiers;
  if (lei) {
    const byLei = await lookups.byLei(lei);
    if (byLei) return { kind: 'same', id: byLei.id, by: 'lei' };
  }
  if (registerKey) {
    const decision = pick(
      await lookups.byRegisterKey(registerKey),
      (c) => c.country === subject.country && c.registerKey === registerKey && !conflicts(subject, c),
      'register-key',
    );
    if (decision) return decision;
  }
  if (subject.namePostcodeKey && subject.nameKey) {
    const decision = pick(
      await lookups.byNamePostcode(subject.namePostcodeKey),
      (c) =>
        c.country === subject.country &&
        c.nameKey === subject.nameKey &&
        formsAgree(c.legalForm, subject.legalForm) &&
        !conflicts(subject, c),
      'name-postcode',
    );
    if (decision) return decision;
  }
  return { kind: 'new', reason: 'no-candidate', candidates: [] };
}
