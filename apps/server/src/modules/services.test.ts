import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type EmbeddedServer, loadConfig, openServer } from '../api';

describe('a serving process warming up', () => {
  let dir: string;
  let server: EmbeddedServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-warm-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    server = await openServer(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: '' }));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the counts, the name vocabulary and the city names once, before the first request', async () => {
    const { dataset, names, gazetteer } = server.stores.companies;
    const counts = vi.spyOn(dataset, 'counts');
    const vocabulary = vi.spyOn(names, 'vocabulary');
    const cityNames = vi.spyOn(gazetteer, 'cityNames');
    await server.services.warmUp();
    expect([counts, vocabulary, cityNames].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    // The first requests are answered from what was read.
    const health = await server.services.system.health();
    expect(health.dataset.companies).toBeGreaterThan(0);
    await server.services.search.landingSearch({ keyword: 'Bäckerei Müllr', limit: 25, offset: 0 }, false);
    expect([counts, vocabulary, cityNames].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('runs one dashboard search and one match before the first request (docs/decisions/217)', async () => {
    const { companySearch, matching } = server.stores.companies;
    const results = vi.spyOn(companySearch, 'results');
    const find = vi.spyOn(companySearch, 'find');
    const rows = vi.spyOn(matching, 'rows');
    await server.services.warmUp();
    // The engine's pass, the search's rows, the matcher's candidates.
    expect([find, results, rows].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    expect(rows.mock.calls[0]![0].length).toBeGreaterThan(0);
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
});
