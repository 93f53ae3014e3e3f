/**
 * npm run bench -- hostile [--companies 1000000 --seconds 10 --connections 8 --runs 2 --in-flight]
 * `/api/health` beside a hostile client's mix and an AI agent's expensive MCP tool calls
 * (docs/benchmarks.md#the-process-model-under-load, docs/decisions/210),
 * alone and repeated: the load phase's last window without the phases before it, on the SQLite
 * bench dataset of that size (generated when missing), the first run once every worker serves.
 * Each run prints health p50/p99, the workers' longest loop delay and own work, the idle control
 * process's delay, the load average and the mix's answers by request class and status (refusals
 * the design expects apart from failures, with the first bodies of each); writes nothing. `--in-flight` keeps the server's limit on a client's expensive requests
 * in flight at its default, which the bench's RATE_LIMIT_FACTOR otherwise lifts (docs/decisions/203).
 */
import { loadavg } from 'node:os';
import { loadConfig, openServer } from '@fd/server';
import { answerLines } from './answer-tally';
import { benchPort, buildServer, startBenchServer } from './bench-server';
import { benchApiKey, benchSession } from './bench-session';
import { benchDatasetConfig, ensureBenchDataset } from './dataset';
import { hostileMix, hostileToolCalls } from './hostile-mix';
import { hostileRows, measureHostileMix } from './load';
import { untilWorkersServe } from './loop-figures';
import { benchArgs, datasetOptions } from './options';

const {
  numbers: { companies, seed, seconds, connections, runs },
  values: { 'in-flight': inFlight },
} = benchArgs(
  'npm run bench -- hostile [--companies N] [--seconds S] [--connections C] [--runs R] [--in-flight]',
  {
    ...datasetOptions(1_000_000),
    seconds: { rule: 'positive', default: '10' },
    connections: { rule: 'positive', default: '8' },
    runs: { rule: 'count', default: '2' },
  },
  { 'in-flight': { type: 'boolean', default: false } },
);

/** The server's default in-flight limits, divided by the factor the bench raises every per-client limit by. */
function inFlightAtDefault(factor: number): Record<string, string> {
  const { signedIn, anonymous } = loadConfig({}).expensiveInFlight;
  return {
    EXPENSIVE_IN_FLIGHT: String(signedIn / factor),
    EXPENSIVE_IN_FLIGHT_ANONYMOUS: String(anonymous / factor),
  };
}

const dataset = benchDatasetConfig(companies, seed, benchPort());
const env = {
  ...dataset.env,
  ...(inFlight ? inFlightAtDefault(Number(dataset.env.RATE_LIMIT_FACTOR)) : {}),
};
const { config } = dataset;
await ensureBenchDataset(config, companies, seed);
const embedded = await openServer(config);
const { cookie } = await benchSession(embedded);
const mix = hostileMix(embedded.datasetFile);
const toolCalls = hostileToolCalls(embedded.datasetFile, await benchApiKey(embedded));
await embedded.close();

buildServer();
const server = await startBenchServer(env, config.port);
const ms = (value: number) => value.toFixed(1);
try {
  const baseUrl = `http://127.0.0.1:${config.port}`;
  // The first run starts once every worker serves: before 2026-11-30 it started when the first
  // did, and the second began to serve in it, its first requests beside the mix (decision 217).
  if (config.workers > 1) await untilWorkersServe(baseUrl, config.workers);
  for (let run = 1; run <= runs; run++) {
    const load = loadavg().map((value) => value.toFixed(2));
    const hostile = await measureHostileMix(
      { baseUrl, cookie, connections, seconds, mixedSeconds: seconds },
      mix,
      toolCalls,
    );
    console.log(
      `run ${run} of ${runs}${inFlight ? ', in-flight limits at their defaults' : ''}, load average before it ${load.join(' ')}`,
    );
    console.log(
      `/api/health p50 ${ms(hostile.health.p50)} ms, p99 ${ms(hostile.health.p99)} ms (${hostile.health.requests} probes); ` +
        `longest loop delay ${ms(hostile.loop.delayMs)} ms, own work ${ms(hostile.loop.workMs)} ms, control ${ms(hostile.loop.controlMs)} ms`,
    );
    console.log(hostileRows(hostile, connections).join('\n'));
    console.log(answerLines(hostile.answers).join('\n'));
  }
} finally {
  server.kill('SIGTERM');
}
