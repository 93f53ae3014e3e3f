/**
 * An install for the sync tests on either engine, with the generated test dataset, the fake
 * registers' addresses in its configuration and a quiet progress display.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { SyncUi } from '../../src/sync/run-source';
import { openTestApp, type TestApp } from '../helpers';
import { createPostgresInstall } from '../postgres';
import type { FakeRegisters } from './fake-registers';

export type Engine = 'sqlite' | 'postgres';

/** A test app on `engine` whose sync fetches from `registers`. */
export async function syncInstall(
  engine: Engine,
  registers: FakeRegisters,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; drop(): Promise<void> }> {
  const settings = {
    GLEIF_GOLDEN_COPY_URL: registers.gleifUrl,
    OFFENEREGISTER_URL: registers.offeneRegisterUrl,
    ...env,
  };
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'fd-sync-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    const t = await openTestApp(dir, settings);
    return {
      t,
      async drop() {
        await t.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const install = await createPostgresInstall();
  const t = await openTestApp(install.dataDir, { DATABASE_URL: install.target.url, ...settings });
  return {
    t,
    async drop() {
      await t.close();
      await install.drop();
    },
  };
}

/** A progress display that keeps only the lines, for assertions. */
export function quietUi(): SyncUi & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    line: (text) => void lines.push(text),
    downloadStarted: () => {},
    downloadProgress: () => {},
    importStarted: () => {},
    importProgress: () => {},
    done: () => {},
  };
}
