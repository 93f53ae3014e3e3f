import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnBenchServer, untilHealthy } from './bench-server';

/** A server's first start on PostgreSQL without a local index: what building it from PostgreSQL cost. */
export interface FirstStart {
  /** Seconds from the spawn until the local index file was in place (built from PostgreSQL). */
  indexSeconds: number;
  /** Peak resident memory (VmHWM) of the primary process, which builds the index, when it was in place; MiB. */
  indexPeakRssMiB: number | null;
  /** Seconds from the spawn until /api/health answered: the index build and the workers' start. */
  startSeconds: number;
  /** Peak resident memory of each worker process when /api/health first answered; MiB. */
  workerPeakRssMiB: number[];
}

/** The first start may build the local index of millions of companies: far longer than a usual start. */
const FIRST_START_LIMIT_MS = 90 * 60_000;

/** VmHWM of a process in MiB (Linux), or null where /proc does not tell. */
export function peakRssMiB(pid: number): number | null {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (Linux; none where /proc does not tell). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return children;
  }
  for (const entry of entries) {
    try {
      // The command name in parentheses may hold spaces; the parent's pid is the second field after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/** Removes a local index file with its write-ahead log, so that the next start builds it anew. */
export function removeLocalIndex(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
}

/**
 * Starts the compiled server on a data directory whose local index `indexFile` is missing, and
 * measures its first start: how long the primary took to build the index from PostgreSQL and
 * its peak memory meanwhile, then how long until /api/health answered and each worker's peak.
 */
export async function measureFirstStart(
  env: Record<string, string>,
  port: number,
  indexFile: string,
): Promise<{ server: ChildProcess; firstStart: FirstStart }> {
  if (existsSync(indexFile)) throw new Error(`${indexFile} exists: the first start would not build it`);
  const started = performance.now();
  const server = spawnBenchServer(env);
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server did not start');
  let index: { seconds: number; peak: number | null } | null = null;
  const watch = setInterval(() => {
    if (index || !existsSync(indexFile)) return;
    index = { seconds: (performance.now() - started) / 1000, peak: peakRssMiB(pid) };
    console.log(
      `local index built from PostgreSQL after ${index.seconds.toFixed(1)} s, ` +
        `peak RSS of the primary ${index.peak?.toFixed(0) ?? '–'} MiB`,
    );
  }, 100);
  try {
    await untilHealthy(server, port, FIRST_START_LIMIT_MS);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  } finally {
    clearInterval(watch);
  }
  const startSeconds = (performance.now() - started) / 1000;
  const built = index as { seconds: number; peak: number | null } | null;
  return {
    server,
    firstStart: {
      indexSeconds: built?.seconds ?? startSeconds,
      indexPeakRssMiB: built?.peak ?? peakRssMiB(pid),
      startSeconds,
      workerPeakRssMiB: childrenOf(pid)
        .map(peakRssMiB)
        .filter((value): value is number => value !== null),
    },
  };
}
