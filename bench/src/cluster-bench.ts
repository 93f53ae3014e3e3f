/**
 * npm run bench -- cluster [--companies 250000 --seconds 10 --connections 8 --rounds 2 --writes 50
 *                           --replica --restart]
 *
 * Two servers on one PostgreSQL database (the load bench's `firmenradar_bench_<companies>`,
 * which must exist: `npm run bench -- --engine postgres --companies N` makes it), each the
 * compiled server as `npm start` runs it, on its own port and data directory; with `--replica`
 * both read from the streaming replica (DATABASE_REPLICA_URLS, port 5433). Measures:
 * - the load bench's mixed load against server A alone and spread over both (half the
 *   connections each), in alternating rounds, with the cores' busy share and an idle Node
 *   process's longest event-loop delay beside each window (the control: what waiting for a core costs);
 * - the change lag from a write on A to B's HTTP API showing it (cluster-lag.ts);
 * - with `--restart` only, as it stops the machine's PostgreSQL for everyone: the primary
 *   stopped for 10 s while both servers take writes (cluster-restart.ts).
 * Writes JSON to bench/results/<date>-cluster-<companies>.json and the tables into
 * docs/benchmarks.md (block `cluster`).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { datasetExists, loadConfig, openServer } from '@fd/server';
import { benchPort, benchServerEnv, buildServer, startBenchServer } from './bench-server';
import { benchSession } from './bench-session';
import { CLUSTER_BENCH_USAGE, parseClusterBenchArgs } from './cluster-bench-options';
import { type ClusterNode, uptimeLoad } from './cluster-http';
import { importBatchLag, listItemLag, refreshLag } from './cluster-lag';
import { type ClusterReport, clusterMarkdown, type LoadWindow } from './cluster-report';
import { primaryRestart } from './cluster-restart';
import { cannon, landingRequests, mixedRequests, percentile } from './load';
import { idleLoop } from './loop-figures';
import { exitWithUsage } from './options';
import { withPostgresAdmin } from './postgres-admin';
import { drawQueries } from './queries';
import { benchMachine, withBlock } from './report';

const ROOT = resolve(import.meta.dirname, '../..');
const { companies, seed, seconds, connections, rounds, writes, downSeconds, ...args } =
  parseClusterBenchArgs() ?? exitWithUsage(CLUSTER_BENCH_USAGE);

const database = `firmenradar_bench_${companies}`;
const known = await withPostgresAdmin(args.serverUrl, async (client) =>
  client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]),
);
if (known.rows.length === 0) {
  console.error(
    `No database ${database}: run npm run bench -- --engine postgres --companies ${companies} first.`,
  );
  process.exit(1);
}
const databaseUrl = `${args.serverUrl}/${database}`;
const portA = benchPort();
const servers = (['A', 'B'] as const).map((name, index) => {
  const port = portA + 100 * index;
  const dataDir = join(ROOT, 'bench', 'data', `${companies}-cluster-${name.toLowerCase()}`);
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...benchServerEnv({ dataDir, port, companies, seed: String(seed), databaseUrl }),
    ...(args.replica ? { DATABASE_REPLICA_URLS: `${args.replicaUrl}/${database}` } : {}),
  };
  return { name, port, dataDir, env };
});
const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];

const config = loadConfig({ ...process.env, ...a.env });
if (!(await datasetExists(config.database))) {
  console.error(`${database} holds no dataset.`);
  process.exit(1);
}
// A's local index (built here when missing), the bench's session and the drawn queries.
const embedded = await openServer(config);
const { cookie } = await benchSession(embedded);
const queries = drawQueries(embedded.datasetFile, seed);
const indexFile = embedded.datasetFile;
await embedded.close();
// B starts from a copy of A's index when it has none: the server checks the copy's dataset and
// position against PostgreSQL and follows the change sequence from there, as after a restart.
const indexOfB = join(b.dataDir, basename(indexFile));
if (!existsSync(indexOfB) && !existsSync(`${indexFile}-wal`)) copyFileSync(indexFile, indexOfB);

buildServer();
const processes = [];
for (const server of servers) {
  console.log(`Starting server ${server.name} on port ${server.port} …`);
  processes.push(await startBenchServer(server.env, server.port));
}
const nodes: ClusterNode[] = servers.map((server) => ({
  name: server.name,
  baseUrl: `http://127.0.0.1:${server.port}`,
  cookie,
}));
const [nodeA, nodeB] = nodes as [ClusterNode, ClusterNode];
const serverPids = processes.map((child) => child.pid!);
const mix = mixedRequests(landingRequests(queries), queries);

/** Busy and total jiffies of every core together (/proc/stat). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

/** CPU seconds the processes under `roots` (the servers' primaries and their workers) have used (/proc, 100 ticks a second). */
function serverCpuSeconds(roots: number[]): number {
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [
          { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) },
        ];
      } catch {
        return []; // ended meanwhile
      }
    });
  const inside = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats)
      if (!inside.has(stat.pid) && inside.has(stat.ppid)) {
        inside.add(stat.pid);
        grew = true;
      }
  }
  return stats.filter((stat) => inside.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / 100;
}

