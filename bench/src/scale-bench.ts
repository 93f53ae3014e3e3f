/**
 * npm run bench -- scale [--sizes 1000000,3600000,10000000] [--seconds S] [--mixed-seconds M] [--connections C] [--cold] [--keep] [--reuse R]
 * Issue 34 item 4: each size in turn generated (or reused from bench/data/<size>) and served as
 * `npm start` serves it, then measured: the build time and file size, the memory of all server
 * processes (PSS summed, RSS beside), every scenario's p50 and p95, and the load phase (health and
 * autocomplete beside the worst cases, the hostile mix, the mixed load); with `--cold` the page
 * cache is emptied before each start (root) and the first 60 s after it measured. Prints the sizes
 * side by side with each figure's ratio to the first size's and issue 34's targets at the last;
 * writes bench/results/<date>-scale-<sizes>.json and the `bench:scale` block of docs/benchmarks.md
 * after each size. A dataset this run generated is removed after its size unless `--keep`. With
 * `--reuse <results.json>` (repeatable; the first file with a size gives it) the sizes an earlier
 * run of the same settings measured are taken from its JSON, not run again (scale-reuse.ts).
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { datasetFile, openServer } from '@fd/server';
import {
  benchPort,
  buildServer,
  emptyPageCache,
  spawnBenchServer,
  stopBenchServer,
  untilHealthy,
} from './bench-server';
import { benchSession } from './bench-session';
import { benchDatasetConfig, ensureBenchDataset, recordedBuild } from './dataset';
import { hostileMix } from './hostile-mix';
import { type LoadOptions, loadMarkdown, measureNeighbours, runLoadPhase } from './load';
import { measureHttp } from './measure';
import { groupCompanyIds, networkScenarios } from './network-scenarios';
import { exitWithUsage } from './options';
import { serverMemory } from './process-memory';
import { drawQueries } from './queries';
import { benchMachine, sampleLoadAverage } from './report';
import { parseScaleBenchArgs, SCALE_BENCH_USAGE } from './scale-bench-options';
import { type ScaleReport, type ScaleSize, writeScaleReport } from './scale-report';
import { readEarlierSizes } from './scale-reuse';
import { buildScenarios } from './scenarios';
import { worstCases } from './worst-cases';

const { sizes, seed, seconds, mixedSeconds, connections, cold, keep, reuse } =
  parseScaleBenchArgs() ?? exitWithUsage(SCALE_BENCH_USAGE);

/** Issue 34: health and autocomplete p99 ≤ 50 ms "in the first 60 s after a start with a cold page cache". */
const COLD_SECONDS = 60;

/**
 * How long a size's start may take: the workers load the search index before they answer, which
 * took more than 2 minutes at 1M companies at load average 17 (2026-11-29); 3 minutes per
 * million, at least 5.
 */
const startLimitMs = (companies: number) => Math.max(5, 3 * Math.ceil(companies / 1_000_000)) * 60_000;

/**
 * The session cookie and the requests of one size, drawn from its dataset opened in this
 * process and closed again before the server starts, so that the bench's own copy of the index
 * is not beside the server's. The scenarios' in-process halves are never called here.
 */
async function prepare(config: ReturnType<typeof benchDatasetConfig>['config']) {
  const embedded = await openServer(config);
  try {
    const { user, cookie } = await benchSession(embedded);
    const file = embedded.datasetFile;
    const queries = drawQueries(file, seed);
    const scenarios = [
      ...buildScenarios(queries, embedded.services, user),
      ...networkScenarios(groupCompanyIds(file, seed), embedded.services),
    ];
    return { cookie, queries, scenarios, worst: worstCases(file), hostile: hostileMix(file) };
  } finally {
    await embedded.close();
  }
}

/** Removes a dataset this run generated, and its recorded build, keeping the bench's accounts. */
function removeDataset(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
  rmSync(join(file, '..', 'bench-build.json'), { force: true });
}

async function measureSize(companies: number): Promise<ScaleSize> {
  console.log(`\n== ${companies.toLocaleString('en-US')} companies ==`);
  const loadAverage = sampleLoadAverage();
  const { env, config } = benchDatasetConfig(companies, seed, benchPort());
  const built = await ensureBenchDataset(config, companies, seed);
  const file = datasetFile(config);
  const { cookie, queries, scenarios, worst, hostile } = await prepare(config);

  if (cold) emptyPageCache();
  const started = performance.now();
  const server = spawnBenchServer(env);
  let measured: ScaleSize;
  try {
    await untilHealthy(server, config.port, startLimitMs(companies));
    const startSeconds = (performance.now() - started) / 1000;
    console.log(`serving after ${startSeconds.toFixed(1)} s`);
    const baseUrl = `http://127.0.0.1:${config.port}`;
    const options: LoadOptions = { baseUrl, cookie, connections, seconds, mixedSeconds };
    let coldNeighbours: ScaleSize['cold'] = null;
    if (cold) {
      console.log(`the first ${COLD_SECONDS} s: worst cases, /api/health and autocomplete beside …`);
      coldNeighbours = await measureNeighbours(options, worst, queries.prefixes, COLD_SECONDS);
    }
    const results: ScaleSize['scenarios'] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`${scenario.name} … `);
      const http = await measureHttp(scenario, { baseUrl, cookie, connections, seconds });
      results.push({ name: scenario.name, target: scenario.target, http });
      console.log(`p50 ${http.p50.toFixed(2)} ms, p95 ${http.p95.toFixed(2)} ms`);
    }
    const pid = server.pid!;
    // Sampled between the windows: reading a rollup holds the process's memory-map lock.
    const memory = [{ after: 'the scenarios', memory: serverMemory(pid) }];
    const load = await runLoadPhase(options, worst, queries, hostile);
    memory.push({ after: 'the load phase', memory: serverMemory(pid) });
    console.log(`\n${loadMarkdown(load, connections)}\n`);
    measured = {
      companies,
      loadAverage: loadAverage.range(),
      dataset: {
        fileBytes: statSync(file).size,
        buildSeconds: built.seconds,
        recorded: recordedBuild(config.dataDir),
      },
      startSeconds,
      memory,
      scenarios: results,
      cold: coldNeighbours,
      load,
    };
  } finally {
    await stopBenchServer(server);
  }
  // Kept when the measurement failed, so that a second run reuses it.
  if (built.seconds !== null && !keep) {
    removeDataset(file);
    console.log(`removed the generated dataset ${file} (--keep keeps it)`);
  }
  return measured;
}

const report: ScaleReport = {
  date: new Date().toISOString(),
  command: `npm run bench -- scale ${process.argv.slice(2).join(' ')}`.trim(),
  machine: benchMachine(),
  seed,
  settings: {
    sizes,
    seconds,
    mixedSeconds,
    connections,
    cold,
    coldSeconds: COLD_SECONDS,
    engineProcess: process.env.ENGINE_PROCESS === '1',
  },
  sizes: [],
};
// The first file that has a size gives it.
const earlier = new Map<number, ScaleSize>();
for (const file of reuse)
  for (const [companies, size] of readEarlierSizes(file, report))
    if (!earlier.has(companies)) earlier.set(companies, size);
buildServer();
for (const companies of sizes) {
  const taken = earlier.get(companies);
  if (taken)
    console.log(
      `\n== ${companies.toLocaleString('en-US')} companies: taken from the run of ${taken.earlier?.date} ==`,
    );
  report.sizes.push(taken ?? (await measureSize(companies)));
  writeScaleReport(report);
}
