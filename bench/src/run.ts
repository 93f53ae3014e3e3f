/**
 * npm run bench [-- <command>] [-- options]
 *
 *   npm run bench -- --companies 3600000 …   load scenarios over HTTP (load-bench.ts)
 *   npm run bench -- relevance [--companies 250000 --seed 42 --per-kind 200]
 *                                            relevance@1/@5 of the name search (relevance.ts)
 *   npm run bench -- match [--companies 250000 --seed 42 --per-kind 250]
 *                                            precision/recall of the matcher (match.ts)
 *   npm run bench -- import [--rows 1000000 --workers N --keep]
 *                                            GLEIF import throughput and memory (import-bench.ts)
 *   npm run bench -- load [--companies 3600000 --seconds 10 --mixed-seconds 10 --cold]
 *                                            the load phase alone (load-phase-bench.ts)
 *   npm run bench -- hostile [--companies 1000000 --seconds 10 --connections 8 --runs 2 --in-flight]
 *                                            /api/health beside a hostile mix alone (hostile-bench.ts)
 *   npm run bench -- import-serving [--companies 250000 --rows 300000 --runs 1]
 *                                            an import beside a running PostgreSQL server
 *                                            (import-serving-bench.ts)
 *   npm run bench -- cluster [--companies 250000 --seconds 10 --connections 8 --replica --restart]
 *                                            two servers on one PostgreSQL: mixed load against one
 *                                            and both, change lag, the primary restarting (cluster-bench.ts)
 *   npm run bench -- similar [--companies 3600000 --rounds 3 --answers FILE]
 *                                            where the time of similar companies goes, per
 *                                            store call, on the dataset read-only (similar-profile.ts)
 *   npm run bench -- channel [--companies 250000 --rounds 3 --requests 2000 --seconds 3 --in-flight 8 --memory]
 *                                            a stand-in engine called in-process, in a worker thread
 *                                            over shared memory and in a process over a Unix socket
 *                                            and over IPC: round trips and throughput (channel-bench.ts)
 *   npm run bench -- scale [--sizes 1000000,3600000,10000000 --seconds 10 --mixed-seconds 60 --cold --keep]
 *                                            each size generated (or reused) and served in turn: build,
 *                                            memory of all server processes (PSS), every scenario, the
 *                                            load phase with the hostile mix; side by side (scale-bench.ts)
 *
 * Each command runs in its own process with its own options, so that one's top-level setup
 * (argument parsing, a dataset, a server) never runs for another.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const COMMANDS: Record<string, string> = {
  relevance: 'relevance.ts',
  match: 'match.ts',
  import: 'import-bench.ts',
  load: 'load-phase-bench.ts',
  hostile: 'hostile-bench.ts',
  'import-serving': 'import-serving-bench.ts',
  similar: 'similar-profile.ts',
  cluster: 'cluster-bench.ts',
  channel: 'channel-bench.ts',
  scale: 'scale-bench.ts',
};

const [first, ...rest] = process.argv.slice(2);
const named = first !== undefined ? COMMANDS[first] : undefined;
const script = named ?? 'load-bench.ts';
const args = named ? rest : process.argv.slice(2);
const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
  stdio: 'inherit',
});
process.exit(child.status ?? 1);
