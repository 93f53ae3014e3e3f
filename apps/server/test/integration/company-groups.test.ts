/**
 * Company groups on both engines (docs/decisions/061): the group in the company detail, the
 * "belongs to the group of" filter under each operator, its validation, the ultimate parent on
 * result rows, and a GLEIF cycle (A consolidated by B consolidated by A) that must not loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CompanyDetail,
  type PerformanceIndicator,
  ZCompanyDetail,
  ZCompanySearchResult,
  ZSearchResponse,
} from '@fd/contract';
import { DEEP_SPAN, groupPlace } from '@fd/datagen';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import type { CompanyFilter } from '../../src/store/types/search';
import { type CompanyFacts, companyFilterHolds, loadCompanyFacts } from '../company-facts';
import { eventually } from '../eventually';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { TEST_COMPANIES, TEST_SEED } from '../global-setup';
import { createTestApp, type TestApp } from '../helpers';
import { importInto, writeParentCycle } from './import-helpers';

let t: TestApp;
let user: SignedInUser;
let db: Database.Database;
let companies: CompanyFacts[];
let tmp: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t, 'groups');
  db = openTestDatabase(t);
  companies = loadCompanyFacts(db);
  tmp = mkdtempSync(join(tmpdir(), 'fd-groups-'));
});
afterAll(async () => {
  db.close();
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const rule = (
  indicator: string,
  values: (string | number)[],
  operator: PerformanceIndicator['operator'] = 'must',
): PerformanceIndicator => ({ indicator, operator, values });

async function detail(id: number): Promise<CompanyDetail> {
  const response = await t.app.inject(`/api/companies?cid=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZCompanyDetail.parse(response.json());
}

async function search(performanceIndicators: PerformanceIndicator[], offset = 0) {
  const response = await user.request({
    method: 'POST',
    url: '/api/search',
    payload: { entity: 'companies', performanceIndicators, offset },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = ZSearchResponse.parse(response.json());
  return { ...body, results: body.results.map((result) => ZCompanySearchResult.parse(result)) };
}

/** Every result id, page by page. */
async function allIds(performanceIndicators: PerformanceIndicator[]): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 10) {
    const page = await search(performanceIndicators, offset);
    ids.push(...page.results.map((result) => result.company_id));
    if (offset + 10 >= page.total) return ids;
  }
}

const factsOf = (id: number) => companies.find((company) => company.company_id === id)!;
const groupOf = (id: number) =>
  companies.filter((company) => company.group_root === factsOf(id).group_root).map((c) => c.company_id);

/** The first company at the given level of a generated holding group. */
function member(level: number): number {
  for (let id = 1; id <= TEST_COMPANIES; id++) {
    const place = groupPlace(TEST_SEED, TEST_COMPANIES, id);
    if (place !== null && place.level === level) return id;
  }
  throw new Error(`no member at level ${level}`);
}

/** A group of a few companies (so that paging through it stays short), by one of its members. */
function smallGroupMember(): number {
  const sizes = new Map<number, number>();
  for (const company of companies) sizes.set(company.group_root, (sizes.get(company.group_root) ?? 0) + 1);
  const root = [...sizes].find(([, size]) => size >= 4 && size <= 40)![0];
  return companies.find((company) => company.group_root === root && company.company_id !== root)!.company_id;
}

describe('the group in the company detail', () => {
  it('names the direct and the ultimate parent of a company two levels down, with links by id', async () => {
    const id = member(2);
    const { group } = await detail(id);
    expect(group.direct_parent?.company_id).toBe(Math.floor(id / DEEP_SPAN));
    expect(group.ultimate_parent?.company_id).toBe(factsOf(id).group_root);
    expect(group.ultimate_parent?.company_name).toBe(
      (await t.stores.companies.companyDetail.company(factsOf(id).group_root))!.company_name,
    );
    expect(group.members).toBe(groupOf(id).length);
  });

  it("counts a parent's direct subsidiaries and gives the top of a group no ultimate parent", async () => {
    const top = factsOf(member(2)).group_root;
    const { group } = await detail(top);
    const direct = db
      .prepare("SELECT count(*) FROM companies WHERE json_extract(owners, '$[0].company_id') = ?")
      .pluck()
      .get(top);
    expect(group.subsidiaries).toBe(direct);
    expect(group.subsidiaries).toBeGreaterThan(0);
    expect(group.ultimate_parent).toBeNull();
  });

  it('shows a company without parents or subsidiaries as a group of one', async () => {
    const alone = companies.find(
      (c) => c.group_root === c.company_id && groupOf(c.company_id).length === 1,
    )!.company_id;
    expect((await detail(alone)).group).toEqual({
      direct_parent: null,
      ultimate_parent: null,
      subsidiaries: 0,
      members: 1,
    });
  });
});

