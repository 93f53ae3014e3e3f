/**
 * The primary's restart in the cluster bench: both servers take writes (lead-list items and
 * Refresh Data) one after another while PostgreSQL's primary is stopped for `downSeconds` and
 * started again. Reports what the clients saw (answers by status), how long after the start
 * each server acknowledged writes again, and whether every acknowledged write is there
 * afterwards: list items in the list read through the other server, refreshed values in both
 * servers' company pages.
 */
import { spawnSync } from 'node:child_process';
import { type ClusterNode, send, sleep, uptimeLoad } from './cluster-http';
import { random } from './queries';

/** Writing before the stop, and after every server has recovered. */
const STEADY_MS = 5_000;
/** The longest wait for a server to acknowledge writes again after the start. */
const RECOVERY_LIMIT_MS = 60_000;
/** The longest wait for an acknowledged refresh to show on both servers afterwards. */
const SETTLE_LIMIT_MS = 30_000;
/** Pause between one writer's writes. */
const WRITE_PAUSE_MS = 20;

interface Written {
  server: ClusterNode['name'];
  kind: 'list item' | 'refresh';
  companyId: number;
  status: number;
  /** Milliseconds after the stop began when the answer came. */
  at: number;
  changes: { field: string; new_value: string | null }[];
}

export interface ServerOutage {
  server: ClusterNode['name'];
  writes: number;
  acknowledged: number;
  /** Answers by status ('0': none, the connection failed or 10 s passed). */
  refused: Record<string, number>;
  /** From the primary's start (its command returned) to this server's first acknowledged write of each kind. */
  recoveryMs: number | null;
}

export interface RestartReport {
  cluster: string;
  startedAt: string;
  downSeconds: number;
  /** How long the stop and start commands took. */
  stopMs: number;
  startMs: number;
  servers: ServerOutage[];
  acknowledged: number;
  /** Acknowledged writes missing afterwards (target 0). */
  lost: number;
  lostWrites: { server: string; kind: string; companyId: number }[];
  /** Writes answered with an error that were kept nonetheless (a commit whose answer was lost). */
  refusedButKept: number;
  loadAverage: { before: number; after: number };
}

/** The PostgreSQL cluster serving `port` (version and name, as pg_ctlcluster takes them). */
function clusterOn(port: number): [string, string] {
  const listing = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  const line = listing.stdout
    .split('\n')
    .map((row) => row.trim().split(/\s+/))
    .find((fields) => fields[2] === String(port));
  if (!line) throw new Error(`no PostgreSQL cluster on port ${port} (pg_lsclusters)`);
  return [line[0]!, line[1]!];
}

