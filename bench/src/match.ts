/**
 * npm run bench -- match [--companies 250000] [--seed 42] [--per-kind 250] [--query-seed 42]
 *
 * Precision and recall of the matcher (issue 30, docs/decisions/160): labelled queries of nine
 * kinds built from the dataset, matched through the same service as POST /api/match. Prints per
 * kind the top-1 recall, how many got `match: true` and how many of those were right, and the
 * p50/p95/max time of one query; writes the misses and each kind's slowest queries to
 * bench/results/. Then a file of 10,000 labelled queries (another draw) goes through the
 * list-matching job of the compiled server, from upload to finished results, with `/api/health`
 * and autocomplete asked beside it (match-file.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { benchPort } from './bench-server';
import { benchSession } from './bench-session';
import { benchDataDir } from './dataset';
import { labelledBenchArgs, openLabelledBenchServer } from './labelled-bench';
import { matchCsv, matchFileMarkdown, measureMatchFile } from './match-file';
import { buildMatchQueries, type LabelledMatch, MATCH_KINDS } from './match-queries';
import { drawQueries, random } from './queries';

const ROOT = resolve(import.meta.dirname, '../..');
const MISSES_KEPT = 30;
/** The slowest queries of each kind kept in the results file. */
const SLOWEST_KEPT = 5;
/** Rows of the list-matching file (the target: 10,000 rows in at most 60 s). */
const FILE_ROWS = 10_000;
/**
 * Queries of another draw matched before the timed ones (docs/decisions/209, 2026-12-02): a
 * process that has just opened its connection reads every B-tree page of the dataset file from
 * the operating system (the file is memory-mapped only up to SQLite's 2 GB limit), a server that
 * has served a while from its connection's page cache. Their times are printed as the first
 * queries after a start; the table's are the serving figures.
 */
const WARM_QUERIES = 900;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const args = labelledBenchArgs('match', 250);
const { companies, seed, perKind, querySeed } = args;
const server = await openLabelledBenchServer(args);
// What a serving process does before it listens (main.ts: the vocabulary built, the matcher's
// first calls made); then the warm-up draw (WARM_QUERIES) before the timed queries.
await server.services.warmUp();
const db = new Database(server.datasetFile, { readonly: true });
const queries = buildMatchQueries(db, random(querySeed), perKind);
// The file's rows: another draw, the kinds taking turns as in a list nobody sorted.
const filePerKind = Math.ceil(FILE_ROWS / MATCH_KINDS.length);
const fileDraw = buildMatchQueries(db, random(querySeed + 1), filePerKind);
const warmDraw = buildMatchQueries(db, random(querySeed + 2), Math.ceil(WARM_QUERIES / MATCH_KINDS.length));
db.close();
const file = matchCsv(
  fileDraw
    .map((labelled, at) => ({ labelled, turn: at % filePerKind }))
    .sort((a, b) => a.turn - b.turn)
    .map(({ labelled }) => labelled),
  FILE_ROWS,
);
const { prefixes } = drawQueries(server.datasetFile, seed);
const { cookie } = await benchSession(server);
const loadBefore = load();
console.log(
  `${queries.length} labelled queries (query seed ${querySeed}); matching … (load average ${loadBefore})`,
);

interface Outcome {
  labelled: LabelledMatch;
  top: number | null;
  topName: string | null;
  match: boolean;
  ms: number;
}
const outcomes: Outcome[] = [];
const firstTimes: number[] = [];
try {
  for (const labelled of warmDraw) {
    const started = performance.now();
    await server.services.matcher.matchOne(labelled.query, 'en');
    firstTimes.push(performance.now() - started);
  }
  for (const labelled of queries) {
    const started = performance.now();
    const { candidates } = await server.services.matcher.matchOne(labelled.query, 'en');
    const ms = performance.now() - started;
    const best = candidates[0];
    outcomes.push({
      labelled,
      top: best?.company_id ?? null,
      topName: best?.company_name ?? null,
      match: best?.match ?? false,
      ms,
    });
  }
} finally {
  await server.close();
}

