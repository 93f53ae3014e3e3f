import autocannon from 'autocannon';
import { type AnswerCount, answerTally, failures, requestClass } from './answer-tally';
import type { HostileMix } from './hostile-mix';
import { idleLoop, type LoopFigures, readLoopFigures } from './loop-figures';
import { probe, type Quantiles } from './probe';
import type { QuerySets } from './queries';
import type { WorstCase } from './worst-cases';

export interface LoadOptions {
  baseUrl: string;
  cookie: string;
  connections: number;
  seconds: number;
  mixedSeconds: number;
}

export interface Sent {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  session?: boolean;
  /** A program's request with this API key: an MCP tool call (POST /mcp). */
  apiKey?: string;
}

export interface WorstCaseResult {
  name: string;
  p50: number;
  p95: number;
  max: number;
  overBudget: number;
  errors: number;
  requests: number;
}

export interface LoadReport {
  worstCases: WorstCaseResult[];
  neighbours: {
    health: Quantiles;
    autocomplete: Quantiles;
    worstCaseRequests: number;
    loop: LoopFigures;
  };
  keyword: { single: number; loaded: number; ratio: number };
  /** The workers' event loops over the keyword and mixed load phases. */
  throughputLoop: LoopFigures;
  mixed: { seconds: number; requestsPerSecond: number; errors: number; non2xx: number };
  /** `/api/health` beside the connections of a hostile client's mix (searches, PDFs, deep pages). */
  hostile: {
    health: Quantiles;
    /** Autocomplete beside the mix, where a client typed beside it. */
    autocomplete?: Quantiles;
    requests: number;
    /** Connections that failed or timed out without an answer. */
    errors: number;
    /** The answers by request class, status and error code (an MCP tool's refusal is an answer 200 with its code). */
    answers: AnswerCount[];
    loop: LoopFigures;
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function headers(options: Pick<LoadOptions, 'baseUrl' | 'cookie'>, request: Sent): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(request.session ? { cookie: options.cookie, origin: options.baseUrl } : {}),
    ...(request.apiKey
      ? { authorization: `Bearer ${request.apiKey}`, accept: 'application/json, text/event-stream' }
      : {}),
  };
}

