import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitFor, waitForHealth } from './server-process';

/** The node processes the primary started (tsx's esbuild helper is not one of them). */
function workerPids(primary: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' });
  return children
    .split('\n')
    .filter((line) => line.includes('main.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** GET /api/health on a connection of its own, given up after `timeoutMs`. */
function healthOnce(base: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}/api/health`, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/**
 * Health as a client with one retry sees it. A kept-alive connection to a killed worker dies
 * with it, and so does a connection the primary handed to it in the instant of the kill: no
 * process can answer for a process killed with -9. A retry reaches a live worker.
 */
async function health(base: string): Promise<number> {
  try {
    return await healthOnce(base, 3000);
  } catch {
    return healthOnce(base, 3000);
  }
}

describe('a server with two worker processes', () => {
  let dir: string;
  let server: ServerProcess;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-cluster-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    const port = await freePort();
    // From TypeScript, as npm run dev starts it: the one server test of that path, where the
    // worker processes are forked through tsx too (docs/decisions/220).
    server = spawnServer(
      {
        PORT: String(port),
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        WEB_DIST: '',
        WORKERS: '2',
      },
      'source',
    );
    base = `http://127.0.0.1:${port}`;
    await waitForHealth(server, base);
  });
  afterAll(async () => {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves from two processes and merges their metrics', async () => {
    const pids = await waitFor(
      () => (workerPids(server.child.pid!).length === 2 ? workerPids(server.child.pid!) : undefined),
      () => `two workers; output:\n${server.output()}`,
    );
    expect(pids).toHaveLength(2);
    for (let i = 0; i < 10; i++) expect(await health(base)).toBe(200);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    const served =
      /firmenradar_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)/.exec(
        metrics,
      );
    // Every health request so far, whichever worker answered it.
    expect(Number(served?.[1])).toBeGreaterThanOrEqual(11);
    // Above waitFor's 60 s bound, so that its message names what was missing.
  }, 90_000);

  it('replaces a worker killed with -9 while the other keeps serving', async () => {
    const [victim, survivor] = workerPids(server.child.pid!);
    process.kill(victim!, 'SIGKILL');
    for (let i = 0; i < 20; i++) expect(await health(base)).toBe(200);
    const replaced = await waitFor(
      () => {
        const pids = workerPids(server.child.pid!);
        return pids.length === 2 && !pids.includes(victim!) ? pids : undefined;
      },
      () => `a new worker; output:\n${server.output()}`,
    );
    expect(replaced).toContain(survivor);
  }, 120_000);

  it('stops all workers on SIGTERM', async () => {
    const pids = workerPids(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
