import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { compileGroups, groupsHold, groupsSql, simplifyGroups } from './filter-groups';
import type { FilterGroups } from './types/search';

const groups = (must: boolean[], atleast: boolean[], exclusive: boolean[]): FilterGroups<boolean> => ({
  must,
  atleast,
  exclusive,
});
const holds = (value: boolean) => value;

describe('the operator groups', () => {
  it('hold for no filters at all', () => {
    expect(groupsHold(groups([], [], []), holds)).toBe(true);
  });

  it("need every 'must' filter", () => {
    expect(groupsHold(groups([true, true], [], []), holds)).toBe(true);
    expect(groupsHold(groups([true, false], [], []), holds)).toBe(false);
  });

  it("need at least one 'atleast' filter", () => {
    expect(groupsHold(groups([], [false, true], []), holds)).toBe(true);
    expect(groupsHold(groups([], [true, true], []), holds)).toBe(true);
    expect(groupsHold(groups([], [false, false], []), holds)).toBe(false);
  });

  it("need exactly one 'exclusive' filter", () => {
    expect(groupsHold(groups([], [], [false, true, false]), holds)).toBe(true);
    expect(groupsHold(groups([], [], [true, true, false]), holds)).toBe(false);
    expect(groupsHold(groups([], [], [false, false]), holds)).toBe(false);
  });

  it('need all three groups to hold', () => {
    expect(groupsHold(groups([true], [true], [true]), holds)).toBe(true);
    expect(groupsHold(groups([false], [true], [true]), holds)).toBe(false);
    expect(groupsHold(groups([true], [false], [true]), holds)).toBe(false);
    expect(groupsHold(groups([true], [true], [true, true]), holds)).toBe(false);
  });

  it('mean the same compiled over items and as SQL, for every combination of up to 3 filters a group', () => {
    const db = new Database(':memory:');
    const filter = (value: boolean) => ({ text: '? = 1', params: [value ? 1 : 0] });
    const sizes = [0, 1, 2, 3];
    let checked = 0;
    for (const m of sizes)
      for (const a of sizes)
        for (const e of sizes) {
          const count = m + a + e;
          for (let bits = 0; bits < 2 ** count; bits++) {
            const values = Array.from({ length: count }, (_, i) => ((bits >> i) & 1) === 1);
            const g = groups(values.slice(0, m), values.slice(m, m + a), values.slice(m + a));
            const expected = groupsHold(g, holds);
            expect(groupsHold(simplifyGroups(g), holds)).toBe(expected);
            // Over items: the filters test the item (here an index into a truth table of one row).
            expect(compileGroups(g, (value: boolean) => (_row: number) => value)(0)).toBe(expected);
            const parts = groupsSql(g, filter);
            const where = parts.length === 0 ? '1' : parts.map((part) => `(${part.text})`).join(' AND ');
            const sql = db.prepare(`SELECT CASE WHEN ${where} THEN 1 ELSE 0 END`).pluck();
            expect(sql.get(...parts.flatMap((part) => part.params)) === 1).toBe(expected);
            checked++;
          }
        }
    expect(checked).toBe(15 ** 3);
    db.close();
  });
});
