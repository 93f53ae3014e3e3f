import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listBackups } from '../../src/backup/folders';
import { verifyBackup } from '../../src/backup/restore';
import { fixture } from '../../src/importers/test-files';
import { COMMAND_SOURCES, WORKER_SOURCES } from '../../src/server-files';
import { pdfText } from '../pdf-text';
import { serverBuild } from '../server-build';
import { UNICODE_NAMES } from '../unicode-names';
import { freePort, type ServerProcess, spawnServer, waitFor, waitForHealth } from './server-process';

/**
 * The production build (npm start): bundles that run with plain node, without tsx. The build is
 * this run's, made once by the global setup into a folder of its own under apps/server, where the
 * bundles find node_modules as apps/server/dist does (docs/decisions/220).
 */
describe('the compiled server', () => {
  let out: string;
  let dir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    out = serverBuild();
    dir = mkdtempSync(join(tmpdir(), 'fd-compiled-'));
  });

  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  const node = (script: string, ...args: string[]) => nodeIn({}, script, ...args);
  const nodeIn = (env: Record<string, string>, script: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(out, script), ...args], {
      encoding: 'utf8',
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dir, ...env },
    });

  it('has a bundle for every entry and worker, the SQL beside them, and no tsx in any of them', () => {
    for (const name of [
      'main',
      'datagen',
      'import',
      'db-copy',
      'backup',
      'restore',
      'digest',
      ...Object.keys(COMMAND_SOURCES),
      ...Object.keys(WORKER_SOURCES),
    ])
      expect(existsSync(join(out, `${name}.js`)), name).toBe(true);
    expect(existsSync(join(out, 'store/sqlite/migrations/001_dataset.sql'))).toBe(true);
    expect(existsSync(join(out, 'store/sqlite/dataset-indexes.sql'))).toBe(true);
    expect(existsSync(join(out, 'store/sqlite/child-indexes.sql'))).toBe(true);
    expect(existsSync(join(out, 'store/postgres/migrations/dataset/001_dataset.sql'))).toBe(true);
    const bundles = readdirSync(out).filter((name) => name.endsWith('.js'));
    for (const name of bundles)
      expect(readFileSync(join(out, name), 'utf8'), name).not.toMatch(/["']tsx(\/|["'])/);
  });

  it('generates a dataset with the compiled command and its worker thread', () => {
    const result = node(
      'datagen.js',
      '--companies',
      '300',
      '--seed',
      '7',
      '--out',
      join(dir, 'generated.sqlite'),
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('companies   300 (seed 7)');
    // Only the server's report: the generator's own throughput measurement stays out of the bundle.
    expect(result.stdout).not.toContain('generator only');
  }, 60_000);

  it('reads a GLEIF file with the compiled import command in worker threads', () => {
    const result = node(
      'import.js',
      'gleif',
      '--lei',
      fixture('gleif-lei.csv.zip'),
      '--dry-run',
      '--workers',
      '2',
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('kept           12 (12 companies, 0 relationships, 0 officers)');
  }, 60_000);

  it('builds a PDF in the compiled render worker, with the embedded font', async () => {
    const pool = new Piscina({ filename: pathToFileURL(join(out, 'render-worker.js')).href, maxThreads: 1 });
    try {
      // The fields the register extract prints (the task is structured-cloned into the thread).
      const company = {
        company_name: UNICODE_NAMES.company,
        address: UNICODE_NAMES.address,
        address_country: 'AT',
        ID_GISA: '123456',
        ID_Fb: null,
        legal_form: 'GmbH',
        legal_status: 'aktiv',
        gegenstand: null,
        date_founded: null,
        date_updated: null,
      };
      const representatives = [
        { title: 'Geschäftsführer', name: UNICODE_NAMES.representative, representation: null },
      ];
      const bytes: Uint8Array = await pool.run({
        kind: 'register-extract',
        company,
        representatives,
        register: 'gisa',
        lang: 'de',
      });
      const text = pdfText(Buffer.from(bytes));
      expect(text).toContain(UNICODE_NAMES.company);
      expect(text).toContain(UNICODE_NAMES.representative);
    } finally {
      await pool.destroy();
    }
  }, 60_000);

  it('starts with plain node, forks its worker processes from the compiled main and answers', async () => {
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    const port = await freePort();
    server = spawnServer({
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      WORKERS: '2',
      BACKUP_EVERY: '24h',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(server, base);
    expect(server.output()).toContain('starting 2 worker processes');
    const health = (await (await fetch(`${base}/api/health`)).json()) as { status: string; engine: string };
    expect(health).toMatchObject({ status: 'ok', engine: 'sqlite' });
  }, 120_000);

  it('backs up beside the running server, by its primary and by the command, and restores once it stopped', async () => {
    // The primary's first scheduled backup, written by the compiled backup thread.
    await waitFor(
      () => (server!.output().includes('scheduled backup written to') ? true : undefined),
      () => `a scheduled backup; output:\n${server!.output()}`,
    );
    expect(listBackups(join(dir, 'backups')).map((backup) => backup.manifest.taken_by)).toEqual(['schedule']);

    const backedUp = node('backup.js');
    expect(backedUp.status, backedUp.stderr).toBe(0);
    const backup =
      /^Backup written to (\S+) \(firmenradar\.sqlite [\d.]+ MB, accounts\.sqlite [\d.]+ MB\)\.$/m.exec(
        backedUp.stdout,
      )?.[1];
    expect(backup, backedUp.stdout).toBeDefined();
    expect(verifyBackup(backup!).taken_by).toBe('command');

    const refused = nodeIn({ LANG: 'de_AT.UTF-8' }, 'restore.js', backup!);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('ist in einem anderen Prozess geöffnet');
    expect(refused.stderr).toContain('Es wurde nichts wiederhergestellt.');

    await server!.kill('SIGTERM');
    server = undefined;
    const restored = node('restore.js', backup!);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of \S+ into /);
  }, 120_000);
});
