/**
 * npm run bench [-- --companies 3600000 --seconds 10 --connections 8 --engine sqlite|postgres]
 * The load scenarios over HTTP against the compiled server, as `npm start` runs it. On
 * PostgreSQL the server's first start builds its local index from PostgreSQL (the file the
 * dataset's generation left is removed first, unless --keep-index), timed with its peak memory.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, datasetFile as localDatasetFile, openServer } from '@fd/server';
import { benchPort, benchServerEnv, buildServer, startBenchServer } from './bench-server';
import { benchSession } from './bench-session';
import { ensureBenchDataset } from './dataset';
import { type FirstStart, measureFirstStart, removeLocalIndex } from './first-start';
import { hostileMix } from './hostile-mix';
import { type LoadReport, runLoadPhase } from './load';
import { LOAD_BENCH_USAGE, parseLoadBenchArgs } from './load-bench-options';
import { type Measurement, measureDirect, measureHttp } from './measure';
import { groupCompanyIds, networkScenarios } from './network-scenarios';
import { exitWithUsage } from './options';
import { postgresDatabaseBytes, withPostgresAdmin } from './postgres-admin';
import { drawQueries } from './queries';
import { benchMachine, sampleLoadAverage, writeReport } from './report';
import { buildScenarios, type Target } from './scenarios';
import { worstCases } from './worst-cases';

const ROOT = resolve(import.meta.dirname, '../..');

const {
  engine,
  companies,
  seed,
  seconds,
  connections,
  mixedSeconds,
  databaseUrl: givenDatabaseUrl,
  keepIndex,
} = parseLoadBenchArgs() ?? exitWithUsage(LOAD_BENCH_USAGE);

const dataDir = join(
  ROOT,
  'bench',
  'data',
  engine === 'postgres' ? `${companies}-postgres` : String(companies),
);
mkdirSync(dataDir, { recursive: true });
const databaseUrl =
  engine === 'postgres'
    ? await ensurePostgresDatabase(
        givenDatabaseUrl ??
          `postgres://firmenradar:firmenradar@127.0.0.1:5432/firmenradar_bench_${companies}`,
      )
    : undefined;
const port = benchPort();
const env = benchServerEnv({ dataDir, port, companies, seed: String(seed), databaseUrl });
const config = loadConfig({ ...process.env, ...env });

/** The bench's PostgreSQL database, created when missing (through the server's `postgres` database). */
async function ensurePostgresDatabase(url: string): Promise<string> {
  const name = new URL(url).pathname.slice(1);
  await withPostgresAdmin(url, async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rows.length === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  });
  return url;
}

const loadAverage = sampleLoadAverage();
const load = await ensureBenchDataset(config, companies, seed);
buildServer();
let firstStart: FirstStart | null = null;
let server: ChildProcess;
if (config.database.kind === 'postgres' && !keepIndex) {
  // The generation leaves its SQLite file as this server's index; every other server of the
  // install builds its own from PostgreSQL at its first start, which is what is measured here.
  const indexFile = localDatasetFile(config);
  removeLocalIndex(indexFile);
  console.log('First start: the server builds its local index from PostgreSQL …');
  ({ server, firstStart } = await measureFirstStart(env, port, indexFile));
  console.log(`first start answered /api/health after ${firstStart.startSeconds.toFixed(1)} s`);
} else {
  server = await startBenchServer(env, port);
}
let loadReport: LoadReport | undefined;
const results: {
  name: string;
  target: Target | null;
  http: Measurement;
  direct: Measurement;
}[] = [];
let opened: Awaited<ReturnType<typeof openServer>> | undefined;
try {
  opened = await openServer(config);
  const { stores, services, datasetFile } = opened;
  const { user, cookie } = await benchSession({ stores, services });
  // On PostgreSQL the queries are drawn from the server's local copy of the same dataset.
  const queries = drawQueries(datasetFile, seed);
  const scenarios = [
    ...buildScenarios(queries, services, user),
    ...networkScenarios(groupCompanyIds(datasetFile, seed), services),
  ];
  for (const scenario of scenarios) {
    process.stdout.write(`${scenario.name} … `);
    const direct = await measureDirect(scenario, Math.min(5, seconds));
    const http = await measureHttp(scenario, {
      baseUrl: `http://127.0.0.1:${port}`,
      cookie,
      connections,
      seconds,
    });
    results.push({ name: scenario.name, target: scenario.target, http, direct });
    console.log(`p50 ${http.p50.toFixed(2)} ms, ${Math.round(http.requestsPerSecond)} req/s`);
  }
  loadReport = await runLoadPhase(
    {
      baseUrl: `http://127.0.0.1:${port}`,
      cookie,
      connections,
      seconds,
      mixedSeconds,
    },
    worstCases(datasetFile),
    queries,
    hostileMix(datasetFile),
  );
} finally {
  server.kill('SIGTERM');
  await opened?.close();
}

const indexFile = localDatasetFile(config);
writeReport({
  date: new Date().toISOString(),
  engine,
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
  machine: { ...benchMachine(), loadAverage: loadAverage.range() },
  dataset: {
    companies,
    seed,
    databaseBytes: existsSync(indexFile) ? statSync(indexFile).size : null,
    loadSeconds: load.seconds,
    reused: load.reused,
  },
  postgres:
    config.database.kind === 'postgres'
      ? {
          databaseBytes: await postgresDatabaseBytes(config.database.url),
          copySeconds: load.copySeconds,
          // Where the local index build and the change feed read (the password left out).
          replicas: config.database.replicaUrls.map((url) => {
            const { host, pathname } = new URL(url);
            return `${host}${pathname}`;
          }),
          firstStart,
        }
      : undefined,
  settings: { seconds, connections },
  results,
  load: loadReport,
});
