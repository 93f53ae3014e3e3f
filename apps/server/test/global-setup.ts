import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSqliteDataset } from '../src/store/sqlite/dataset-build';

/** Companies in the shared test dataset: enough for every tier and page, built in seconds. */
export const TEST_COMPANIES = 8000;
export const TEST_SEED = 7;

declare module 'vitest' {
  export interface ProvidedContext {
    datasetTemplate: string;
  }
}

/** Builds one small dataset per test run; each test app works on its own copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fd-test-dataset-'));
  const path = join(dir, 'template.sqlite');
  await buildSqliteDataset(path, { companies: TEST_COMPANIES, seed: TEST_SEED });
  project.provide('datasetTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
