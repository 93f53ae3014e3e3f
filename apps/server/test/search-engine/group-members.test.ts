import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyGroups } from '../../src/search-engine/company-groups';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';
import { type FilterIndexCopy, openFilterIndexCopy } from './filter-index-copy';

/**
 * Group members as one offsets array by root and one id array (docs/decisions/211) answer as
 * the map of arrays by root did, on the generated dataset and after companies were added and
 * parents changed.
 */
let copy: FilterIndexCopy;

beforeAll(() => {
  copy = openFilterIndexCopy('fd-members-');
});
afterAll(() => copy.close());

const maxFacetId = () => Number(copy.db.prepare('SELECT max(company_id) FROM company_facets').pluck().get());

/** The members by root as the map layout held them, built from the roots the groups hold. */
function mapLayout(groups: CompanyGroups, maxId: number): Map<number, Int32Array> {
  const byRoot = new Map<number, number[]>();
  for (let id = 1; id <= maxId; id++) {
    const root = groups.rootOf(id);
    if (root === id) continue;
    let list = byRoot.get(root);
    if (!list) {
      list = [root];
      byRoot.set(root, list);
    }
    list.push(id);
  }
  return new Map([...byRoot].map(([root, ids]) => [root, Int32Array.from(ids).sort()]));
}

function expectSameAsMapLayout(groups: CompanyGroups, maxId: number) {
  const members = mapLayout(groups, maxId);
  let inGroups = 0;
  for (let id = 1; id <= maxId + 3; id++) {
    const expected = members.get(groups.rootOf(id)) ?? [id];
    const actual = Array.from(groups.membersOf(id));
    if (actual.length > 1) inGroups++;
    if (actual.join() !== Array.from(expected).join())
      expect(actual, `members of ${id}`).toEqual(Array.from(expected));
    expect(groups.place(id).members).toBe(expected.length);
  }
  return inGroups;
}

describe('group members by root', () => {
  it('lists every group of the generated dataset as the map by root did', () => {
    const groups = new CompanyGroups(sqliteEngineSource(copy.db).groups);
    const maxId = maxFacetId();
    groups.load(maxId);
    expect(expectSameAsMapLayout(groups, maxId)).toBeGreaterThan(10);
  });

  it('keeps the same answers after new companies arrived and parents changed', () => {
    const { db } = copy;
    const groups = new CompanyGroups(sqliteEngineSource(db).groups);
    const maxId = maxFacetId();
    groups.load(maxId);
    const add = db.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude, parent_id) VALUES (?, 1, 1, 3, 48.2, 16.4, ?)',
    );
    // New companies without a parent: their own groups, the arrays only grow.
    const lone = [1, 2, 3].map((i) => maxId + i);
    for (const id of lone) add.run(id, null);
    groups.refresh(lone, maxId + 3);
    for (const id of lone) expect(Array.from(groups.membersOf(id))).toEqual([id]);
    expectSameAsMapLayout(groups, maxId + 3);

    // A new subsidiary of an existing group, and an existing company moved under a new one.
    const owner = Number(
      db.prepare('SELECT parent_id FROM company_facets WHERE parent_id IS NOT NULL LIMIT 1').pluck().get(),
    );
    const moved = Number(
      db
        .prepare('SELECT company_id FROM company_facets WHERE parent_id IS NULL LIMIT 1 OFFSET 5')
        .pluck()
        .get(),
    );
    const [subsidiary, holding] = [maxId + 4, maxId + 5];
    add.run(subsidiary, owner);
    add.run(holding, null);
    db.prepare('UPDATE company_facets SET parent_id = ? WHERE company_id = ?').run(holding, moved);
    groups.refresh([subsidiary, holding, moved], maxId + 5);
    expect(Array.from(groups.membersOf(owner))).toContain(subsidiary);
    expect(Array.from(groups.membersOf(holding))).toContain(moved);
    expectSameAsMapLayout(groups, maxId + 5);

    const fresh = new CompanyGroups(sqliteEngineSource(db).groups);
    fresh.load(maxId + 5);
    for (let id = 1; id <= maxId + 5; id++) expect(groups.place(id)).toEqual(fresh.place(id));
  });
});
