import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseTarget } from '../config';
import { buildSqliteDataset, createSqliteStore, sqliteDatasetExists } from './sqlite';
import type { BuildDatasetOptions } from './sqlite/dataset-build';
import type { Store } from './types';

export type { Store } from './types';

function unsupported(target: DatabaseTarget): never {
  throw new Error(
    `DATABASE_URL points at ${target.kind}, but this build ships the embedded SQLite store only; ` +
      'unset DATABASE_URL or use sqlite:<path>.',
  );
}

/** True when the configured database already holds a generated dataset. */
export function datasetExists(target: DatabaseTarget): boolean {
  return target.kind === 'sqlite' ? sqliteDatasetExists(target.path) : unsupported(target);
}

/** Generates the synthetic dataset into the configured database. */
export function buildDataset(target: DatabaseTarget, options: BuildDatasetOptions) {
  if (target.kind !== 'sqlite') unsupported(target);
  mkdirSync(dirname(target.path), { recursive: true });
  return buildSqliteDataset(target.path, options);
}

export function openStore(target: DatabaseTarget): Store {
  return target.kind === 'sqlite' ? createSqliteStore(target.path) : unsupported(target);
}
