/**
 * npm run bench -- similar [--companies 3600000] [--seed 42] [--rounds 3] [--answers FILE]
 *
 * Where the time of similar companies (GET /api/companies/:id/similar) goes: the service called
 * directly, one call at a time, over the bench's dataset opened read-only (the file stays exactly
 * as built), for the company ids the load bench asks for, drawn as it draws them. Prints p50/p95
 * of whole calls per round (and of the process's CPU time per call, which other work on the machine
 * moves less) and of each store call the service makes, with the load average.
 * With --answers, writes every company's answer to FILE, so that two builds can be compared.
 * A dataset that is missing is generated first, as the load bench does.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { openReadOnlyCompanies } from '@fd/server';
import { benchDatasetConfig, ensureBenchDataset } from './dataset';
import { percentile } from './measure';
import { benchArgs, datasetOptions } from './options';
import { drawQueries } from './queries';

const {
  numbers: { companies, seed, rounds },
  values: args,
} = benchArgs(
  'npm run bench -- similar [--companies 3600000] [--seed 42] [--rounds 3] [--answers FILE]',
  { ...datasetOptions(3_600_000), rounds: { rule: 'count', default: '3' } },
  { answers: { type: 'string' } },
);

const { config } = benchDatasetConfig(companies, seed, 0);
if (config.database.kind !== 'sqlite') throw new Error('similar profiles the SQLite dataset only');
await ensureBenchDataset(config, companies, seed);
const datasetFile = config.database.path;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, mean ${mean.toFixed(2)} ms`;
};

const { companyIds } = drawQueries(datasetFile, seed);
console.log(`${companyIds.length} company ids as the load bench draws them (seed ${seed})`);
console.log(`Opening ${datasetFile} read-only (the in-memory indexes build first) … load ${load()}`);
const opened = performance.now();
const server = openReadOnlyCompanies(datasetFile);
console.log(
  `opened in ${((performance.now() - opened) / 1000).toFixed(1)} s, RSS ${(process.memoryUsage().rss / 2 ** 30).toFixed(2)} GiB`,
);

/** What one store call asked for: the method, and for a search the kinds of its must filters. */
function label(method: string, args: unknown[]): string {
  const query = args[0] as { filters?: { must?: { kind: string; indicator?: string; values?: string[] }[] } };
  const must = query?.filters?.must;
  if (!must) return method;
  const kinds = must.map((filter) =>
    filter.kind === 'range'
      ? filter.indicator
      : filter.kind === 'legal_status'
        ? filter.values?.join('/')
        : filter.kind,
  );
  return `${method} (${kinds.join(' + ')})`;
}

// Every store call the service makes is timed: the methods of the search repository it calls.
let calls: { label: string; ms: number }[] = [];
const search = server.companies.companySearch as unknown as Record<
  string,
  (...args: unknown[]) => Promise<unknown>
>;
for (const [method, call] of Object.entries(search)) {
  if (typeof call !== 'function') continue;
  search[method] = async (...callArgs: unknown[]) => {
    const started = performance.now();
    try {
      return await call.apply(search, callArgs);
    } finally {
      calls.push({ label: label(method, callArgs), ms: performance.now() - started });
    }
  };
}

const answers: Record<number, unknown> = {};
try {
  for (const id of companyIds) await server.similar.similar(id); // warm-up: page cache, JIT
  const totals: number[] = [];
  // The process's own CPU time per call: less moved by what else runs on the machine than the clock.
  const cpuTimes: number[] = [];
  const steps = new Map<string, number[]>();
  for (let round = 1; round <= rounds; round++) {
    const before = load();
    const times: number[] = [];
    for (const id of companyIds) {
      calls = [];
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const answer = await server.similar.similar(id);
      times.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuBefore);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      answers[id] = { ids: answer.companies.map((c) => c.company_id), search: answer.search };
      const seen = new Map<string, number>();
      for (const call of calls) {
        const n = (seen.get(call.label) ?? 0) + 1;
        seen.set(call.label, n);
        const key = n > 1 ? `${call.label} #${n}` : call.label;
        steps.set(key, [...(steps.get(key) ?? []), call.ms]);
      }
    }
    totals.push(...times);
    console.log(`round ${round}: similar() ${summary(times)} (load before ${before}, after ${load()})`);
  }
  console.log(`all rounds: similar() ${summary(totals)} over ${totals.length} calls`);
  console.log(`all rounds: CPU time of the process per call ${summary(cpuTimes)}`);
  console.log('store calls (calls made, then time per call over all rounds):');
  for (const [key, times] of steps) console.log(`  ${key}: ${times.length} calls, ${summary(times)}`);
  if (args.answers) {
    writeFileSync(args.answers, `${JSON.stringify(answers, null, 1)}\n`);
    console.log(`answers written to ${args.answers}`);
  }
} finally {
  await server.close();
}
