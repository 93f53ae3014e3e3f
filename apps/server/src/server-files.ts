/**
 * The one place that locates files the server reads at run time: SQL migrations, the built web
 * app and the worker-thread entries. Paths are relative to this module's folder, the root of the
 * server's code: apps/server/src when it runs from TypeScript (tsx, Vitest), apps/server/dist
 * when it runs compiled. The build (apps/server/scripts/build.ts) writes every bundle flat into
 * dist and copies the SQL files beside them in the same layout as in src, so one relative path
 * works in both.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = import.meta.dirname;

/** True when running the compiled bundles (this module is then part of a .js bundle). */
export const COMPILED = !import.meta.filename.endsWith('.ts');

/** A file or folder of the server's code, given as its path under apps/server/src. */
export function serverFile(...segments: string[]): string {
  return join(ROOT, ...segments);
}

/** The worker threads' sources under src; each is also an entry of the build, `dist/<name>.js`. */
export const WORKER_SOURCES = {
  'render-worker': 'modules/documents/render-worker.ts',
  'gleif-lei-worker': 'importers/gleif-lei-worker.ts',
  'child-worker': 'store/sqlite/child-worker.ts',
  'derived-worker': 'store/postgres/derived-worker.ts',
  'index-feed-worker': 'store/postgres/index-feed-worker.ts',
  'index-side-worker': 'store/postgres/index-side-worker.ts',
  'checkpoint-worker': 'store/sqlite/checkpoint-worker.ts',
  'backup-worker': 'backup/backup-worker.ts',
  'engine-thread': 'engine-thread.ts',
} as const;

export type WorkerName = keyof typeof WORKER_SOURCES;

export interface WorkerEntry {
  /** The module a worker thread starts with. */
  filename: URL;
  /** Appended to the thread's process.argv (the TypeScript source, when not compiled). */
  argv: string[];
}

/** The commands a server process starts as child processes; each is also an entry of the build. */
export const COMMAND_SOURCES = { sync: 'cli/sync.ts' } as const;

/**
 * The arguments of `node` that run a command: compiled, its bundle; from TypeScript,
 * runtime/ts-command.mjs, which registers tsx and runs the source named after it.
 */
export function commandEntry(name: keyof typeof COMMAND_SOURCES): string[] {
  if (COMPILED) return ['--enable-source-maps', join(ROOT, `${name}.js`)];
  return [join(ROOT, 'runtime', 'ts-command.mjs'), join(ROOT, COMMAND_SOURCES[name])];
}

/**
 * Where a worker thread starts: compiled, its own bundle; from TypeScript, runtime/ts-worker.mjs,
 * which registers tsx inside the thread and then loads the source named in argv.
 */
export function workerEntry(name: WorkerName): WorkerEntry {
  if (COMPILED) return { filename: pathToFileURL(join(ROOT, `${name}.js`)), argv: [] };
  return {
    filename: pathToFileURL(join(ROOT, 'runtime', 'ts-worker.mjs')),
    argv: [join(ROOT, WORKER_SOURCES[name])],
  };
}
