import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { fileChecksum, SIDE_FILES } from '../../src/backup/files';
import type { StorePaths } from '../../src/backup/write-backup';
import { accountsPathFor, openStores } from '../../src/store';

export interface TestInstall {
  dataDir: string;
  stores: StorePaths;
  remove(): void;
}

/**
 * An embedded install of its own: a copy of the shared test dataset and an account store,
 * migrated once as a start would (both files exist, no process holds them).
 */
export async function createInstall(): Promise<TestInstall> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-backup-'));
  const dataset = join(dataDir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), dataset);
  const opened = await openStores({ kind: 'sqlite', path: dataset }, () => {});
  await opened.close();
  return {
    dataDir,
    stores: { dataDir, dataset, accounts: accountsPathFor(dataset) },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Each store file's SHA-256 and the side files beside it: what a refused restore must leave as it was. */
export function storeState(stores: StorePaths): Record<string, string> {
  const state: Record<string, string> = {};
  for (const path of [stores.dataset, stores.accounts]) {
    state[path] = fileChecksum(path).sha256;
    for (const suffix of SIDE_FILES) if (existsSync(path + suffix)) state[path + suffix] = 'present';
  }
  return state;
}

/** The entries of a folder, sorted ([] when it does not exist). */
export function entries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}
