import { describe, expect, it } from 'vitest';
import { matchRow } from '../../../test/match-row';
import { SpentBudget } from '../../../test/spent-budget';
import { runWithBudget, WorkBudget } from '../../runtime/budget';
import type { MatchRepository } from '../../store/types';
import type { NameSearch } from '../search/name-search';
import { createMatcher } from './matcher';

const CANDIDATES = 90;

const row = (companyId: number) => matchRow(companyId, `Weber Bau ${companyId} GmbH`);

/** A match repository that finds no identifier and reads each candidate's row as `rowOf` makes it. */
function repositoryOf(rowOf: (companyId: number) => ReturnType<typeof matchRow>): MatchRepository {
  return {
    idsByLei: async () => [],
    idsByVatId: async () => [],
    idsByEuid: async () => [],
    registerHolders: async () => [],
    idsByFormerName: async () => [],
    rows: async (wanted: number[]) => wanted.map(rowOf),
  } as unknown as MatchRepository;
}

function matcher() {
  const ids = Array.from({ length: CANDIDATES }, (_, i) => i + 1);
  const names = { candidates: async () => ids } as unknown as NameSearch;
  return createMatcher({ repository: repositoryOf(row), names });
}

describe("the matcher's scoring", () => {
  it("scores a query's candidates in the request's slices, with the same answer", async () => {
    const query = { name: 'Weber Bau 7 GmbH', postcode: '10115', street: 'Hauptstr. 1' };
    const whole = await runWithBudget(new WorkBudget(60_000), () => matcher().matchOne(query, 'de'));
    const budget = new SpentBudget(60_000);
    const sliced = await runWithBudget(budget, () => matcher().matchOne(query, 'de'));
    // Every candidate is scored in a turn of its own when every slice is used up.
    expect(budget.pauses).toBe(CANDIDATES);
    expect(sliced).toEqual(whole);
    expect(sliced.candidates[0]?.company_id).toBe(7);
  });
});

describe('the matcher leaves words out', () => {
  /** A matcher whose name search finds `found(name)` and records every name asked, and whether with fuzzy tiers. */
  function recording(found: (keyword: string) => number[]) {
    const asked: string[] = [];
    const names = {
      candidates: async (keyword: string, _limit: number, fuzzy = true) => {
        asked.push(fuzzy ? keyword : `${keyword} (exact and prefix)`);
        return found(keyword);
      },
    } as unknown as NameSearch;
    return { matcher: createMatcher({ repository: repositoryOf(row), names }), asked };
  }

  it('not when the whole name found a company', async () => {
    const { matcher, asked } = recording(() => [7]);
    const { candidates } = await matcher.matchOne({ name: 'Weber Bau Service' }, 'de');
    expect(asked).toStrictEqual(['Weber Bau Service']);
    expect(candidates.map((candidate) => candidate.company_id)).toStrictEqual([7]);
  });

  it('each word once when the whole name found none (a former name, a word the register lacks)', async () => {
    const { matcher, asked } = recording((keyword) => (keyword === 'Weber Service' ? [7] : []));
    const { candidates } = await matcher.matchOne({ name: 'Weber & Bau Service' }, 'de');
    // '&' is no word; each of the three words is left out once, without typo and sound-alike
    // tiers (a word missing and another misspelt are two differences).
    expect(asked).toStrictEqual([
      'Weber Bau Service',
      'Bau Service (exact and prefix)',
      'Weber Service (exact and prefix)',
      'Weber Bau (exact and prefix)',
    ]);
    expect(candidates.map((candidate) => candidate.company_id)).toStrictEqual([7]);
  });
});

describe('the matcher writes abbreviations out', () => {
  it("searches 'Gebr. Vogt' as written and as 'gebrueder Vogt', and a name without one once", async () => {
    const asked: string[] = [];
    const names = {
      candidates: async (keyword: string) => {
        asked.push(keyword);
        return ['gebrueder Vogt AG', 'Gebrüder Vogt AG'].includes(keyword) ? [7] : [];
      },
    } as unknown as NameSearch;
    const matcher = createMatcher({
      repository: repositoryOf((id) => matchRow(id, 'Gebrüder Vogt AG')),
      names,
    });
    const { candidates } = await matcher.matchOne({ name: 'Gebr. Vogt AG' }, 'de');
    expect(asked).toStrictEqual(['Gebr. Vogt AG', 'gebrueder Vogt AG']);
    expect(candidates[0]?.company_id).toBe(7);
    asked.length = 0;
    await matcher.matchOne({ name: 'Gebrüder Vogt AG' }, 'de');
    expect(asked).toStrictEqual(['Gebrüder Vogt AG']);
  });
});
