import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorAnswer } from '../../src/errors';
import { eventually } from '../eventually';
import { freePort, type ServerProcess, spawnServer, waitFor, waitForHealth } from './server-process';

/** The node processes the primary started: the workers and the engine process. */
function childPids(primary: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' });
  return (
    children
      .split('\n')
      // The source entry through tsx or the run's build (spawnServer starts either).
      .filter((line) => /\bmain\.[jt]s\b/.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[0]))
  );
}

/** The pid of the last engine process that said it is ready. */
function enginePid(output: string): number | undefined {
  const ready = [...output.matchAll(/engine process (\d+) ready/g)].at(-1);
  return ready ? Number(ready[1]) : undefined;
}

// Similar companies are answered by the engine alone (docs/decisions/211).
const SIMILAR = '/api/companies/3/similar';
// The company page is read from the dataset file, by the worker.
const COMPANY = '/api/companies/3';

async function get(base: string, path: string, lang = 'de') {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-language': lang } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a server with an engine process (ENGINE_PROCESS=1) and two workers', () => {
  let dir: string;
  let server: ServerProcess;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-engine-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    const port = await freePort();
    server = spawnServer({
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      WORKERS: '2',
      ENGINE_PROCESS: '1',
      ENGINE_THREADS: '1',
    });
    base = `http://127.0.0.1:${port}`;
    await waitForHealth(server, base);
  }, 120_000);
  afterAll(async () => {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers searches through the workers from the engine process, on a socket of its owner', async () => {
    const engine = enginePid(server.output());
    expect(engine, server.output()).toBeDefined();
    expect(childPids(server.child.pid!)).toContain(engine);
    expect(statSync(join(dir, 'engine.sock')).mode & 0o777).toBe(0o600);
    const similar = await get(base, SIMILAR);
    expect(similar.status).toBe(200);
    expect((similar.body as { companies: unknown[] }).companies.length).toBeGreaterThan(0);
    expect((await get(base, '/api/landing_search?keyword=GmbH')).status).toBe(200);
  }, 90_000);

  it('answers 503, translated, while the engine process is away, and again once it is restarted', async () => {
    const engine = enginePid(server.output())!;
    const workers = childPids(server.child.pid!).filter((pid) => pid !== engine);
    expect(workers).toHaveLength(2);
    expect((await get(base, '/api/health')).body).toMatchObject({ status: 'ok', search: 'available' });
    process.kill(engine, 'SIGKILL');
    // The primary starts another at once; it is held (SIGSTOP) as soon as it exists, long before
    // it has loaded the index, so that the checks below see the engine away however slow they are.
    const restarted = await eventually(
      () => {
        const pid = childPids(server.child.pid!).find(
          (child) => child !== engine && !workers.includes(child),
        );
        if (pid !== undefined) process.kill(pid, 'SIGSTOP');
        return pid;
      },
      (pid) => pid !== undefined,
      { intervalMs: 5, timeoutMs: 60_000, what: () => `a new engine process; output:\n${server.output()}` },
    );
    // Both workers, whichever the primary hands each connection to, and both languages.
    for (const lang of ['en', 'de', 'en', 'de'] as const) {
      const away = await get(base, SIMILAR, lang);
      expect(away.status).toBe(503);
      expect(away.body).toStrictEqual(errorAnswer('unavailable', lang));
      // Health still answers 200 and names search as the part that is away.
      const health = await get(base, '/api/health', lang);
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'degraded', search: 'unavailable' });
      // The company page answers without its group, which the engine holds, and says so.
      const company = await get(base, COMPANY, lang);
      expect(company.status).toBe(200);
      expect(company.body).toMatchObject({ company: { company_id: 3 }, group_unavailable: true });
    }
    process.kill(restarted!, 'SIGCONT');
    await waitFor(
      () => (enginePid(server.output()) === restarted ? true : undefined),
      () => `the new engine process ready; output:\n${server.output()}`,
    );
    await waitFor(
      async () => ((await get(base, SIMILAR)).status === 200 ? true : undefined),
      () => `similar companies after the restart; output:\n${server.output()}`,
    );
    // Each worker reconnects on its own backoff: health says so once both are back.
    await waitFor(
      async () => {
        for (let i = 0; i < 4; i++)
          if ((await get(base, '/api/health')).body.search !== 'available') return undefined;
        return true;
      },
      () => `health after the restart; output:\n${server.output()}`,
    );
    expect((await get(base, '/api/health')).body).toMatchObject({ status: 'ok', search: 'available' });
    for (let i = 0; i < 4; i++) expect((await get(base, SIMILAR)).status).toBe(200);
    const company = await get(base, COMPANY);
    expect(company.status).toBe(200);
    expect(company.body).not.toHaveProperty('group_unavailable');
    expect(childPids(server.child.pid!).sort()).toStrictEqual([...workers, restarted].sort());
  }, 150_000);

  it('stops the engine process on SIGTERM and removes its socket', async () => {
    const pids = childPids(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    expect(existsSync(join(dir, 'engine.sock'))).toBe(false);
  });
});
