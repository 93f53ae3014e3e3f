import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type EmbeddedServer, loadConfig, openServer } from '../api';
import { WARM_UP_NAMES } from './matching/matcher';

describe('a serving process warming up', () => {
  let dir: string;
  let server: EmbeddedServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-warm-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    // The spies watch this thread's stores: the engine stays in process here (engine threads'
    // own start and warm-up: test/integration/engine-threads-serving.test.ts).
    server = await openServer(
      loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: '', ENGINE_THREADS: '0' }),
    );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the counts, the name vocabulary and the city names once, before the first request', async () => {
    const { dataset, names, gazetteer } = server.stores.companies;
    const counts = vi.spyOn(dataset, 'counts');
    // The vocabulary is read in pages from the engine's load on, maybe before this spy watches.
    const vocabulary = vi.spyOn(names, 'vocabularyPage');
    const cityNames = vi.spyOn(gazetteer, 'cityNames');
    await server.services.warmUp();
    const vocabularyPages = vocabulary.mock.calls.length;
    expect([counts, cityNames].map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
    // The first requests are answered from what was read.
    const health = await server.services.system.health();
    expect(health.dataset.companies).toBeGreaterThan(0);
    await server.services.search.landingSearch({ keyword: 'Bäckerei Müllr', limit: 25, offset: 0 }, false);
    expect([counts, vocabulary, cityNames].map((spy) => spy.mock.calls.length)).toEqual([
      1,
      vocabularyPages,
      1,
    ]);
  });
  it("matches the top names, whole and by a word, sorting a word's companies closest first", async () => {
    const { matching, companies } = server.stores.companies;
    const rows = vi.spyOn(matching, 'rows');
    const closestNames = vi.spyOn(companies, 'suggestions');
    await server.services.warmUp();
    // Each name whole and by its first word: every one a match with its candidates' rows.
    expect(rows.mock.calls.length).toBeGreaterThanOrEqual(WARM_UP_NAMES);
    expect(closestNames).toHaveBeenCalled();
  });

  it('runs one dashboard search before the first request (docs/decisions/217)', async () => {
    const { companySearch } = server.stores.companies;
    const results = vi.spyOn(companySearch, 'results');
    const find = vi.spyOn(companySearch, 'find');
    await server.services.warmUp();
    // The engine's pass and the search's rows.
    expect([find, results].map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
  });

  it('starts when the gazetteer does not know the city of the first company', async () => {
    const { companies } = await server.services.topCompanies.page({ offset: 0, limit: 1 });
    const unknown = { ...companies[0]!, address_city: 'Nirgendwo an der Wolke' };
    vi.spyOn(server.services.topCompanies, 'page').mockResolvedValue({
      success: true,
      total: 1,
      companies: [unknown],
    });
    await expect(server.services.warmUp()).resolves.toBeUndefined();
  });

  it('starts the render threads and builds a financial report in them, before the first document (docs/decisions/217)', async () => {
    const { render } = server.services;
    const warmUp = vi.spyOn(render, 'warmUp');
    await server.services.warmUp();
    expect(warmUp.mock.calls.map(([task]) => task.kind)).toEqual(['financial-report']);
    expect(await warmUp.mock.results[0]!.value).toBe(1);
    expect(render.threads()).toBe(1);
  });
});