const percent = (part: number, of: number) => (of === 0 ? '–' : `${((100 * part) / of).toFixed(1)}%`);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const rows = [...MATCH_KINDS, 'overall' as const].map((kind) => {
  const mine = kind === 'overall' ? outcomes : outcomes.filter((o) => o.labelled.kind === kind);
  const inRegister = mine.filter((o) => o.labelled.companyId !== null);
  const top1 = inRegister.filter((o) => o.top === o.labelled.companyId).length;
  const matched = mine.filter((o) => o.match);
  const right = matched.filter((o) => o.top === o.labelled.companyId).length;
  const absentSafe = mine.filter((o) => o.labelled.companyId === null && !o.match).length;
  const absent = mine.length - inRegister.length;
  return `| ${kind} | ${mine.length} | ${percent(top1, inRegister.length)} | ${percent(matched.length, mine.length)} | ${percent(right, matched.length)} | ${absent === 0 ? '–' : percent(absentSafe, absent)} |`;
});
const times = outcomes.map((o) => o.ms);
const command = `npm run bench -- match ${process.argv.slice(2).join(' ')}`.trim();
const context =
  `\`${command}\`: ${new Date().toISOString().slice(0, 10)}, ${companies.toLocaleString('en-US')} companies (seed ${seed}), ` +
  `${outcomes.length} queries after ${firstTimes.length} of another draw; one query p50 ${quantile(times, 0.5).toFixed(1)} ms, ` +
  `p95 ${quantile(times, 0.95).toFixed(1)} ms (the first ${firstTimes.length} after the start: p50 ` +
  `${quantile(firstTimes, 0.5).toFixed(1)} ms, p95 ${quantile(firstTimes, 0.95).toFixed(1)} ms) ` +
  `(this machine, shared; load average ${loadBefore} before, ${load()} after)`;
const table = [
  '| kind | queries | top-1 recall | match: true | precision of match: true | not in register without match |',
  '| --- | --: | --: | --: | --: | --: |',
  ...rows,
].join('\n');
const timeTable = [
  '| kind | p50 ms | p95 ms | max ms |',
  '| --- | --: | --: | --: |',
  ...[...MATCH_KINDS, 'overall' as const].map((kind) => {
    const mine = outcomes.filter((o) => kind === 'overall' || o.labelled.kind === kind).map((o) => o.ms);
    return `| ${kind} | ${quantile(mine, 0.5).toFixed(1)} | ${quantile(mine, 0.95).toFixed(1)} | ${Math.max(...mine).toFixed(1)} |`;
  }),
].join('\n');
console.log(`\n${context}\n\n${table}\n\n${timeTable}\n`);

const misses = MATCH_KINDS.map((kind) => ({
  kind,
  misses: outcomes
    .filter(
      (o) =>
        o.labelled.kind === kind &&
        (o.labelled.companyId === null
          ? o.match
          : o.top !== o.labelled.companyId || (o.match && o.top !== o.labelled.companyId)),
    )
    .slice(0, MISSES_KEPT)
    .map((o) => ({
      query: o.labelled.query,
      expected: o.labelled.companyId,
      top: o.top,
      topName: o.topName,
      match: o.match,
    })),
}));
const slowest = MATCH_KINDS.map((kind) => ({
  kind,
  queries: outcomes
    .filter((o) => o.labelled.kind === kind)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_KEPT)
    .map((o) => ({ ms: Math.round(o.ms * 10) / 10, query: o.labelled.query })),
}));

console.log(
  `List matching: a file of ${FILE_ROWS.toLocaleString('en-US')} rows through the job API … (load average ${load()})`,
);
const fileReport = await measureMatchFile({
  dataDir: benchDataDir(companies),
  port: benchPort(),
  companies,
  seed,
  cookie,
  csv: file,
  prefixes,
});
const fileTable = matchFileMarkdown(fileReport);
const fileContext = `load average after the file: ${load()}`;
console.log(`\n${fileTable}\n\n${fileContext}\n`);

mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
const resultsFile = join(
  ROOT,
  'bench',
  'results',
  `${new Date().toISOString().slice(0, 10)}-match-${companies}.json`,
);
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      command,
      companies,
      seed,
      context,
      table,
      timeTable,
      fileTable,
      fileContext,
      file: fileReport,
      misses,
      slowest,
    },
    null,
    2,
  )}\n`,
);
console.log(`Misses and slowest queries written to ${resultsFile}`);