async function timed(options: LoadOptions, request: Sent): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${options.baseUrl}${request.path}`, {
    method: request.method,
    headers: headers(options, request),
    body: request.body,
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Runs `requests` for `seconds` with autocannon; latencies of every response kept, every answer tallied. */
export function cannon(
  options: Pick<LoadOptions, 'baseUrl' | 'cookie'>,
  requests: Sent[],
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const tally = answerTally();
  return new Promise<{ latencies: number[]; errors: number; non2xx: number; answers: AnswerCount[] }>(
    (resolve, reject) => {
      const instance = autocannon(
        {
          url: options.baseUrl,
          connections,
          duration: seconds,
          requests: requests.map((request) => {
            const name = requestClass(request);
            return {
              ...request,
              headers: headers(options, request),
              onResponse: (status: number, body: string) => tally.record(name, status, body),
            };
          }),
        },
        (error, result) =>
          error
            ? reject(error)
            : resolve({
                latencies,
                errors: result.errors + result.timeouts,
                non2xx: result.non2xx,
                answers: tally.answers(),
              }),
      );
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    },
  );
}

const search = (body: unknown): Sent => ({
  method: 'POST',
  path: '/api/search',
  body: JSON.stringify(body),
  session: true,
});

/** Each worst case alone, one request at a time: its latency and whether it met its budget. */
async function measureWorstCases(options: LoadOptions, cases: WorstCase[]): Promise<WorstCaseResult[]> {
  const results: WorstCaseResult[] = [];
  for (const worst of cases) {
    const latencies: number[] = [];
    let overBudget = 0;
    let errors = 0;
    const rounds = Math.max(20, worst.bodies.length);
    for (let i = 0; i < rounds; i++) {
      const { ms, status } = await timed(options, search(worst.bodies[i % worst.bodies.length]));
      latencies.push(ms);
      if (status === 422) overBudget++;
      else if (status !== (worst.status ?? 200)) errors++;
    }
    latencies.sort((a, b) => a - b);
    results.push({
      name: worst.name,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1]!,
      overBudget,
      errors,
      requests: rounds,
    });
  }
  return results;
}

/** Runs `work` as a measured window: the workers' loops and a control process beside them. */
export async function measuringLoops<T>(
  options: Pick<LoadOptions, 'baseUrl'>,
  work: () => Promise<T>,
): Promise<[T, LoopFigures]> {
  const control = await idleLoop();
  await readLoopFigures(options.baseUrl);
  const result = await work();
  const figures = await readLoopFigures(options.baseUrl);
  return [result, { ...figures, controlMs: await control.report() }];
}

/** A landing search (page 1 of 25) per drawn keyword. */
export function landingRequests(queries: QuerySets): Sent[] {
  return queries.keywords.map((keyword) => ({
    method: 'GET',
    path: `/api/landing_search?keyword=${encodeURIComponent(keyword)}&limit=25&offset=0`,
  }));
}

/** The bench's mix: public search, autocomplete, company detail and dashboard search in turn. */
export function mixedRequests(keywordRequests: Sent[], queries: QuerySets): Sent[] {
  const requests: Sent[] = [];
  for (let i = 0; i < 200; i++) {
    requests.push(keywordRequests[i % keywordRequests.length]!);
    requests.push({
      method: 'GET',
      path: `/api/suggestCompanyFromInput?keyword=${encodeURIComponent(queries.prefixes[i % queries.prefixes.length]!)}`,
    });
    requests.push({
      method: 'GET',
      path: `/api/companies?cid=${queries.companyIds[i % queries.companyIds.length]}`,
    });
    requests.push(search(queries.advanced[i % queries.advanced.length]));
  }
  return requests;
}

/** Autocomplete of each prefix in turn, as the neighbour client types it. */
const autocompleteRequests = (prefixes: string[]) =>
  prefixes.map((prefix) => ({
    method: 'GET' as const,
    path: `/api/suggestCompanyFromInput?keyword=${encodeURIComponent(prefix)}`,
  }));

/**
 * `/api/health` and autocomplete of `prefixes`, each from a client of its own, beside
 * `options.connections` connections of the worst cases for `seconds`, and the workers' loops
 * meanwhile. Also the scale bench's first minute after a start with a cold page cache.
 */
export async function measureNeighbours(
  options: LoadOptions,
  cases: WorstCase[],
  prefixes: string[],
  seconds: number,
): Promise<LoadReport['neighbours']> {
  const worstRequests = cases.flatMap((worst) => worst.bodies.map(search));
  // The first scrape of a worker compiles the metrics code and blocks its loop for tens of
  // milliseconds; the window starts with a second one, so neither is counted in it.
  await readLoopFigures(options.baseUrl);
  const [[health, autocomplete, load], loop] = await measuringLoops(options, () =>
    Promise.all([
      probe(options.baseUrl, [{ method: 'GET', path: '/api/health' }], seconds),
      probe(options.baseUrl, autocompleteRequests(prefixes), seconds),
      cannon(options, worstRequests, options.connections, seconds),
    ]),
  );
  return { health, autocomplete, worstCaseRequests: load.latencies.length, loop };
}

export async function runLoadPhase(
  options: LoadOptions,
  cases: WorstCase[],
  queries: QuerySets,
  hostile: HostileMix,
): Promise<LoadReport> {
  console.log('worst cases, one at a time …');
  const worstCases = await measureWorstCases(options, cases);

  console.log(
    `neighbours: ${options.connections} connections of worst cases, /api/health and autocomplete beside …`,
  );
  const neighbours = await measureNeighbours(options, cases, queries.prefixes, options.seconds);

  console.log('keyword search, 1 and 8 connections …');
  const keywordRequests = landingRequests(queries);
  const [[single, loaded, mixed], throughputLoop] = await measuringLoops(options, async () => {
    const single = await cannon(options, keywordRequests, 1, options.seconds);
    const loaded = await cannon(options, keywordRequests, options.connections, options.seconds);

    console.log(`mixed load, ${options.mixedSeconds} s …`);
    const mixed = await cannon(
      options,
      mixedRequests(keywordRequests, queries),
      options.connections,
      options.mixedSeconds,
    );
    return [single, loaded, mixed] as const;
  });

  const hostileReport = await measureHostileMix(options, hostile, [], queries.prefixes);

  const perSecond = (run: { latencies: number[] }, seconds: number) => run.latencies.length / seconds;
  return {
    worstCases,
    neighbours,
    throughputLoop,
    keyword: {
      single: perSecond(single, options.seconds),
      loaded: perSecond(loaded, options.seconds),
      ratio: perSecond(loaded, options.seconds) / perSecond(single, options.seconds),
    },
    mixed: {
      seconds: options.mixedSeconds,
      requestsPerSecond: perSecond(mixed, options.mixedSeconds),
      errors: mixed.errors,
      non2xx: mixed.non2xx,
    },
    hostile: hostileReport,
  };
}

/**
 * `/api/health` beside `connections` connections of a hostile client's mix, and the workers' loops
 * meanwhile; `toolCalls`, MCP tool calls with an API key, join the mix. With `autocompletePrefixes`
 * a second client types them in turn beside it (issue 34: health and autocomplete p99 ≤ 20 ms).
 */
export async function measureHostileMix(
  options: LoadOptions,
  hostile: HostileMix,
  toolCalls: Sent[] = [],
  autocompletePrefixes: string[] = [],
): Promise<LoadReport['hostile']> {
  console.log(
    `hostile mix: ${options.connections} connections of radius searches, PDFs and deep pages${toolCalls.length > 0 ? ', MCP tool calls' : ''} …`,
  );
  // A tool call after each search: each connection goes through the list from its start, and a
  // slow run (no limit, a loaded machine) never reaches its end.
  const searches = hostile.searches.flatMap((body, i) => [search(body), ...toolCalls.slice(i, i + 1)]);
  const requests: Sent[] = [
    ...searches,
    ...toolCalls.slice(hostile.searches.length),
    ...hostile.paths.map((path): Sent => ({ method: 'GET', path })),
  ];
  // As for the neighbours: the first scrape compiles the metrics code, so the window starts later.
  await readLoopFigures(options.baseUrl);
  const typing = autocompletePrefixes.length > 0;
  const [[health, load, autocomplete], loop] = await measuringLoops(options, () =>
    Promise.all([
      probe(options.baseUrl, [{ method: 'GET', path: '/api/health' }], options.seconds),
      cannon(options, requests, options.connections, options.seconds),
      typing
        ? probe(options.baseUrl, autocompleteRequests(autocompletePrefixes), options.seconds)
        : undefined,
    ]),
  );
  return {
    health,
    ...(autocomplete ? { autocomplete } : {}),
    requests: load.latencies.length,
    errors: load.errors,
    answers: load.answers,
    loop,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** The load phase as Markdown, with the targets beside each figure. */
export function loadMarkdown(report: LoadReport, connections: number): string {
  const worst = report.worstCases.map(
    (c) =>
      `| ${c.name} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.max)} | ${c.overBudget} | ${c.errors} | ${c.p95 <= 200 && c.overBudget === 0 && c.errors === 0 ? 'met' : 'missed'} |`,
  );
  const n = report.neighbours;
  return [
    '| worst case (one at a time) | p50 ms | p95 ms | max ms | over budget | errors | target p95 ≤ 200, none over budget |',
    '| --- | --: | --: | --: | --: | --: | --- |',
    ...worst,
    '',
    `| under load (${connections} connections) | figure | target | verdict |`,
    '| --- | --: | --- | --- |',
    `| /api/health p99 beside ${connections} connections of worst cases | ${ms(n.health.p99)} ms | ≤ 20 ms | ${n.health.p99 <= 20 && n.health.errors === 0 ? 'met' : 'missed'} |`,
    `| autocomplete p99 beside the same | ${ms(n.autocomplete.p99)} ms | ≤ 20 ms | ${n.autocomplete.p99 <= 20 && n.autocomplete.errors === 0 ? 'met' : 'missed'} |`,
    ...loopRows('meanwhile', n.loop),
    `| keyword search req/s: 1 → ${connections} connections | ${Math.round(report.keyword.single)} → ${Math.round(report.keyword.loaded)} (× ${report.keyword.ratio.toFixed(2)}) | ≥ × 1.7 | ${report.keyword.ratio >= 1.7 ? 'met' : 'missed'} |`,
    `| mixed load, ${report.mixed.seconds} s | ${Math.round(report.mixed.requestsPerSecond).toLocaleString('en-US')} req/s, ${report.mixed.errors + report.mixed.non2xx} errors | ≥ 1,000 req/s, 0 errors | ${report.mixed.requestsPerSecond >= 1000 && report.mixed.errors + report.mixed.non2xx === 0 ? 'met' : 'missed'} |`,
    ...loopRows('during keyword and mixed load', report.throughputLoop),
    ...hostileRows(report.hostile, connections),
  ].join('\n');
}

/** The hostile mix's rows: health beside it and the workers' loops meanwhile. */
export function hostileRows(hostile: LoadReport['hostile'], connections: number): string[] {
  const count = (answers: AnswerCount[]) => answers.reduce((total, answer) => total + answer.count, 0);
  const tools = hostile.answers.filter((answer) => answer.requestClass.startsWith('MCP '));
  const refused = hostile.answers.filter((answer) => answer.expected !== null);
  const failed = count(failures(hostile.answers));
  const toolText =
    tools.length > 0
      ? `, of them ${count(tools)} MCP tool calls (${count(tools.filter((answer) => answer.code === 'too_many_in_flight'))} refused for too many in flight)`
      : '';
  return [
    `| /api/health p99 beside ${connections} connections of a hostile mix (1,000 km radius with 20 filters, PDFs, deep pages${tools.length > 0 ? ', MCP network and matching calls' : ''}; ${hostile.requests} answers${toolText}, ${count(refused)} refused by design, ${failed} failed, ${hostile.errors} errors) | ${ms(hostile.health.p99)} ms | ≤ 20 ms | ${hostile.health.p99 <= 20 && hostile.health.errors === 0 ? 'met' : 'missed'} |`,
    ...(hostile.autocomplete
      ? [
          `| autocomplete p99 beside the same | ${ms(hostile.autocomplete.p99)} ms | ≤ 20 ms | ${hostile.autocomplete.p99 <= 20 && hostile.autocomplete.errors === 0 ? 'met' : 'missed'} |`,
        ]
      : []),
    ...loopRows('during the hostile mix', hostile.loop),
  ];
}

/** A window's event-loop rows: the delay, split into own work and waiting for a core, and the control. */
function loopRows(window: string, loop: LoopFigures): string[] {
  const verdict = (value: number) => (value <= 20 ? 'met' : 'missed');
  return [
    `| longest event-loop delay ${window} (a worker's, from /metrics) | ${ms(loop.delayMs)} ms | ≤ 20 ms | ${verdict(loop.delayMs)} |`,
    `| … longest own work between two turns of the loop | ${ms(loop.workMs)} ms | ≤ 20 ms | ${verdict(loop.workMs)} |`,
    `| … longest wait for a free core between two turns | ${ms(loop.cpuWaitMs)} ms | – | reference |`,
    `| longest delay of an idle Node process on the same machine ${window} (control) | ${ms(loop.controlMs)} ms | – | reference |`,
  ];
}
