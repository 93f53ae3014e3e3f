/**
 * The register sync end to end: the sync tests' local fake registers (GLEIF's golden-copy API
 * and OffeneRegister, apps/server/test/sync/) and a server of its own, started as an operator
 * runs Firmenradar on real data only — DATASET_COMPANIES=0 and SYNC_SOURCES=gleif on an empty
 * DATA_DIR — with the compiled server the Playwright config has just built.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FakeRegisters, startFakeRegisters } from '../../apps/server/test/sync/fake-registers';
import { firstPublication } from '../../apps/server/test/sync/registers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'apps/server/dist');

/** A GLEIF publish stamp ('YYYYMMDD-HHMM', UTC) `slotsBack` publishes (of 8 hours) before now. */
export function recentStamp(slotsBack: number): string {
  const slot = 8 * 3_600_000;
  const at = new Date(Math.floor(Date.now() / slot) * slot - slotsBack * slot);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(at.getUTCHours())}00`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RealOnlyServer {
  base: string;
  dataDir: string;
  registers: FakeRegisters;
  /** Lets the registers answer: until then the server's first sync waits for GLEIF. */
  openRegisters(): void;
  /** Everything the server (and the sync it runs) wrote. */
  output(): string;
  /** `node apps/server/dist/sync.js <args>` against this server's data, as cron runs it. */
  runSync(...args: string[]): Promise<{ code: number | null; output: string }>;
  stop(): Promise<void>;
}

export async function startRealOnlyServer(stamp: string): Promise<RealOnlyServer> {
  const registers = await startFakeRegisters(firstPublication(stamp));
  let openRegisters = () => {};
  registers.faults.gate = new Promise<void>((resolve) => {
    openRegisters = resolve;
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-e2e-real-only-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATASET_COMPANIES: '0',
    SYNC_SOURCES: 'gleif',
    SYNC_EVERY: '8h',
    GLEIF_GOLDEN_COPY_URL: registers.gleifUrl,
    WORKERS: '1',
    RATE_LIMIT_FACTOR: '50',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  let text = '';
  const server: ChildProcess = spawn(process.execPath, [join(DIST, 'main.js')], { cwd: ROOT, env });
  server.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  server.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the real-only server stopped:\n${text}`);
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the real-only server did not answer:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    dataDir,
    registers,
    openRegisters() {
      openRegisters();
      delete registers.faults.gate;
    },
    output: () => text,
    runSync: (...args) =>
      new Promise((resolve) => {
        const sync = spawn(process.execPath, [join(DIST, 'sync.js'), ...args], { cwd: ROOT, env });
        let output = '';
        sync.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
        });
        sync.stderr!.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
        });
        sync.once('exit', (code) => resolve({ code, output }));
      }),
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await registers.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
