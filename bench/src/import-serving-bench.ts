/**
 * npm run bench -- import-serving [--companies 250000 --rows 300000 --runs 1 --via import|sync]
 * An import beside a running PostgreSQL server. Copies the PostgreSQL bench database of
 * `--companies` companies (made by `npm run bench -- --engine postgres --companies N`) into a
 * scratch database, starts the compiled server on it with two workers, asks `/api/health` every
 * 10 ms, and runs the compiled import of a GLEIF file of `--rows` rows beside it (about 11 % of
 * them new companies in AT/DE/CH). With `--via sync` the same file reaches the store as the register
 * sync gets it: zipped, served by a local server that plays GLEIF's golden-copy API
 * (gleif-endpoint.ts), fetched and imported by the compiled `npm run sync -- gleif --full`. Reports, over the import and 15 s after it: the workers'
 * longest event-loop delay, split into the loops' own work and their wait for a core (from
 * /metrics), health latencies, and the control: an idle Node process's longest delay meanwhile
 * (idle-loop.mjs). No target: docs/benchmarks.md#an-import-beside-a-serving-postgresql-server
 * records what it measured for docs/decisions/089-094.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GLEIF_RR_COLUMNS } from '@fd/server';
import type pg from 'pg';
import { benchPort, benchServerEnv, buildServer, startBenchServer } from './bench-server';
import { goldenCopyName, serveGoldenCopy, zipCsv } from './gleif-endpoint';
import { writeGleifCsv } from './import-bench-data';
import { idleLoop, readLoopFigures, untilWorkersServe } from './loop-figures';
import { benchArgs } from './options';
import { withPostgresAdmin } from './postgres-admin';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER_URL = 'postgres://firmenradar:firmenradar@127.0.0.1:5432';
/** How long the server goes on being asked after the import ended: the feed and derived figures follow. */
const FOLLOW_SECONDS = 15;

const {
  numbers: { companies, rows, runs },
  values: args,
} = benchArgs(
  'npm run bench -- import-serving [--companies 250000 --rows 300000 --runs 1 --via import|sync]',
  {
    companies: { rule: 'companies', default: '250000' },
    rows: { rule: 'count', default: '300000' },
    runs: { rule: 'count', default: '1' },
  },
  { 'server-url': { type: 'string', default: SERVER_URL }, via: { type: 'string', default: 'import' } },
);
if (args.via !== 'import' && args.via !== 'sync') {
  console.error(`--via takes import or sync (not '${args.via}')`);
  process.exit(2);
}
const viaSync = args.via === 'sync';

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withPostgresAdmin(args['server-url'], work);

const template = `firmenradar_bench_${companies}`;
const scratch = `firmenradar_import_serving_${process.pid}`;
const templateExists = await admin(
  async (client) =>
    (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rows.length > 0,
);
if (!templateExists) {
  console.error(
    `No database ${template}: run npm run bench -- --engine postgres --companies ${companies} first.`,
  );
  process.exit(1);
}

buildServer();
const dir = mkdtempSync(join(tmpdir(), 'fd-import-serving-'));
const csv = join(dir, 'lei.csv');
console.log(`Writing a GLEIF file of ${rows.toLocaleString('en-US')} rows …`);
await writeGleifCsv(csv, rows);
/** With --via sync: the local golden-copy API that serves the file zipped, with an RR file of no rows. */
const endpoint = viaSync ? await goldenCopyEndpoint() : null;

async function goldenCopyEndpoint() {
  console.log('Zipping it as GLEIF publishes it …');
  const rr = join(dir, 'rr.csv');
  writeFileSync(rr, `${GLEIF_RR_COLUMNS.map((column) => `"${column}"`).join(',')}\n`);
  const zips = { lei2: join(dir, 'lei2.zip'), rr: join(dir, 'rr.zip') };
  await zipCsv(csv, zips.lei2, goldenCopyName('lei2'));
  await zipCsv(rr, zips.rr, goldenCopyName('rr'));
  return serveGoldenCopy(zips);
}

/** One run on a fresh copy of the bench database. */
async function measure(run: number) {
  await admin((client) => client.query(`CREATE DATABASE ${scratch} TEMPLATE ${template}`));
  const port = benchPort();
  const env = {
    ...benchServerEnv({
      dataDir: join(dir, `data-${run}`),
      port,
      companies,
      seed: '42',
      databaseUrl: `${args['server-url']}/${scratch}`,
    }),
    WORKERS: '2',
  };
  let server: ChildProcess | null = null;
  try {
    server = await startBenchServer(env, port);
    const base = `http://127.0.0.1:${port}`;
    // The figures reset when read: this read closes the start-up window, once both workers serve
    // (before 2026-11-30 it came once the first did, so the window took in the second's start-up).
    await untilWorkersServe(base, 2);
    await readLoopFigures(base);
    const control = await idleLoop();
    const latencies: number[] = [];
    let asking = true;
    const probe = (async () => {
      while (asking) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = performance.now();
    const { status, stderr } = await new Promise<{ status: number | null; stderr: string }>((done) => {
      const command = endpoint
        ? [join(ROOT, 'apps/server/dist/sync.js'), 'gleif', '--full']
        : [join(ROOT, 'apps/server/dist/import.js'), 'gleif', '--lei', csv];
      const child = spawn(process.execPath, command, {
        env: {
          ...process.env,
          ...env,
          NODE_ENV: 'production',
          ...(endpoint ? { GLEIF_GOLDEN_COPY_URL: endpoint.url } : {}),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (chunk) => {
        stderr = (stderr + chunk).slice(-4000);
      });
      child.on('exit', (code) => done({ status: code, stderr }));
    });
    const importSeconds = (performance.now() - started) / 1000;
    if (status !== 0) throw new Error(`the ${args.via} exited with ${status}: ${stderr}`);
    await new Promise((r) => setTimeout(r, FOLLOW_SECONDS * 1000));
    asking = false;
    await probe;
    const workers = await readLoopFigures(base);
    const controlMaxMs = await control.report();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    return {
      run,
      importSeconds: round(importSeconds),
      workersLoopDelayMaxMs: round(workers.delayMs),
      workersLoopWorkMaxMs: round(workers.workMs),
      workersCpuWaitMaxMs: round(workers.cpuWaitMs),
      controlLoopDelayMaxMs: round(controlMaxMs),
      healthP50Ms: round(at(0.5)),
      healthP99Ms: round(at(0.99)),
      healthMaxMs: round(latencies.at(-1)!),
      healthRequests: latencies.length,
    };
  } finally {
    if (server) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`));
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

try {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model}; server: 2 workers on ${template} (copied); ` +
      (viaSync
        ? 'the file comes through npm run sync -- gleif --full'
        : 'the file comes through npm run import'),
  );
  for (let run = 1; run <= runs; run++) console.log(JSON.stringify(await measure(run)));
} finally {
  await endpoint?.close();
  rmSync(dir, { recursive: true, force: true });
}
