import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/**
 * How long a start may take: loading the search index of 1M companies took more than 2 minutes
 * on this machine while other jobs kept its load average at 17 (2026-11-29).
 */
const START_LIMIT_MS = 5 * 60_000;
/** How far the bench raises the per-client route limits (see benchServerEnv). */
const BENCH_RATE_LIMIT_FACTOR = 1_000_000;

/** The server's environment for a bench run on the dataset in `dataDir`. */
export function benchServerEnv(options: {
  dataDir: string;
  port: number;
  companies: number;
  seed: string;
  databaseUrl?: string;
}): Record<string, string> {
  return {
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // One client measures the server's capacity: per-client route limits (60 company pages a
    // minute) are raised so far that they never answer; their counting still runs on every request.
    RATE_LIMIT_FACTOR: String(BENCH_RATE_LIMIT_FACTOR),
    DATASET_COMPANIES: String(options.companies),
    DATASET_SEED: options.seed,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
}

/** A random port in the bench's range, so that two runs on one machine rarely meet. */
export const benchPort = () => 3900 + Math.floor(Math.random() * 90);

/** Builds the compiled server the bench runs (npm run build -w @fd/server). */
export function buildServer(): void {
  console.log('Building the server (npm run build -w @fd/server) …');
  if (spawnSync('npm', ['run', 'build', '-w', '@fd/server'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
    throw new Error('the server build failed');
}

/**
 * The compiled server, as `npm start` runs it (build it first), with `env` added to this
 * process's environment. Resolves once /api/health answers.
 */
export function startBenchServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawnBenchServer(env);
  return untilHealthy(child, port).then(() => child);
}

/**
 * Node's arguments for the compiled server: with BENCH_CPU_PROF_DIR set, every thread of every
 * server process (primary, workers, their engine threads inherit the flags) writes a CPU profile
 * there when it ends (docs/decisions/209). The flags go before the script: after it they would be
 * the server's own arguments.
 */
export function serverNodeArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  const dir = env.BENCH_CPU_PROF_DIR;
  return [...(dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []), 'apps/server/dist/main.js'];
}

/** Spawns the compiled server (build it first) with `env` added to this process's environment. */
export function spawnBenchServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, serverNodeArgs(), {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Resolves once the server `child` answers /api/health on `port`; rejects when it exits or after `limitMs`. */
export function untilHealthy(child: ChildProcess, port: number, limitMs = START_LIMIT_MS): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const started = Date.now();
    let exited = false;
    const poll = async () => {
      if (exited) return;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return resolvePromise();
      } catch {
        // not listening yet
      }
      if (Date.now() - started > limitMs)
        return reject(new Error(`server did not start within ${limitMs / 60_000} minutes`));
      setTimeout(poll, 250);
    };
    child.on('exit', (code) => {
      exited = true;
      reject(new Error(`server exited with code ${code}`));
    });
    void poll();
  });
}

/** Stops a server the bench started (SIGTERM: the primary stops its workers) and resolves once it has exited. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Empties the operating system's page cache (Linux, root), as after a boot: the next start reads
 * the dataset from the disk. Every process on the machine loses its cached files, not only the bench.
 */
export function emptyPageCache(): void {
  spawnSync('sync');
  try {
    writeFileSync('/proc/sys/vm/drop_caches', '3');
  } catch (error) {
    throw new Error(`--cold empties the page cache, which needs root (/proc/sys/vm/drop_caches): ${error}`);
  }
  console.log('page cache emptied');
}
