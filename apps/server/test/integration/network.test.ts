/**
 * GET /api/companies/:id/network on both engines: a generated holding group (parents, sisters,
 * shared managers, ended mandates), the 200-node bound, bad input, and imported GLEIF parents,
 * including a cycle (A consolidated by B consolidated by A).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NETWORK_MAX_NODES, type NetworkResponse, ZNetworkResponse } from '@fd/contract';
import { DEEP_SPAN, groupPlace } from '@fd/datagen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createNetworkService } from '../../src/modules/network/service';
import { runWithBudget } from '../../src/runtime/budget';
import type { NetworkRepository } from '../../src/store/types';
import { eventually } from '../eventually';
import { TEST_COMPANIES, TEST_SEED } from '../global-setup';
import { createTestApp, type TestApp } from '../helpers';
import { SpentBudget } from '../spent-budget';
import { findBySearch, importInto, writeParentCycle } from './import-helpers';

let t: TestApp;
let tmp: string;

async function network(id: number | string, depth?: string): Promise<NetworkResponse> {
  const response = await t.app.inject(`/api/companies/${id}/network${depth ? `?depth=${depth}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZNetworkResponse.parse(response.json());
}

const edgesBetween = (n: NetworkResponse, from: string, to: string) =>
  n.edges.filter((e) => e.from === from && e.to === to).map((e) => e.kind);

/** The first company at the given level of a holding group. */
function member(level: number): { id: number; head: number } {
  for (let id = 1; id <= TEST_COMPANIES; id++) {
    const place = groupPlace(TEST_SEED, TEST_COMPANIES, id);
    if (place !== null && place.level === level) return { id, head: place.head };
  }
  throw new Error(`no member at level ${level}`);
}

const importFiles = (job: ImportJob) => importInto(t, job);

const findCompany = (keyword: string, name: string) => findBySearch(t, keyword, name);

beforeAll(async () => {
  t = await createTestApp();
  tmp = mkdtempSync(join(tmpdir(), 'fd-network-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the network of a generated group company', () => {
  it('shows the direct and the ultimate parent and the people, one step out', async () => {
    const { id, head } = member(2);
    const parent = Math.floor(id / DEEP_SPAN);
    const n = await network(id);
    expect(n.depth).toBe(1);
    expect(n.nodes[0]).toMatchObject({ id: `c${id}`, kind: 'company', company_id: id, distance: 0 });
    expect(edgesBetween(n, `c${parent}`, `c${id}`)).toContain('direct_parent');
    expect(edgesBetween(n, `c${head}`, `c${id}`)).toContain('ultimate_parent');
    const people = n.nodes.filter((node) => node.kind === 'person');
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.distance === 1 && p.name !== '' && p.company_id === null)).toBe(true);
    expect(n.nodes.every((node) => node.distance <= 1)).toBe(true);
    expect(n.omitted).toBe(0);
  });

  it('reaches sister companies and a manager’s other companies two steps out', async () => {
    const { id } = member(2);
    const parent = Math.floor(id / DEEP_SPAN);
    const n = await network(id, '2');
    const sisters = n.edges.filter(
      (e) => e.from === `c${parent}` && e.kind === 'direct_parent' && e.to !== `c${id}`,
    );
    expect(sisters.length).toBeGreaterThan(0);
    expect(n.nodes.find((node) => node.id === sisters[0]!.to)?.distance).toBe(2);
    // A group manager (a person key) holds mandates in several companies of the answer.
    const managers = n.nodes.filter((node) => node.id.startsWith('pg'));
    expect(managers.length).toBeGreaterThan(0);
    const mandates = (personId: string) => n.edges.filter((e) => e.from === personId).length;
    expect(Math.max(...managers.map((m) => mandates(m.id)))).toBeGreaterThan(1);
    for (const e of n.edges.filter((e) => e.from.startsWith('p') || e.from.startsWith('r'))) {
      expect(['managing_director', 'board_member', 'authorised_signatory', 'officer']).toContain(e.kind);
      expect(e.role).not.toBeNull();
    }
  });

  it('marks ended mandates', async () => {
    let ended = 0;
    for (let level = 1; level <= 2 && ended === 0; level++) {
      const n = await network(member(level).head, '2');
      ended += n.edges.filter((e) => e.ended && e.until !== null).length;
    }
    expect(ended).toBeGreaterThan(0);
  });

  it('keeps the nearest and most popular nodes up to the bound, and counts the rest', async () => {
    // A large company whose whole network two steps out fits the bound (the largest ones' exceed it).
    let cid = 1;
    let whole = await network(cid, '2');
    while (whole.omitted > 0 || whole.nodes.length <= 40) whole = await network(++cid, '2');
    expect(whole.nodes.length).toBeLessThanOrEqual(NETWORK_MAX_NODES);
    const bounded = await createNetworkService(t.stores.companies, { maxNodes: 40 }).network(cid, 2);
    expect(bounded.nodes).toHaveLength(40);
    expect(bounded.omitted).toBe(whole.nodes.length + whole.omitted - 40);
    const ids = new Set(bounded.nodes.map((node) => node.id));
    expect(bounded.edges.every((e) => ids.has(e.from) && ids.has(e.to))).toBe(true);
    // Nearest first; within a distance, companies in popularity (id) order.
    const distances = bounded.nodes.map((node) => node.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of [1, 2]) {
      const ranked = bounded.nodes.filter((node) => node.distance === d && node.company_id !== null);
      const order = ranked.map((node) => node.company_id!);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    // What was left out is what ranks last in the whole answer.
    expect(bounded.nodes.map((node) => node.id)).toEqual(whole.nodes.slice(0, 40).map((node) => node.id));
  });

  it('lets the event loop turn before each store read once the slice is used up, with the same answer', async () => {
    const reads: string[] = [];
    const store = t.stores.companies.network;
    const counted = Object.fromEntries(
      (['companies', 'mandatesOfCompanies', 'mandatesOfPeople', 'mandate', 'relationships'] as const).map(
        (name) => [
          name,
          (...args: never[]) => {
            reads.push(name);
            return (store[name] as (...a: never[]) => unknown)(...args);
          },
        ],
      ),
    ) as unknown as NetworkRepository;
    const budget = new SpentBudget(60_000);
    const walked = await runWithBudget(budget, () =>
      createNetworkService({ ...t.stores.companies, network: counted }).network(member(2).id, 2),
    );
    // A walk two steps out reads the store many times, each read in a turn of its own.
    expect(reads.length).toBeGreaterThan(5);
    expect(budget.pauses).toBe(reads.length);
    expect(walked).toEqual(await network(member(2).id, '2'));
  });
});

describe('bad input', () => {
  it.each([
    ['/api/companies/abc/network', 400, 'company_id_invalid'],
    ['/api/companies/0/network', 400, 'company_id_invalid'],
    ['/api/companies/5/network?depth=3', 400, 'network_depth_invalid'],
    ['/api/companies/5/network?depth=0', 400, 'network_depth_invalid'],
    ['/api/companies/5/network?depth=x', 400, 'network_depth_invalid'],
    [`/api/companies/${TEST_COMPANIES + 1000}/network`, 404, 'company_not_found'],
  ])('%s answers %i %s', async (url, status, code) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code });
  });
});

