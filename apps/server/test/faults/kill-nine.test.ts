import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createPostgresInstall } from '../postgres';
import {
  Client,
  freePort,
  login,
  registerAndVerify,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from './server-process';

const PASSWORD = 'correct horse 42';
const WORKERS = 8;
/** Acknowledgements before the kill: enough that every kind of write has been acknowledged. */
const ACKS_BEFORE_KILL = 60;
const ITEMS_PER_LIST = 12;

interface Acknowledged {
  lists: Map<string, number>;
  /** List name → the company ids of its one add-items request, when that was acknowledged. */
  items: Map<string, number[]>;
  watched: Set<number>;
  /** Company → what its acknowledged Refresh Data changed. */
  refreshed: Map<number, Refresh>;
}

interface Refresh {
  changes: { field: string; new_value: string | null }[];
  date_updated: string;
}

/** Distinct companies per list, so that a half-written request shows as a partial set. */
const itemsFor = (worker: number, index: number) =>
  Array.from({ length: ITEMS_PER_LIST }, (_, k) => 1 + (worker * 10 + index) * ITEMS_PER_LIST + k);

/** Writes as fast as WORKERS clients can until `stop` is set; records every 2xx. */
async function writeUntilKilled(client: Client, onAck: (inFlight: number) => void, stopped: () => boolean) {
  const acked: Acknowledged = {
    lists: new Map(),
    items: new Map(),
    watched: new Set(),
    refreshed: new Map(),
  };
  let inFlight = 0;
  const send = async <T>(method: string, path: string, body: unknown) => {
    inFlight++;
    try {
      return await client.request<T>(method, path, body);
    } finally {
      inFlight--;
    }
  };
  const worker = async (w: number) => {
    for (let i = 0; !stopped(); i++) {
      const name = `Kill ${w}-${i}`;
      const created = await send<{ list: { id: number } }>('POST', '/api/lists', { name });
      if (created.status !== 200) return;
      acked.lists.set(name, created.json.list.id);
      onAck(inFlight);
      const ids = itemsFor(w, i);
      const added = await send('POST', `/api/lists/${created.json.list.id}/items`, { company_ids: ids });
      if (added.status !== 200) return;
      acked.items.set(name, ids);
      onAck(inFlight);
      const company = 2000 + w * 100 + i;
      const watched = await send('POST', '/api/watchlist', { company_id: company });
      if (watched.status !== 200) return;
      acked.watched.add(company);
      onAck(inFlight);
      const source = 3000 + w * 100 + i;
      const refreshed = await send<Refresh>('POST', '/api/refreshData', { company_id: source });
      if (refreshed.status !== 200) return;
      acked.refreshed.set(source, refreshed.json);
      onAck(inFlight);
    }
  };
  await Promise.all(
    Array.from({ length: WORKERS }, (_, w) =>
      // A request cut off by the kill is simply not acknowledged.
      worker(w).catch(() => {}),
    ),
  );
  return acked;
}

async function startServer(env: Record<string, string>, dataDir: string) {
  const port = await freePort();
  const server = spawnServer({
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    RATE_LIMIT_FACTOR: '100',
  });
  return { server, base: `http://127.0.0.1:${port}` };
}

describe('kill -9 while writes are in flight', () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function run(env: Record<string, string>, dataDir: string) {
    const first = await startServer(env, dataDir);
    servers.push(first.server);
    await waitForHealth(first.server, first.base);
    const email = `kill-${process.pid}-${Date.now()}@example.at`;
    const client = new Client(first.base);
    await registerAndVerify(client, dataDir, email, PASSWORD);
    await login(client, email, PASSWORD);

    let acks = 0;
    let killed = false;
    let inFlightAtKill = 0;
    const acked = await writeUntilKilled(
      client,
      (inFlight) => {
        acks++;
        if (acks === ACKS_BEFORE_KILL) {
          killed = true;
          inFlightAtKill = inFlight;
          first.server.child.kill('SIGKILL');
        }
      },
      () => killed,
    );
    await first.server.exited;
    expect(first.server.child.signalCode).toBe('SIGKILL');
    // The other workers' requests were under way when the process died.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acked.lists.size).toBeGreaterThan(0);
    expect(acked.items.size).toBeGreaterThan(0);
    expect(acked.watched.size).toBeGreaterThan(0);
    expect(acked.refreshed.size).toBeGreaterThan(0);

    const second = await startServer(env, dataDir);
    servers.push(second.server);
    await waitForHealth(second.server, second.base);
    const after = new Client(second.base);
    await login(after, email, PASSWORD);

    const lists = await after.request<{ lists: { name: string; id: number }[] }>('GET', '/api/lists');
    expect(lists.status).toBe(200);
    const byName = new Map<string, number>(lists.json.lists.map((list) => [list.name, list.id]));
    for (const [name, id] of acked.lists) expect(byName.get(name), `list ${name}`).toBe(id);
    // Every list that survived, acknowledged or not, holds all of its one request's items or none.
    for (const [name, id] of byName) {
      const list = await after.request<{ items: { company_id: number }[] }>('GET', `/api/lists/${id}`);
      expect(list.status).toBe(200);
      const ids = list.json.items.map((item) => item.company_id).sort((a, b) => a - b);
      const [worker, index] = name.slice('Kill '.length).split('-').map(Number) as [number, number];
      if (acked.items.has(name)) expect(ids, `items of ${name}`).toEqual(acked.items.get(name));
      else if (ids.length > 0) expect(ids, `items of ${name}`).toEqual(itemsFor(worker, index));
    }
    const watchlist = await after.request<{ items: { company_id: number }[] }>('GET', '/api/watchlist');
    expect(watchlist.status).toBe(200);
    const watched = new Set(watchlist.json.items.map((item) => item.company_id));
    for (const company of acked.watched) expect(watched.has(company), `watched ${company}`).toBe(true);
    for (const [companyId, refresh] of acked.refreshed) {
      const page = await after.request<{ company: Record<string, unknown> }>(
        'GET',
        `/api/companies?cid=${companyId}`,
      );
      expect(page.status).toBe(200);
      expect(page.json.company.date_updated, `date_updated of ${companyId}`).toBe(refresh.date_updated);
      for (const change of refresh.changes)
        expect(page.json.company[change.field], `${change.field} of ${companyId}`).toBe(change.new_value);
    }
  }

  it('keeps every acknowledged write on SQLite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fd-kill-sqlite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    copyFileSync(inject('datasetTemplate'), join(dataDir, 'firmenradar.sqlite'));
    await run({}, dataDir);
  }, 180_000);

  it('keeps every acknowledged write on PostgreSQL', async () => {
    const install = await createPostgresInstall();
    cleanups.push(() => install.drop());
    await run({ DATABASE_URL: install.target.url }, install.dataDir);
  }, 180_000);
});
