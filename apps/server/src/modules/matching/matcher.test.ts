import { describe, expect, it } from 'vitest';
import { matchRow } from '../../../test/match-row';
import { SpentBudget } from '../../../test/spent-budget';
import { runWithBudget, WorkBudget } from '../../runtime/budget';
import type { MatchRepository } from '../../store/types';
import type { NameSearch } from '../search/name-search';
import { createMatcher } from './matcher';

const CANDIDATES = 90;

const row = (companyId: number) => matchRow(companyId, `Weber Bau ${companyId} GmbH`);

function matcher() {
  const ids = Array.from({ length: CANDIDATES }, (_, i) => i + 1);
  const repository = {
    idsByLei: async () => [],
    idsByVatId: async () => [],
    idsByEuid: async () => [],
    registerHolders: async () => [],
    idsByFormerName: async () => [],
    rows: async (wanted: number[]) => wanted.map(row),
  } as unknown as MatchRepository;
  const names = { candidates: async () => ids } as unknown as NameSearch;
  return createMatcher({ repository, names });
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