describe('imported GLEIF parents', () => {
  beforeAll(async () => {
    await importFiles({
      source: 'gleif',
      leiFile: fixture('gleif-lei.csv.zip'),
      relationshipsFile: fixture('gleif-rr.csv'),
    });
  });

  it('appear as direct and ultimate parents from GLEIF', async () => {
    const mainufer = await findCompany('Mainufer Immobilien', 'Mainufer Immobilien GmbH & Co. KG');
    const isartal = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const hanse = await findCompany('Hanseatische Reederei', 'Hanseatische Reederei AG');
    // The relationships are written after the companies: search may find these before the
    // server has followed the rest of the import.
    const n = await eventually(
      () => network(mainufer),
      (answer) =>
        edgesBetween(answer, `c${isartal}`, `c${mainufer}`).length > 0 &&
        edgesBetween(answer, `c${hanse}`, `c${mainufer}`).length > 0,
      { what: 'the GLEIF parents in the network of Mainufer Immobilien' },
    );
    const direct = n.edges.find((e) => e.from === `c${isartal}` && e.to === `c${mainufer}`);
    expect(direct).toMatchObject({
      kind: 'direct_parent',
      source: 'gleif',
      since: '2015-01-01',
      ended: false,
    });
    expect(edgesBetween(n, `c${hanse}`, `c${mainufer}`)).toEqual(['ultimate_parent']);
    // From the parent's side, the child is found through the parent's LEI.
    expect(edgesBetween(await network(isartal), `c${isartal}`, `c${mainufer}`)).toContain('direct_parent');
    // Three searches and a wait of up to 20 s each: above the default 30 s.
  }, 90_000);

  it('show OffeneRegister officers as people with a person key', async () => {
    await importFiles({ source: 'offeneregister', file: fixture('offeneregister.jsonl.bz2') });
    const isartal = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const n = await eventually(
      () => network(isartal),
      (answer) => answer.nodes.some((node) => node.name === 'Katrin Obermaier'),
      { what: 'Katrin Obermaier in the network of Isartal Maschinenbau' },
    );
    const officer = n.nodes.find((node) => node.name === 'Katrin Obermaier');
    expect(officer).toMatchObject({ kind: 'person', id: 'por:katrin obermaier|munchen' });
    expect(n.edges.find((e) => e.from === officer!.id)).toMatchObject({
      to: `c${isartal}`,
      kind: 'managing_director',
      source: 'offeneregister',
      since: '2010-05-01',
    });
  }, 60_000);

  it('never loops on a cycle (A consolidated by B, B by A)', async () => {
    const file = writeParentCycle(tmp);
    await importFiles({ source: 'gleif', leiFile: fixture('gleif-lei.csv.zip'), relationshipsFile: file });
    const mainufer = await findCompany('Mainufer Immobilien', 'Mainufer Immobilien GmbH & Co. KG');
    const isartal = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const n = await eventually(
      () => network(isartal, '2'),
      (answer) =>
        edgesBetween(answer, `c${mainufer}`, `c${isartal}`).length > 0 &&
        edgesBetween(answer, `c${isartal}`, `c${mainufer}`).length > 0,
      { what: 'both directions of the cycle in the network of Isartal Maschinenbau' },
    );
    expect(edgesBetween(n, `c${mainufer}`, `c${isartal}`)).toContain('direct_parent');
    expect(edgesBetween(n, `c${isartal}`, `c${mainufer}`)).toContain('direct_parent');
    expect(n.nodes.filter((node) => node.id === `c${mainufer}`)).toHaveLength(1);
    expect(new Set(n.nodes.map((node) => node.id)).size).toBe(n.nodes.length);
  }, 90_000);
});
