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
import { eventually } from '../eventually';
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

    // Wait until all three figures have followed the import, then check them.
    const after = await eventually(
      read,
      (now) =>
        now.statistics !== before.statistics &&
        now.health === now.statistics &&
        now.health > before.health &&
        now.germany > before.germany,
      { what: `the figures to count the ${created} imported companies (before: ${JSON.stringify(before)})` },
    );
    expect(after.health).toBeGreaterThan(before.health);
    expect(after.statistics).toBe(after.health);
    expect(after.germany).toBeGreaterThan(before.germany);
  });
});