describe('the filter "belongs to the group of"', () => {
  it('finds every company of the chosen company’s group, the ultimate parent included', async () => {
    const chosen = smallGroupMember();
    const ids = await allIds([rule('group', [chosen])]);
    expect(ids).toEqual(groupOf(chosen));
    expect(ids).toContain(factsOf(chosen).group_root);
    // The web app sends the chosen company's name after its id; the id alone decides.
    const named = await search([rule('group', [chosen, 'a name as chosen'])]);
    expect(named.results.map((r) => r.company_id)).toEqual(ids.slice(0, 10));
  });

  it('follows the operators: must, at least one, exactly one', async () => {
    const chosen = smallGroupMember();
    const group: CompanyFilter = { kind: 'group', companyId: chosen };
    const austria: CompanyFilter = { kind: 'country', values: ['Austria'] };
    const naive = (holds: (company: CompanyFacts) => boolean) =>
      companies.filter(holds).map((company) => company.company_id);
    const mustBoth = await allIds([rule('group', [chosen]), rule('country', ['Austria'])]);
    expect(mustBoth).toEqual(naive((c) => companyFilterHolds(c, group) && companyFilterHolds(c, austria)));
    const atLeast = await search([
      rule('group', [chosen], 'atleast'),
      rule('country', ['Austria'], 'atleast'),
    ]);
    const atLeastExpected = naive((c) => companyFilterHolds(c, group) || companyFilterHolds(c, austria));
    expect(atLeast.total).toBe(Math.min(atLeastExpected.length, 10_000));
    expect(atLeast.results.map((r) => r.company_id)).toEqual(atLeastExpected.slice(0, 10));
    const exactlyOne = await search([
      rule('group', [chosen], 'exclusive'),
      rule('country', ['Austria'], 'exclusive'),
    ]);
    const exactlyOneExpected = naive((c) => companyFilterHolds(c, group) !== companyFilterHolds(c, austria));
    expect(exactlyOne.total).toBe(Math.min(exactlyOneExpected.length, 10_000));
    expect(exactlyOne.results.map((r) => r.company_id)).toEqual(exactlyOneExpected.slice(0, 10));
  });

  it('shows the ultimate parent on each result row that has one', async () => {
    const chosen = member(2);
    const top = factsOf(chosen).group_root;
    const { results } = await search([rule('group', [chosen])]);
    for (const row of results) {
      if (row.company_id === top) expect(row.group_parent).toBeNull();
      else expect(row.group_parent?.company_id).toBe(top);
    }
  });

  it('refuses an unknown or malformed company with its own code, not a server error', async () => {
    for (const value of [String(TEST_COMPANIES + 1000), 'abc', '0']) {
      const response = await user.request({
        method: 'POST',
        url: '/api/search',
        payload: { entity: 'companies', performanceIndicators: [rule('group', [value])] },
      });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().code).toBe('group_company_unknown');
    }
  });
});

const importFiles = (job: ImportJob) => importInto(t, job);

async function findCompany(name: string): Promise<number> {
  const id = await eventually(
    () => db.prepare('SELECT company_id FROM companies WHERE company_name = ?').pluck().get(name),
    (found) => typeof found === 'number',
    { what: `${name} in the test database` },
  );
  return id as number;
}

describe('a cycle in imported GLEIF parents', () => {
  it('ends in one group of both companies instead of looping', async () => {
    const file = writeParentCycle(tmp);
    await importFiles({ source: 'gleif', leiFile: fixture('gleif-lei.csv.zip'), relationshipsFile: file });
    const mainufer = await findCompany('Mainufer Immobilien GmbH & Co. KG');
    const isartal = await findCompany('Isartal Maschinenbau GmbH');
    // The server follows the import: wait for every view asserted on below, not just the first.
    const seen = await eventually(
      async () => ({
        group: (await detail(isartal)).group,
        parentOfMainufer: (await detail(mainufer)).group.direct_parent?.company_id,
        ids: await allIds([rule('group', [mainufer])]),
      }),
      (views) => views.group.members >= 2 && views.parentOfMainufer === isartal && views.ids.length >= 2,
      { what: 'the group of both companies after the cycle import' },
    );
    const { group } = seen;
    expect(group.direct_parent?.company_id).toBe(mainufer);
    expect(group.members).toBe(2);
    expect(seen.parentOfMainufer).toBe(isartal);
    expect(seen.ids).toEqual([mainufer, isartal].sort((a, b) => a - b));
    // Two lookups and a wait of up to 20 s each: above the default 30 s.
  }, 90_000);
});
