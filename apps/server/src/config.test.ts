import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ZEnv } from './config';

describe('configuration', () => {
  it('documents every variable it reads in the README table', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
    );
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
});
