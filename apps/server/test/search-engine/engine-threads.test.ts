import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BudgetExceeded, runWithBudget, WorkBudget } from '../../src/runtime/budget';
import { EngineProtocolError, type EngineRequest, type ThreadEngineClient } from '../../src/search-engine';
import { openStores } from '../../src/store';
import type { SqliteCompanyStore } from '../../src/store/sqlite';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import type { CompanyFilter, Stores } from '../../src/store/types';
import { HOLD_YIELDING, heldThreadEntry, nextHold, release } from './held-thread';

/**
 * Engine threads (docs/decisions/211 step 4) on a copy of the test dataset: a change the
 * serving process's engine took in is read by the threads once the applied batch was pushed,
 * also when it grew the columns into new buffers; a thread that ends is replaced, and its
 * request in flight is answered `unavailable`, not left waiting; a request whose client left is
 * stopped in its thread at once, which then answers the next.
 */
let dir: string;
let stores: Stores;
let store: SqliteCompanyStore;
let writer: SqliteDatabase;
let threads: ThreadEngineClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fd-engine-threads-'));
  const path = join(dir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), path);
  stores = await openStores({ kind: 'sqlite', path });
  store = stores.companies as SqliteCompanyStore;
  writer = openDatabase(path);
  threads = store.engineThreads(2);
});
afterAll(async () => {
  writer.close();
  await stores.close();
  rmSync(dir, { recursive: true, force: true });
});

type CompanyPage = Extract<EngineRequest, { kind: 'companyPage' }>;

const page = (must: CompanyFilter[]): CompanyPage => ({
  kind: 'companyPage',
  keyword: null,
  query: { area: null, filters: { must, atleast: [], exclusive: [] }, order: 'popularity' },
  offset: 0,
  limit: 5,
  cap: 1_000_000,
});
const ACTIVE = page([{ kind: 'legal_status', values: ['Active'] }]);
const ALL = page([]);

describe('engine threads', () => {
  it('read a change, and companies past the columns’ capacity, after the applied push', async () => {
    const before = await threads.ask(ACTIVE);
    const all = await threads.ask(ALL);
    const first = before.ids[0]!;
    const maxId = writer.prepare('SELECT max(company_id) FROM company_facets').pluck().get() as number;
    const pushed: number[][] = [];
    threads.onApplied((companyIds) => pushed.push(companyIds));
    const change = writer.prepare("INSERT INTO company_changes (company_id, source) VALUES (?, 'test')");
    const add = writer.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 1, 1, NULL, 48.2, 16.4)',
    );
    writer.transaction(() => {
      writer.prepare('UPDATE company_facets SET active = 0 WHERE company_id = ?').run(first);
      change.run(first);
      // More than the columns' spare room: they grow into new buffers the threads learn of.
      for (let id = maxId + 1; id <= 2 * maxId; id++) {
        add.run(id);
        change.run(id);
      }
    })();
    while ((await store.followChanges()) !== 0);
    expect(pushed.flat()).toContain(first);
    const after = await threads.ask(ACTIVE);
    expect(after.ids).not.toContain(first);
    expect(after.total).toBe(before.total - 1 + maxId);
    expect((await threads.ask(ALL)).total).toBe(all.total + maxId);
    // Both threads took the state in.
    const answers = await Promise.all([threads.ask(ALL), threads.ask(ALL)]);
    expect(answers.map((answer) => answer.total)).toStrictEqual([all.total + maxId, all.total + maxId]);
  });

  it('runs a request under what is left of the asking request’s work budget', async () => {
    const spent = runWithBudget(new WorkBudget(0), () => threads.ask(ALL));
    await expect(spent).rejects.toBeInstanceOf(BudgetExceeded);
    await expect(runWithBudget(new WorkBudget(60_000), () => threads.ask(ALL))).resolves.toMatchObject({
      keywordInvalid: false,
    });
  });

  it('replaces a thread that ended and answers its request in flight unavailable', async () => {
    // Both threads have started: each answered a request.
    await Promise.all([threads.ask(ALL), threads.ask(ALL)]);
    const [ended, other] = threads.threads;
    void ended!.terminate();
    // The thread with the fewest requests in flight, the first on a tie: the one ending.
    const lost = threads.ask(ALL);
    const error = await lost.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineProtocolError);
    expect((error as EngineProtocolError).code).toBe('unavailable');
    expect(threads.threads).toHaveLength(2);
    expect(threads.threads).not.toContain(ended);
    expect(threads.threads).toContain(other);
    const answers = await Promise.all([threads.ask(ALL), threads.ask(ALL)]);
    expect(answers[0]).toStrictEqual(answers[1]);
  });

  it('stops a request whose client left at once, and the thread answers the next', async () => {
    const one = store.engineThreads(1, heldThreadEntry());
    await one.ready();
    const holding = nextHold();
    const budget = new WorkBudget(600_000);
    const left = runWithBudget(budget, () =>
      one.ask({ kind: 'landingPage', keyword: HOLD_YIELDING, offset: 0, limit: 5 }),
    );
    // The thread holds it until released, which this test never does: only the cancel ends it.
    const held = await holding;
    try {
      budget.abort('client');
      await expect(left).rejects.toStrictEqual(new BudgetExceeded('client'));
      expect(await one.ask(ALL)).toStrictEqual(await threads.ask(ALL));
    } finally {
      release(held);
      await one.close();
    }
  });
});
