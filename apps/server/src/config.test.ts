import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ZEnv } from './config';

describe('configuration', () => {
  it('documents every variable it reads in docs/configuration.md', () => {
    const table = readFileSync(resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');
    const missing = Object.keys(ZEnv.shape).filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('names a bad value of the process model in its message', () => {
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ SEARCH_BUDGET_MS: '-1' })).toThrow(/SEARCH_BUDGET_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ WORKERS: '3', SEARCH_BUDGET_MS: '500' })).toMatchObject({
      workers: 3,
      searchBudgetMs: 500,
    });
  });

  it('takes the origin of PUBLIC_URL for the Origin check only when it is set', () => {
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://firmenradar.example/app/' })).toMatchObject({
      publicUrl: 'https://firmenradar.example/app',
      publicOrigin: 'https://firmenradar.example',
    });
    expect(() => loadConfig({ PUBLIC_URL: 'firmenradar.example' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the backup period and count, and names a bad one with what it should look like', () => {
    expect(loadConfig({}).backup).toEqual({ everyMs: null, keep: 7 });
    expect(loadConfig({ BACKUP_EVERY: '24h', BACKUP_KEEP: '3' }).backup).toEqual({
      everyMs: 86_400_000,
      keep: 3,
    });
    expect(loadConfig({ BACKUP_EVERY: '30m' }).backup.everyMs).toBe(1_800_000);
    expect(loadConfig({ BACKUP_EVERY: '7d' }).backup.everyMs).toBe(604_800_000);
    for (const period of ['24', '0h', '30s', '1.5h', 'daily', ''])
      expect(() => loadConfig({ BACKUP_EVERY: period }), period).toThrow(
        'BACKUP_EVERY: a period such as 30m, 24h or 7d',
      );
    expect(() => loadConfig({ BACKUP_EVERY: '400d' })).toThrow('BACKUP_EVERY: at most 366d');
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads the sync schedule and refuses a bad one with the variable named', () => {
    expect(loadConfig({}).sync).toMatchObject({ sources: [], everyMs: 8 * 3_600_000, firstRunAfterMs: 5000 });
    expect(loadConfig({ SYNC_FIRST_RUN_AFTER_MS: '0' }).sync.firstRunAfterMs).toBe(0);
    expect(() => loadConfig({ SYNC_FIRST_RUN_AFTER_MS: '-1' })).toThrow(/SYNC_FIRST_RUN_AFTER_MS/);
    expect(() => loadConfig({ SYNC_FIRST_RUN_AFTER_MS: '3600001' })).toThrow(/SYNC_FIRST_RUN_AFTER_MS/);
    expect(() => loadConfig({ SYNC_FIRST_RUN_AFTER_MS: 'soon' })).toThrow(/SYNC_FIRST_RUN_AFTER_MS/);
    expect(loadConfig({ SYNC_SOURCES: 'GLEIF, offeneregister', SYNC_EVERY: '30m' }).sync).toMatchObject({
      sources: ['gleif', 'offeneregister'],
      everyMs: 30 * 60_000,
    });
    expect(() => loadConfig({ SYNC_EVERY: '8' })).toThrow(
      'Invalid configuration: SYNC_EVERY: a duration from 1m to 7d, such as 30m, 8h or 1d',
    );
    expect(() => loadConfig({ SYNC_EVERY: '30d' })).toThrow(/SYNC_EVERY/);
    expect(() => loadConfig({ SYNC_SOURCES: 'gleif,handelsregister' })).toThrow(
      'Invalid configuration: SYNC_SOURCES: a comma-separated list of gleif, offeneregister',
    );
    expect(() => loadConfig({ GLEIF_GOLDEN_COPY_URL: 'goldencopy.gleif.org' })).toThrow(
      /GLEIF_GOLDEN_COPY_URL: an http:\/\/ or https:\/\/ URL/,
    );
  });
});
