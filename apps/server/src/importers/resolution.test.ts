/**
 * Entity resolution over the fixtures, with an in-memory stand-in for the store's indexes:
 * GLEIF then OffeneRegister, then both again. No duplicates, no false merges.
 */
import { describe, expect, it } from 'vitest';
import { LEI } from '../../test/fixtures/import/fixture-ids';
import { readGleifLei } from './gleif-lei';
import {
  candidateOf,
  decideMatch,
  type MatchCandidate,
  type MatchDecision,
  type MatchLookups,
} from './matcher';
import { readOffeneRegister } from './offeneregister';
import { collect, fixture } from './test-files';
import type { ImportedCompany } from './types';

class MemoryIndex implements MatchLookups {
  readonly companies = new Map<
    string,
    MatchCandidate & { namePostcodeKey: string | null; names: string[] }
  >();

  byLei(lei: string) {
    return [...this.companies.values()].find((c) => c.lei === lei) ?? null;
  }

  byRegisterKey(key: string) {
    return [...this.companies.values()].filter((c) => c.registerKey === key);
  }

  byNamePostcode(key: string) {
    return [...this.companies.values()].filter((c) => c.namePostcodeKey === key);
  }

  /** Writes a record the way the store would: a new company, or identifiers added to the matched one. */
  async apply(company: ImportedCompany): Promise<MatchDecision> {
    const decision = await decideMatch(company, this);
    if (decision.kind === 'same') {
      const known = this.companies.get(decision.id)!;
      known.lei ??= company.identifiers.lei;
      known.registerKey ??= company.identifiers.registerKey;
      known.namePostcodeKey ??= company.namePostcodeKey;
      known.names.push(company.name);
    } else {
      const id = `c${this.companies.size + 1}`;
      this.companies.set(id, {
        ...candidateOf(id, company),
        namePostcodeKey: company.namePostcodeKey,
        names: [company.name],
      });
    }
    return decision;
  }
}

async function load(index: MemoryIndex, path: string, read: typeof readGleifLei | typeof readOffeneRegister) {
  const decisions = new Map<string, MatchDecision>();
  for (const company of (await collect(read(path))).companies)
    decisions.set(company.name, await index.apply(company));
  return decisions;
}

describe('resolving GLEIF and OffeneRegister companies', () => {
  it('merges the same company across sources by register key or exact name + postcode, and nothing else', async () => {
    const index = new MemoryIndex();
    const gleif = await load(index, fixture('gleif-lei.csv'), readGleifLei);
    expect([...gleif.values()].every((d) => d.kind === 'new')).toBe(true);
    const register = await load(index, fixture('offeneregister.jsonl'), readOffeneRegister);
    expect(
      Object.fromEntries([...register].map(([name, d]) => [name, d.kind === 'same' ? d.by : d.reason])),
    ).toEqual({
      'Isartal Maschinenbau GmbH': 'register-key',
      'Mainufer Immobilien GmbH & Co. KG': 'register-key',
      'Hanseatische Reederei AG': 'name-postcode',
      'Müller Bau Nord GmbH': 'no-candidate',
      // Same folded name and postcode as GLEIF's 'Müller Bau GmbH', another register number.
      'Mueller Bau GmbH': 'conflicting',
      'olly UG (haftungsbeschränkt)': 'no-candidate',
      'Sportverein Isartal e.V.': 'no-candidate',
      'Elbe Kontor GmbH': 'no-candidate',
    });
    expect(index.companies.size).toBe(12 + 5);
    const isartal = index.byLei(LEI.isartal)!;
    expect(isartal.registerKey).toBe('DE:muenchen:HRB:123456');
    const hanse = index.byLei(LEI.hanse)!;
    expect(hanse.registerKey).toBe('DE:hamburg:HRB:98765');
  });

  it('adds no company when both files come again, and only the new one from the newer versions', async () => {
    const index = new MemoryIndex();
    await load(index, fixture('gleif-lei.csv'), readGleifLei);
    await load(index, fixture('offeneregister.jsonl'), readOffeneRegister);
    const size = index.companies.size;
    const again = [
      ...(await load(index, fixture('gleif-lei.csv.zip'), readGleifLei)).values(),
      ...(await load(index, fixture('offeneregister.jsonl.bz2'), readOffeneRegister)).values(),
    ];
    expect(again.every((d) => d.kind === 'same')).toBe(true);
    expect(index.companies.size).toBe(size);

    const gleifNewer = await load(index, fixture('gleif-lei-newer.csv'), readGleifLei);
    const registerNewer = await load(index, fixture('offeneregister-newer.jsonl.bz2'), readOffeneRegister);
    expect([...gleifNewer].filter(([, d]) => d.kind === 'new').map(([name]) => name)).toEqual([
      'Rheinblick Weinhandel GmbH',
    ]);
    expect(registerNewer.get('olly digital UG (haftungsbeschränkt)')).toMatchObject({
      kind: 'same',
      by: 'register-key',
    });
    expect(registerNewer.get('Rheinblick Weinhandel GmbH')).toMatchObject({
      kind: 'same',
      by: 'name-postcode',
    });
    expect(index.companies.size).toBe(size + 1);
  });
});
