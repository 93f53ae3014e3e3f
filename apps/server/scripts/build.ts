/**
 * Builds the production server into apps/server/dist (or the folder given as the argument):
 * one ESM bundle per entry — the server (main.js), the commands (datagen.js, import.js,
 * db-copy.js, digest.js, backup.js, restore.js, sync.js, operator.js) and every worker thread (server-files.ts
 * WORKER_SOURCES) — all flat in one folder with their shared chunks, so that server-files.ts
 * finds the same relative paths as in src.
 * The workspace packages (@fd/contract, @fd/datagen, TypeScript sources) are bundled in;
 * third-party packages stay external and load from node_modules (better-sqlite3 is native).
 * The SQL files are copied beside the bundles in their src layout.
 *
 * npm run build -w apps/server   (npm start runs it)
 */
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { COMMAND_SOURCES, WORKER_SOURCES } from '../src/server-files';

const SERVER = resolve(import.meta.dirname, '..');
const SRC = join(SERVER, 'src');

const ENTRIES: Record<string, string> = {
  main: 'main.ts',
  datagen: 'cli/datagen.ts',
  import: 'cli/import.ts',
  'db-copy': 'cli/db-copy.ts',
  digest: 'cli/digest.ts',
  backup: 'cli/backup.ts',
  restore: 'cli/restore.ts',
  operator: 'cli/operator.ts',
  ...COMMAND_SOURCES,
  ...WORKER_SOURCES,
};

/** Files read at run time through server-files.ts, copied in their src layout. */
const ASSET = /\.sql$/;

/** Bare imports stay external, except the workspace packages, which are TypeScript sources. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fd/') ? undefined : { path: args.path, external: true },
    );
  },
};

function assetsUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => ASSET.test(path) && !path.includes('node_modules'))
    .map((path) => join(folder, path));
}

export async function buildServer(outdir: string): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(SRC, path)])),
    outdir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  // The bundles are ES modules wherever the folder is (a package.json above may say otherwise).
  writeFileSync(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  for (const file of assetsUnder(SRC)) {
    const target = join(outdir, relative(SRC, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const outdir = resolve(process.argv[2] ?? join(SERVER, 'dist'));
  const started = Date.now();
  await buildServer(outdir);
  console.log(`server built into ${relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
}
