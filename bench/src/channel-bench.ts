/**
 * npm run bench -- channel [--companies 250000 --seed 42 --rounds 3 --requests 2000 --seconds 3
 *                           --in-flight 8 --memory]
 *
 * How a serving thread best reaches one copy of the search index per machine (issue 34 item 2,
 * docs/decisions/211): the same stand-in engine (channel-engine.ts: filter columns of `companies`
 * companies, a search page of 20–100 ids with its count, a company's card set) called
 * in-process (today), in a worker thread over SharedArrayBuffer columns, and in an engine process
 * over a Unix domain socket and over node's IPC channel (channel-clients.ts).
 *
 * Each round runs every channel in turn, the order rotated from round to round, so that the load
 * other work puts on the machine falls on all of them alike. Per channel and round: the round
 * trip of `requests` calls one at a time (a search and a card set in turn; p50/p95/p99 each),
 * then `in-flight` calls kept in flight for `seconds`: calls per second, and the calling thread's
 * CPU time per call (what the thread that accepts requests pays; Linux scheduler statistics).
 * The one-minute load average (`uptime`) stands beside every figure. With `--memory`, first what
 * one copy of the real engine over the bench's SQLite dataset of that size adds to a process
 * (generated when missing). Writes nothing.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CHANNEL_BENCH_USAGE, parseChannelBenchArgs } from './channel-bench-options';
import {
  type Channel,
  type ChannelName,
  inProcessChannel,
  processChannels,
  threadChannel,
} from './channel-clients';
import { buildColumns, drawRequests, type EngineRequest } from './channel-engine';
import { printEngineMemory } from './channel-engine-memory';
import { percentile } from './measure';
import { exitWithUsage } from './options';

const options = parseChannelBenchArgs() ?? exitWithUsage(CHANNEL_BENCH_USAGE);
const { companies, seed, rounds, seconds, inFlight } = options;
const uptime = () => loadavg()[0]!;

/** One channel's figures in one round. */
interface RoundFigures {
  round: number;
  /** Round trips one at a time, in µs, by kind. */
  search: number[];
  detail: number[];
  /** Calls answered per second with `inFlight` in flight. */
  perSecond: number;
  /** The calling thread's CPU time per call, µs, with `inFlight` in flight. */
  cpuPerCall: number;
  load: number;
}

const micros = (from: number) => (performance.now() - from) * 1000;

/**
 * This thread's time on a core so far, ns (the scheduler's statistics, as runtime/loop-blocks.ts
 * reads them): unlike the clock, not stretched by waiting for a core the other work holds.
 */
const threadCpuNs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);

async function oneAtATime(channel: Channel, requests: EngineRequest[]) {
  const search: number[] = [];
  const detail: number[] = [];
  for (const request of requests) {
    const started = performance.now();
    await channel.call(request);
    (request.kind === 'search' ? search : detail).push(micros(started));
  }
  return { search, detail };
}

async function inFlightFor(channel: Channel, requests: EngineRequest[]) {
  let next = 0;
  let answered = 0;
  const end = performance.now() + seconds * 1000;
  const cpuBefore = threadCpuNs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        await channel.call(requests[next++ % requests.length]!);
        answered++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: answered / elapsed, cpuPerCall: (threadCpuNs() - cpuBefore) / 1000 / answered };
}

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(sorted, p).toFixed(0)).join(' / ');
};
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

if (options.memory) await printEngineMemory(companies, seed);

const buffers = buildColumns(companies, seed, true);
const requests = drawRequests(options.requests, companies, seed);
const thread = await threadChannel(buffers);
const engineProcess = await processChannels(companies, seed);
const channels: Channel[] = [inProcessChannel(buffers), thread, engineProcess.socket, engineProcess.ipc];

/** The mean size of each kind's answer as JSON, in bytes: what the socket carries. */
async function answerBytes(kind: EngineRequest['kind']): Promise<number> {
  const ofKind = requests.filter((request) => request.kind === kind).slice(0, 200);
  let bytes = 0;
  for (const request of ofKind) {
    const result = await channels[0]!.call(request);
    bytes += JSON.stringify(
      result.kind === 'search' ? { ...result, ids: Array.from(result.ids) } : result,
    ).length;
  }
  return Math.round(bytes / ofKind.length);
}
const figures = new Map<ChannelName, RoundFigures[]>(channels.map((channel) => [channel.name, []]));

console.log(
  `Channel bench: ${companies.toLocaleString('en-US')} companies (seed ${seed}), ${requests.length} calls one at ` +
    `a time and ${inFlight} in flight for ${seconds} s per channel and round, ${rounds} rounds; answers of ` +
    `${await answerBytes('search')} bytes (search) and ${await answerBytes('detail')} bytes (card set) as JSON ` +
    `on average; load ${uptime().toFixed(2)}`,
);
try {
  // Warm-up: the JIT, the thread's and the process's first calls.
  for (const channel of channels) await oneAtATime(channel, requests.slice(0, 500));
  for (let round = 1; round <= rounds; round++) {
    const order = channels.map((_, at) => channels[(at + round - 1) % channels.length]!);
    for (const channel of order) {
      const load = uptime();
      const times = await oneAtATime(channel, requests);
      const loaded = await inFlightFor(channel, requests);
      const row = { round, ...times, ...loaded, load };
      figures.get(channel.name)!.push(row);
      console.log(
        `round ${round} ${channel.name.padEnd(10)} search ${quantiles(row.search)} µs, card set ` +
          `${quantiles(row.detail)} µs (p50 / p95 / p99); ${inFlight} in flight ${row.perSecond.toFixed(0)} ` +
          `calls/s, caller's thread CPU ${row.cpuPerCall.toFixed(1)} µs per call; load ${load.toFixed(2)}`,
      );
    }
  }
} finally {
  await thread.close();
  engineProcess.close();
}

const baseline = figures.get('in-process')!;
console.log(
  '\n| channel | search p50 / p95 / p99 µs | card set p50 / p95 / p99 µs | added p50 search / card set µs ¹ ' +
    `| calls/s, ${inFlight} in flight ¹ | caller's thread CPU per call µs ¹ | load |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, rows] of figures) {
  // Per round against the in-process call of the same round, then the median over the rounds.
  const added = (kind: 'search' | 'detail') =>
    median(rows.map((row, at) => median(row[kind]) - median(baseline[at]![kind]))).toFixed(0);
  const loads = rows.map((row) => row.load);
  console.log(
    `| ${name} | ${quantiles(rows.flatMap((row) => row.search))} | ${quantiles(rows.flatMap((row) => row.detail))} ` +
      `| ${added('search')} / ${added('detail')} | ${median(rows.map((row) => row.perSecond)).toFixed(0)} ` +
      `| ${median(rows.map((row) => row.cpuPerCall)).toFixed(1)} ` +
      `| ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
  );
}
console.log('\n¹ median over the rounds; "added" against the in-process call of the same round.');
