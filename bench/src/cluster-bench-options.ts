/** The options of the cluster bench (`npm run bench -- cluster`), read by the shared bench option parser. */
import { datasetOptions, parseBenchArgs } from './options';

export const CLUSTER_BENCH_USAGE =
  'npm run bench -- cluster [--companies 250000] [--seconds 10] [--connections 8 (≥ 2)] [--rounds 2] ' +
  '[--writes 50] [--replica] [--restart [--down-seconds 10 (≤ 10)]]';

const SERVER_URL = 'postgres://firmenradar:firmenradar@127.0.0.1:5432';
const REPLICA_URL = 'postgres://firmenradar:firmenradar@127.0.0.1:5433';
/** The longest `--down-seconds` takes, as the usage says. */
const MAX_DOWN_SECONDS = 10;

/** The cluster bench's options from `args` (this process's arguments when left out); null when one is off. */
export function parseClusterBenchArgs(args?: string[]) {
  const parsed = parseBenchArgs(
    {
      ...datasetOptions(250_000),
      seconds: { rule: 'positive', default: '10' },
      connections: { rule: 'count', default: '8' },
      rounds: { rule: 'count', default: '2' },
      writes: { rule: 'count', default: '50' },
      'down-seconds': { rule: 'positive', default: String(MAX_DOWN_SECONDS) },
    },
    {
      replica: { type: 'boolean', default: false },
      restart: { type: 'boolean', default: false },
      'server-url': { type: 'string', default: SERVER_URL },
      'replica-url': { type: 'string', default: REPLICA_URL },
    },
    args,
  );
  if (!parsed) return null;
  const { 'down-seconds': downSeconds, ...numbers } = parsed.numbers;
  // Two servers share the connections, at least one each.
  if (numbers.connections < 2 || downSeconds > MAX_DOWN_SECONDS) return null;
  const { replica, restart, 'server-url': serverUrl, 'replica-url': replicaUrl } = parsed.values;
  return { ...numbers, downSeconds, replica, restart, serverUrl, replicaUrl };
}
