/**
 * Derived figures follow an import into a running server (both engines): the statistics page,
 * the country counts and the health endpoint count the imported companies within seconds,
 * without a restart, although each was read (and cached) before the import.
 */
import { ZCountryStatsResponse, ZHealthResponse, ZStatisticsResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { openImportStore } from '../../src/store';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;

const read = async () => {
  const statistics = ZStatisticsResponse.parse((await t.app.inject('/api/statistics')).json()).statistics;
  const countries = ZCountryStatsResponse.parse(
    (await t.app.inject('/api/companiesCountryStats')).json(),
  ).stats;
  const health = ZHealthResponse.parse((await t.app.inject('/api/health')).json());
  return {
    statistics: statistics.overview.total_companies,
    germany: countries.find((row) => row.address_country === 'Germany')?.cnt ?? 0,
    health: health.dataset.companies,
  };
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('derived figures after an import', () => {
  it('count the imported companies on the statistics page, in the country counts and in health', async () => {
    const before = await read();
    expect(before.statistics).toBe(before.health);

    const store = await openImportStore(t.config.database, () => {});
    let created = 0;
    try {
      const [summary] = await runImport(
        { source: 'gleif', leiFile: fixture('gleif-lei.csv') },
        { sink: createStoreSink(store), workers: 0 },
      );
      created = summary!.companies;
      await store.finish();
    } finally {
      await store.close();
    }
    expect(created).toBeGreaterThan(0);

    let after = before;
    for (let i = 0; i < 50; i++) {
      after = await read();
      if (after.statistics !== before.statistics && after.health === after.statistics) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after.health).toBeGreaterThan(before.health);
    expect(after.statistics).toBe(after.health);
    expect(after.germany).toBeGreaterThan(before.germany);
  });
});
