import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../scripts/build';
import { migratePostgresAccounts } from '../src/store/postgres/account-store';
import { createPools, migrate } from '../src/store/postgres/database';
import { copyIntoPostgres } from '../src/store/postgres/dataset-load';
import { openSqliteDataset } from '../src/store/sqlite';
import { buildSqliteDataset } from '../src/store/sqlite/dataset-build';
import { createTestDatabase } from './postgres';

/** Companies in the shared test dataset: enough for every tier and page, built in seconds. */
export const TEST_COMPANIES = 8000;
export const TEST_SEED = 7;

declare module 'vitest' {
  export interface ProvidedContext {
    datasetTemplate: string;
    /** A PostgreSQL database holding the migrated test dataset, copied for each test install. */
    postgresTemplate: string;
    /** The compiled server of this run (apps/server/scripts/build.ts), built from the sources under test. */
    serverBuild: string;
  }
}

interface TestTemplates {
  datasetTemplate: string;
  postgresTemplate: string;
  serverBuild: string;
  remove(): Promise<void>;
}

/**
 * The templates of this run and how many projects use them. Each server project runs this setup
 * (four since docs/decisions/199); they share one build, kept on `globalThis` because a project
 * may load this module apart from the others, and the last project to finish removes it.
 */
const shared = globalThis as typeof globalThis & {
  fdTestTemplates?: { templates: Promise<TestTemplates>; users: number };
};

/** Builds one small dataset per test run; each test app works on its own copy. */
export default async function setup(project: TestProject) {
  shared.fdTestTemplates ??= { templates: buildTemplates(), users: 0 };
  const entry = shared.fdTestTemplates;
  entry.users++;
  const templates = await entry.templates;
  project.provide('datasetTemplate', templates.datasetTemplate);
  project.provide('postgresTemplate', templates.postgresTemplate);
  project.provide('serverBuild', templates.serverBuild);
  return async () => {
    entry.users--;
    if (entry.users > 0) return;
    shared.fdTestTemplates = undefined;
    await templates.remove();
  };
}

async function buildTemplates(): Promise<TestTemplates> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-test-dataset-'));
  const path = join(dir, 'template.sqlite');
  const [build] = await Promise.all([
    buildServerForRun(),
    buildSqliteDataset(path, { companies: TEST_COMPANIES, seed: TEST_SEED }),
  ]);
  const postgres = await createPostgresTemplate(path);
  return {
    datasetTemplate: path,
    postgresTemplate: postgres.name,
    serverBuild: build,
    async remove() {
      await postgres.drop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(build, { recursive: true, force: true });
    },
  };
}

/**
 * The production build of the sources under test, made once per run into a folder of its own
 * (never apps/server/dist, which `npm run build` owns): the fault and sync tests start their
 * server processes, commands and worker threads from it, which start several times faster than
 * through tsx (docs/decisions/220). It lies under apps/server, where the bundles find
 * node_modules as dist does.
 */
async function buildServerForRun(): Promise<string> {
  const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'test-build-'));
  await buildServer(out);
  return out;
}

/** The test dataset in a migrated PostgreSQL database, loaded once per run. */
async function createPostgresTemplate(sqlitePath: string) {
  const database = await createTestDatabase();
  const pools = createPools(database.url, []);
  const dataset = openSqliteDataset(sqlitePath);
  try {
    await migratePostgresAccounts(pools.primary);
    await migrate(pools.primary);
    await copyIntoPostgres(pools, { dataset });
  } finally {
    dataset.close();
    await pools.close();
  }
  return { name: new URL(database.url).pathname.slice(1), drop: database.drop };
}
