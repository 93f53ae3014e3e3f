/**
 * npm run bench -- load [--companies 3600000 --seconds 10 --mixed-seconds 10 --connections 8 --cold]
 * The load phase alone (worst cases, neighbours, keyword scaling, mixed load) against the
 * compiled server on the bench's SQLite dataset, without the per-scenario runs before it: for
 * repeating the phase whose figures vary most from run to run. `--cold` empties the operating
 * system's page cache before the server starts (root, Linux), as after a boot. Prints the table
 * and the neighbours' raw figures; writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, openServer } from '@fd/server';
import { benchPort, benchServerEnv, buildServer, startBenchServer } from './bench-server';
import { hostileMix } from './hostile-mix';
import { loadMarkdown, runLoadPhase } from './load';
import { drawQueries } from './queries';
import { worstCases } from './worst-cases';

const ROOT = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '3600000' },
    seed: { type: 'string', default: '42' },
    seconds: { type: 'string', default: '10' },
    'mixed-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    cold: { type: 'boolean', default: false },
  },
});
const [seconds, mixedSeconds, connections] = [args.seconds, args['mixed-seconds'], args.connections].map(
  Number,
);
if (![seconds, mixedSeconds, connections].every((n) => n !== undefined && n > 0)) {
  console.error(
    'usage: npm run bench -- load [--companies N] [--seconds S] [--mixed-seconds S] [--connections C] [--cold]',
  );
  process.exit(2);
}

const dataDir = join(ROOT, 'bench', 'data', args.companies);
const env = benchServerEnv({
  dataDir,
  port: benchPort(),
  companies: Number(args.companies),
  seed: args.seed,
});
const config = loadConfig({ ...process.env, ...env });
const embedded = await openServer(config);
const email = 'bench@firmenradar.test';
const user = await embedded.stores.accounts.users.byEmail(email);
if (!user)
  throw new Error(`No bench account in ${dataDir}: run npm run bench -- --companies ${args.companies} once.`);
const { token } = await embedded.services.sessions.start(user.user_id, {
  userAgent: 'bench',
  ip: '127.0.0.1',
});
const datasetFile = embedded.datasetFile;
await embedded.close();

buildServer();
if (args.cold) {
  spawnSync('sync');
  writeFileSync('/proc/sys/vm/drop_caches', '3');
  console.log('page cache emptied');
}
const started = Date.now();
const server = await startBenchServer(env, config.port);
console.log(`serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);
try {
  const baseUrl = `http://127.0.0.1:${config.port}`;
  const report = await runLoadPhase(
    { baseUrl, cookie: `fr_session=${token}`, connections, seconds, mixedSeconds },
    worstCases(datasetFile),
    drawQueries(datasetFile, Number(args.seed)),
    hostileMix(datasetFile),
  );
  console.log(loadMarkdown(report, connections));
  console.log(`worst-case searches answered beside the probes: ${report.neighbours.worstCaseRequests}`);
  console.log(JSON.stringify(report.neighbours));
} finally {
  server.kill('SIGTERM');
}
