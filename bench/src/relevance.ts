/**
 * npm run bench -- relevance [--companies 250000] [--seed 42] [--per-kind 200] [--query-seed 42]
 *
 * Relevance of the landing search for names typed the way people type them (docs/decisions/031):
 * labelled queries built from the dataset, sent through the same search service the landing
 * page calls; prints relevance@1 and @5 per kind and overall, and writes the table into
 * docs/benchmarks.md. Not timed: it may share the machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ZLandingSearchQuery } from '@fd/contract';
import Database from 'better-sqlite3';
import { labelledBenchArgs, openLabelledBenchServer } from './labelled-bench';
import { random } from './queries';
import { buildLabelledQueries, keyOf, type LabelledQuery, RELEVANCE_KINDS } from './relevance-queries';

const ROOT = resolve(import.meta.dirname, '../..');
/** Targets of issue 17: relevance@5 overall and for every kind. */
const TARGET_OVERALL = 0.97;
const TARGET_PER_KIND = 0.95;
/** Misses listed per kind in the results file, for reading (not in docs/benchmarks.md). */
const MISSES_KEPT = 20;

const args = labelledBenchArgs('relevance', 200);
const { companies, seed, perKind, querySeed } = args;

console.log(`Opening ${companies.toLocaleString('en-US')} companies (indexes and vocabulary load first) …`);
const server = await openLabelledBenchServer(args);
const queries = drawLabelledQueries(server.datasetFile);
console.log(`${queries.length} labelled queries (query seed ${querySeed}); searching …`);

interface Outcome {
  query: LabelledQuery;
  /** 1-based rank of the first result with the label's key; null when not in the first five. */
  rank: number | null;
  top: string[];
}
const outcomes: Outcome[] = [];
try {
  for (const query of queries) {
    const page = await server.services.search.landingSearch(
      ZLandingSearchQuery.parse({ keyword: query.query, offset: '0', limit: '5' }),
      false,
    );
    const names = page.companies.map((company) => company.company_name);
    const at = names.findIndex((name) => keyOf(query.kind, name) === query.key);
    outcomes.push({ query, rank: at < 0 ? null : at + 1, top: names });
  }
} finally {
  await server.close();
}

/** Companies drawn uniformly from the whole dataset (most are the long tail), seeded. */
function drawLabelledQueries(datasetFile: string): LabelledQuery[] {
  const db = new Database(datasetFile, { readonly: true });
  try {
    const maxId = db.prepare('SELECT max(company_id) FROM companies').pluck().get() as number;
    const nameOf = db.prepare('SELECT company_name FROM companies WHERE company_id = ?').pluck();
    const next = random(querySeed);
    const draw = () => {
      for (;;) {
        const companyId = 1 + Math.floor(next() * maxId);
        const name = nameOf.get(companyId) as string | undefined;
        if (name) return { companyId, name };
      }
    };
    return buildLabelledQueries(draw, next, perKind);
  } finally {
    db.close();
  }
}

const percent = (hits: number, of: number) => (of === 0 ? '–' : `${((100 * hits) / of).toFixed(1)}%`);
const rows = [...RELEVANCE_KINDS, 'overall' as const].map((kind) => {
  const mine = kind === 'overall' ? outcomes : outcomes.filter((outcome) => outcome.query.kind === kind);
  const at1 = mine.filter((outcome) => outcome.rank === 1).length;
  const at5 = mine.filter((outcome) => outcome.rank !== null).length;
  const target = kind === 'overall' ? TARGET_OVERALL : TARGET_PER_KIND;
  const met = mine.length > 0 && at5 / mine.length >= target;
  return `| ${kind} | ${mine.length} | ${percent(at1, mine.length)} | ${percent(at5, mine.length)} | ≥ ${target * 100}% | ${met ? 'met' : 'missed'} |`;
});
const command = `npm run bench -- relevance ${process.argv.slice(2).join(' ')}`.trim();
const context =
  `\`${command}\`: ${new Date().toISOString().slice(0, 10)}, ${companies.toLocaleString('en-US')} companies ` +
  `(seed ${seed}), ${outcomes.length} queries (query seed ${querySeed}) through the landing search (5 results); a hit is a result ` +
  'whose folded name equals the labelled company’s (without legal form for the kinds that drop it)';
const table = [
  '| kind | queries | relevance@1 | relevance@5 | target @5 | verdict |',
  '| --- | --: | --: | --: | --- | --- |',
  ...rows,
].join('\n');
console.log(`\n${context}\n\n${table}\n`);

const misses = RELEVANCE_KINDS.map((kind) => ({
  kind,
  misses: outcomes
    .filter((outcome) => outcome.query.kind === kind && outcome.rank === null)
    .slice(0, MISSES_KEPT)
    .map(({ query, top }) => ({ query: query.query, name: query.name, companyId: query.companyId, top })),
}));
for (const { kind, misses: list } of misses)
  for (const miss of list.slice(0, 5)) console.log(`missed (${kind}): '${miss.query}' → ${miss.name}`);
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
const resultsFile = join(
  ROOT,
  'bench',
  'results',
  `${new Date().toISOString().slice(0, 10)}-relevance-${companies}.json`,
);
writeFileSync(resultsFile, `${JSON.stringify({ command, companies, seed, table, misses }, null, 2)}\n`);
console.log(`Results written to ${resultsFile}`);

const tablesPath = join(ROOT, 'docs', 'benchmarks.md');
const start = `<!-- bench:relevance:${companies}:start -->`;
const end = `<!-- bench:relevance:${companies}:end -->`;
const block = `${start}\n${context}\n\n${table}\n${end}`;
const tables = readFileSync(tablesPath, 'utf8');
const existing = new RegExp(`${start}[\\s\\S]*${end}`);
writeFileSync(
  tablesPath,
  existing.test(tables) ? tables.replace(existing, block) : `${tables.trimEnd()}\n\n${block}\n`,
);
