/**
 * What one copy of the real search engine costs a process (`npm run bench -- channel --memory`,
 * docs/decisions/211): the bench's SQLite dataset opened read-only, as `npm run bench -- similar`
 * opens it (the in-memory indexes build at open), and the process's memory before and after.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openReadOnlyCompanies } from '@fd/server';
import { benchDatasetConfig, ensureBenchDataset } from './dataset';

interface Memory {
  heapUsed: number;
  arrayBuffers: number;
  rssAnon: number;
  rssFile: number;
}

/** A full collection, so that the figures hold live memory only. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Resident anonymous and file-backed memory (kB in /proc/self/status), in bytes. */
function resident(field: 'RssAnon' | 'RssFile'): number {
  const line = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return line ? Number(line[1]) * 1024 : Number.NaN;
}

function memory(gc: () => void): Memory {
  gc();
  gc();
  const usage = process.memoryUsage();
  return {
    heapUsed: usage.heapUsed,
    arrayBuffers: usage.arrayBuffers,
    rssAnon: resident('RssAnon'),
    rssFile: resident('RssFile'),
  };
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** Prints what opening the dataset of `companies` companies added to this process's memory. */
export async function printEngineMemory(companies: number, seed: number): Promise<void> {
  const { config } = benchDatasetConfig(companies, seed, 0);
  if (config.database.kind !== 'sqlite')
    throw new Error('the engine memory is measured on the SQLite dataset');
  await ensureBenchDataset(config, companies, seed);
  const gc = collector();
  const before = memory(gc);
  const started = performance.now();
  const opened = openReadOnlyCompanies(config.database.path);
  const seconds = (performance.now() - started) / 1000;
  const after = memory(gc);
  console.log(
    `One engine over ${config.database.path} (${companies.toLocaleString('en-US')} companies), opened in ` +
      `${seconds.toFixed(1)} s at load ${loadavg()[0]!.toFixed(2)}: JavaScript heap +${mib(after.heapUsed - before.heapUsed)}, ` +
      `typed arrays +${mib(after.arrayBuffers - before.arrayBuffers)}, resident anonymous ` +
      `+${mib(after.rssAnon - before.rssAnon)} (SQLite's page cache included), resident file-backed ` +
      `+${mib(after.rssFile - before.rssFile)} (the memory-mapped dataset, shared with every process that maps it)`,
  );
  opened.close();
}