function pgCtl(cluster: [string, string], action: 'stop' | 'start'): number {
  const started = performance.now();
  const run = spawnSync('pg_ctlcluster', [...cluster, action], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pg_ctlcluster ${cluster.join(' ')} ${action}: ${run.stderr}`);
  return performance.now() - started;
}

export async function primaryRestart(
  nodes: ClusterNode[],
  options: { port: number; companies: number; downSeconds: number },
): Promise<RestartReport> {
  const cluster = clusterOn(options.port);
  const before = uptimeLoad();
  const lists = new Map<ClusterNode['name'], number>();
  for (const node of nodes) {
    const created = await send(node, 'POST', '/api/lists', {
      name: `cluster restart ${node.name} ${Date.now()}`,
    });
    if (created.status !== 200) throw new Error(`creating a list on ${node.name} answered ${created.status}`);
    lists.set(node.name, created.json.list.id);
  }
  const written: Written[] = [];
  let origin = performance.now();
  let running = true;
  const next = random(Date.now() % 2 ** 31);
  const writers = nodes.flatMap((node, index) => {
    // Each server refreshes its own companies (odd or even ids): a second refresh of a company on one day changes nothing.
    const refreshId = () => 1 + index + 2 * Math.floor((next() * (options.companies - 2)) / 2);
    let listed = 1 + index;
    const write = async (kind: Written['kind']) => {
      while (running) {
        const companyId = kind === 'list item' ? listed : refreshId();
        if (kind === 'list item') listed += nodes.length;
        const answer =
          kind === 'list item'
            ? await send(node, 'POST', `/api/lists/${lists.get(node.name)}/items`, {
                company_ids: [companyId],
              })
            : await send(node, 'POST', '/api/refreshData', { company_id: companyId });
        written.push({
          server: node.name,
          kind,
          companyId,
          status: answer.status,
          at: answer.at - origin,
          changes: kind === 'refresh' && answer.status === 200 ? answer.json.changes : [],
        });
        await sleep(WRITE_PAUSE_MS);
      }
    };
    return [write('list item'), write('refresh')];
  });

  await sleep(STEADY_MS);
  const startedAt = new Date().toISOString();
  origin = performance.now();
  const stopMs = pgCtl(cluster, 'stop');
  await sleep(options.downSeconds * 1000);
  const startMs = pgCtl(cluster, 'start');
  const upAt = performance.now() - origin;
  const recovered = () =>
    nodes.every((node) =>
      (['list item', 'refresh'] as const).every((kind) =>
        written.some((w) => w.server === node.name && w.kind === kind && w.status === 200 && w.at > upAt),
      ),
    );
  while (!recovered() && performance.now() - origin - upAt < RECOVERY_LIMIT_MS) await sleep(100);
  await sleep(STEADY_MS);
  running = false;
  await Promise.all(writers);

  const servers = nodes.map((node): ServerOutage => {
    const own = written.filter((w) => w.server === node.name);
    const refused: Record<string, number> = {};
    for (const w of own.filter((w) => w.status !== 200)) refused[w.status] = (refused[w.status] ?? 0) + 1;
    const firstAfter = (['list item', 'refresh'] as const).map(
      (kind) => own.find((w) => w.kind === kind && w.status === 200 && w.at > upAt)?.at,
    );
    return {
      server: node.name,
      writes: own.length,
      acknowledged: own.filter((w) => w.status === 200).length,
      refused,
      recoveryMs: firstAfter.every((at) => at !== undefined)
        ? Math.round(Math.max(...firstAfter) - upAt)
        : null,
    };
  });
  const { lost, refusedButKept } = await missing(nodes, lists, written);
  for (const [, listId] of lists) await send(nodes[0]!, 'DELETE', `/api/lists/${listId}`);
  return {
    cluster: cluster.join('/'),
    startedAt,
    downSeconds: options.downSeconds,
    stopMs: Math.round(stopMs),
    startMs: Math.round(startMs),
    servers,
    acknowledged: written.filter((w) => w.status === 200).length,
    lost: lost.length,
    lostWrites: lost.map(({ server, kind, companyId }) => ({ server, kind, companyId })),
    refusedButKept,
    loadAverage: { before, after: uptimeLoad() },
  };
}

/** Every list item the API holds, page by page (read through `node`). */
async function listItems(node: ClusterNode, listId: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 100) {
    const page = await send(node, 'GET', `/api/lists/${listId}?limit=100&offset=${offset}`);
    if (page.status !== 200)
      throw new Error(`reading list ${listId} on ${node.name} answered ${page.status}`);
    for (const item of page.json.items as { company_id: number }[]) ids.add(item.company_id);
    if (page.json.items.length < 100) return ids;
  }
}

/**
 * The acknowledged writes that are not there: a list item missing from its list read through
 * the other server, or a refreshed value that neither server shows after SETTLE_LIMIT_MS.
 */
async function missing(nodes: ClusterNode[], lists: Map<ClusterNode['name'], number>, written: Written[]) {
  const other = (name: string) => nodes.find((node) => node.name !== name) ?? nodes[0]!;
  const kept = new Map<string, Set<number>>();
  for (const [name, listId] of lists) kept.set(name, await listItems(other(name), listId));
  const lost: Written[] = written.filter(
    (w) => w.kind === 'list item' && w.status === 200 && !kept.get(w.server)!.has(w.companyId),
  );
  const refusedButKept = written.filter(
    (w) => w.kind === 'list item' && w.status !== 200 && kept.get(w.server)!.has(w.companyId),
  ).length;
  const refreshes = written.filter((w) => w.kind === 'refresh' && w.status === 200 && w.changes.length > 0);
  const settled = performance.now();
  const shows = async (node: ClusterNode, refresh: Written) => {
    for (;;) {
      const detail = await send(node, 'GET', `/api/companies?cid=${refresh.companyId}`);
      if (
        detail.status === 200 &&
        refresh.changes.every((change) => detail.json.company[change.field] === change.new_value)
      )
        return true;
      if (performance.now() - settled > SETTLE_LIMIT_MS) return false;
      await sleep(50);
    }
  };
  for (const refresh of refreshes) {
    const everywhere = await Promise.all(nodes.map((node) => shows(node, refresh)));
    if (everywhere.includes(false)) lost.push(refresh);
  }
  return { lost, refusedButKept };
}
