/**
 * The server's own sync schedule (docs/decisions/122): with SYNC_SOURCES set, the primary
 * process starts `sync --scheduled <sources>` as a child process shortly after the start and
 * then every SYNC_EVERY. The child lowers its CPU priority to IMPORT_NICE, as imports do, so the
 * serving processes keep the cores; it takes the installation's lease and syncs a source only
 * when no run of it started within SYNC_EVERY, so several servers on one database sync once.
 * A failed run is recorded by the child; the next tick tries again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AppConfig } from '../config';
import { commandEntry } from '../server-files';

/** 28_800_000 → '8h', as SYNC_EVERY is written. */
function period(ms: number): string {
  if (ms % 86_400_000 === 0) return `${ms / 86_400_000}d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  return `${ms / 60_000}m`;
}

/** Starts the schedule; returns what stops it (and the run in progress). Without sources, nothing. */
export function startSyncScheduler(config: AppConfig, log: (message: string) => void): () => void {
  const { sources, everyMs, firstRunAfterMs } = config.sync;
  if (sources.length === 0) return () => {};
  let child: ChildProcess | null = null;
  let stopped = false;
  const tick = () => {
    // A run still going (a full load can take longer than SYNC_EVERY) is not doubled.
    if (stopped || child) return;
    const run = spawn(process.execPath, [...commandEntry('sync'), '--scheduled', ...sources], {
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child = run;
    run.once('error', (error) => log(`sync: cannot start the scheduled run: ${error.message}`));
    run.once('exit', (code, signal) => {
      child = null;
      if (code !== 0 && !stopped)
        log(`sync: the scheduled run ended with ${signal ?? `code ${code}`}; the next one tries again`);
    });
  };
  // The first run waits for the workers to come up (SYNC_FIRST_RUN_AFTER_MS).
  const first = setTimeout(tick, Math.min(firstRunAfterMs, everyMs));
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  const stop = () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    // The child records its run as failed ('stopped by SIGTERM') and gives the lease up.
    child?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log(`sync: ${sources.join(', ')} every ${period(everyMs)}, at the import's CPU priority`);
  return stop;
}
