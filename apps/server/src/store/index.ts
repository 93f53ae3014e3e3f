import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseTarget } from '../config';
import {
  buildSqliteDataset,
  createSqliteAccountStore,
  createSqliteCompanyStore,
  openSqliteAccountDatabase,
  openSqliteDataset,
  sqliteDatasetExists,
} from './sqlite';
import type { BuildDatasetOptions } from './sqlite/dataset-build';
import { moveLegacyAccounts } from './sqlite/legacy-accounts';
import type { Stores } from './types';

export type { Stores } from './types';

function unsupported(target: DatabaseTarget): never {
  throw new Error(
    `DATABASE_URL points at ${target.kind}, but this build ships the embedded SQLite store only; ` +
      'unset DATABASE_URL or use sqlite:<path>.',
  );
}

/** The account store's file: beside the dataset, so that replacing the dataset leaves it alone. */
export function accountsPathFor(datasetPath: string): string {
  return join(dirname(datasetPath), 'accounts.sqlite');
}

/** True when the configured database already holds a generated dataset. */
export function datasetExists(target: DatabaseTarget): boolean {
  return target.kind === 'sqlite' ? sqliteDatasetExists(target.path) : unsupported(target);
}

/**
 * Moves the accounts of an older install out of its dataset file, once: before a start opens
 * the stores, and before a new dataset replaces the file.
 */
function secureLegacyAccounts(datasetPath: string): void {
  if (!sqliteDatasetExists(datasetPath)) return;
  const dataset = openSqliteDataset(datasetPath);
  const accounts = openSqliteAccountDatabase(accountsPathFor(datasetPath));
  try {
    moveLegacyAccounts(dataset, accounts, datasetPath);
  } finally {
    accounts.close();
    dataset.close();
  }
}

/** Generates the synthetic dataset into the configured database; accounts are kept. */
export async function buildDataset(target: DatabaseTarget, options: BuildDatasetOptions) {
  if (target.kind !== 'sqlite') unsupported(target);
  mkdirSync(dirname(target.path), { recursive: true });
  secureLegacyAccounts(target.path);
  return buildSqliteDataset(target.path, options);
}

/** Opens the account store and the company dataset of the configured database. */
export async function openStores(target: DatabaseTarget): Promise<Stores> {
  if (target.kind !== 'sqlite') unsupported(target);
  mkdirSync(dirname(target.path), { recursive: true });
  const datasetDb = openSqliteDataset(target.path);
  const accountDb = openSqliteAccountDatabase(accountsPathFor(target.path));
  try {
    moveLegacyAccounts(datasetDb, accountDb, target.path);
  } catch (error) {
    accountDb.close();
    datasetDb.close();
    throw error;
  }
  const accounts = createSqliteAccountStore(accountDb);
  const companies = createSqliteCompanyStore(datasetDb);
  return {
    accounts,
    companies,
    async close() {
      await companies.close();
      await accounts.close();
    },
  };
}
