/**
 * npm run bench -- load [--companies 3600000 --seconds 10 --mixed-seconds 10 --connections 8 --cold]
 * The load phase alone (worst cases, neighbours, keyword scaling, mixed load) against the
 * compiled server on the bench's SQLite dataset, without the per-scenario runs before it: for
 * repeating the phase whose figures vary most from run to run. `--cold` empties the operating
 * system's page cache before the server starts (root, Linux), as after a boot. Prints the table
 * and the neighbours' raw figures; writes nothing.
 */
import { openServer } from '@fd/server';
import { benchPort, buildServer, emptyPageCache, startBenchServer } from './bench-server';
import { benchDatasetConfig } from './dataset';
import { hostileMix } from './hostile-mix';
import { loadMarkdown, runLoadPhase } from './load';
import { benchArgs, datasetOptions } from './options';
import { drawQueries } from './queries';
import { worstCases } from './worst-cases';

const {
  numbers: { companies, seed, seconds, connections, ...numbers },
  values: args,
} = benchArgs(
  'npm run bench -- load [--companies N] [--seconds S] [--mixed-seconds S] [--connections C] [--cold]',
  {
    ...datasetOptions(3_600_000),
    seconds: { rule: 'positive', default: '10' },
    'mixed-seconds': { rule: 'positive', default: '10' },
    connections: { rule: 'positive', default: '8' },
  },
  { cold: { type: 'boolean', default: false } },
);
const mixedSeconds = numbers['mixed-seconds'];

const { env, config } = benchDatasetConfig(companies, seed, benchPort());
const embedded = await openServer(config);
const email = 'bench@firmenradar.test';
const user = await embedded.stores.accounts.users.byEmail(email);
if (!user)
  throw new Error(
    `No bench account in ${config.dataDir}: run npm run bench -- --companies ${companies} once.`,
  );
const { token } = await embedded.services.sessions.start(user.user_id, {
  userAgent: 'bench',
  ip: '127.0.0.1',
});
const datasetFile = embedded.datasetFile;
await embedded.close();

buildServer();
if (args.cold) emptyPageCache();
const started = Date.now();
const server = await startBenchServer(env, config.port);
console.log(`serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);
try {
  const baseUrl = `http://127.0.0.1:${config.port}`;
  const report = await runLoadPhase(
    { baseUrl, cookie: `fr_session=${token}`, connections, seconds, mixedSeconds },
    worstCases(datasetFile),
    drawQueries(datasetFile, seed),
    hostileMix(datasetFile),
  );
  console.log(loadMarkdown(report, connections));
  console.log(`worst-case searches answered beside the probes: ${report.neighbours.worstCaseRequests}`);
  console.log(JSON.stringify(report.neighbours));
} finally {
  server.kill('SIGTERM');
}