/** The mixed load over `targets` (connections split evenly) for `seconds`, with the cores' busy share and the control. */
async function loadWindow(targets: ClusterNode[]): Promise<LoadWindow> {
  const loadAverage = uptimeLoad();
  const control = await idleLoop();
  const cpuBefore = cpuTimes();
  const serversBefore = serverCpuSeconds(serverPids);
  const runs = await Promise.all(
    targets.map((node, index) =>
      cannon(
        node,
        mix,
        Math.floor(connections / targets.length) + (index < connections % targets.length ? 1 : 0),
        seconds,
      ),
    ),
  );
  const cpuAfter = cpuTimes();
  const serverCores = (serverCpuSeconds(serverPids) - serversBefore) / seconds;
  const latencies = runs.flatMap((run) => run.latencies).sort((x, y) => x - y);
  return {
    target: targets.map((node) => node.name).join('+'),
    servers: targets.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    cpuBusy: Math.round((100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total)),
    serverCores: Math.round(serverCores * 100) / 100,
    controlLoopMaxMs: Math.round((await control.report()) * 10) / 10,
    loadAverage,
  };
}

const report: ClusterReport = {
  date: new Date().toISOString(),
  command: `npm run bench -- cluster ${process.argv.slice(2).join(' ')}`.trim(),
  machine: benchMachine(),
  companies,
  replica: args.replica,
  settings: { seconds, connections, rounds, writes },
  load: [],
  lag: null,
  restart: null,
};
try {
  console.log('warm-up: the mixed load on both servers …');
  await Promise.all(nodes.map((node) => cannon(node, mix, Math.ceil(connections / 2), Math.min(3, seconds))));
  for (let round = 1; round <= rounds; round++) {
    // B alone too: a control that B serves as A does, so that a difference is the second server's.
    for (const targets of [[nodeA], [nodeB], nodes]) {
      const window = await loadWindow(targets);
      report.load.push({ ...window, round });
      console.log(`round ${round}, ${window.target}: ${JSON.stringify(window)}`);
    }
  }
  console.log(`change lag A → B, ${writes} writes each: list items …`);
  const listItems = await listItemLag(nodeA, nodeB, queries.companyIds, writes);
  console.log(JSON.stringify(listItems), '\nRefresh Data …');
  const refreshes = await refreshLag(nodeA, nodeB, companies, writes);
  console.log(JSON.stringify(refreshes), '\nimport batches …');
  const importBatches = await importBatchLag(config, databaseUrl, nodeB, writes);
  console.log(JSON.stringify(importBatches));
  report.lag = { listItems, refreshes, importBatches };
  if (args.restart) {
    console.log(`the primary stopped for ${downSeconds} s while both servers take writes …`);
    report.restart = await primaryRestart(nodes, {
      port: Number(new URL(args.serverUrl).port || 5432),
      companies,
      downSeconds,
    });
    console.log(JSON.stringify(report.restart));
  }
} finally {
  for (const child of processes) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  // What was measured is kept even when a later phase failed.
  const file = join(ROOT, 'bench', 'results', `${report.date.slice(0, 10)}-cluster-${companies}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const markdown = clusterMarkdown(report);
  const tablesPath = join(ROOT, 'docs', 'benchmarks.md');
  writeFileSync(tablesPath, withBlock(readFileSync(tablesPath, 'utf8'), 'cluster', markdown));
  console.log(`\n${markdown}\n\nResults written to ${file} and docs/benchmarks.md`);
}
