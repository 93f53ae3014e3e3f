#!/usr/bin/env node
// Web budget (docs/decisions/079): the landing page's first-load JavaScript — the entry script,
// every module index.html preloads, and the UI language's catalogue with the chunks it imports,
// which the entry loads before the first render (docs/decisions/081 and 200; the larger of the two
// counts) — at most 150 KB gzipped;
// chart and map libraries never among them. Sizes of a build are deterministic, so this check
// belongs in `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const LAZY_ONLY = /recharts|leaflet|chart|map/i;

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
].map((match) => match[1]);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let total = 0;
const rows = [];
for (const file of new Set(files)) {
  const size = gzipSize(file);
  total += size;
  rows.push(`  ${file}  ${(size / 1024).toFixed(1)} KB`);
}
const catalogues = readdirSync(join(dist, 'assets'))
  .filter((name) => /^(de|en)-[\w-]+\.js$/.test(name))
  .map((name) => ({ file: `assets/${name}`, size: gzipSize(`assets/${name}`) }));
if (catalogues.length !== 2) {
  console.error(`Expected one catalogue chunk per language (de, en), found ${catalogues.length}.`);
  process.exit(1);
}
/** The chunks a chunk imports statically, transitively, that the entry has not loaded already. */
function staticImports(file, seen = new Set(files)) {
  const found = [];
  for (const match of readFileSync(join(dist, file), 'utf8').matchAll(
    /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g,
  )) {
    const imported = `assets/${match[1]}`;
    if (seen.has(imported)) continue;
    seen.add(imported);
    found.push(imported, ...staticImports(imported, seen));
  }
  return found;
}
// A catalogue's own imports load before the first render too (a zod schema module once came along).
for (const catalogue of catalogues) {
  catalogue.imports = staticImports(catalogue.file);
  catalogue.total = catalogue.size + catalogue.imports.reduce((sum, file) => sum + gzipSize(file), 0);
}
const largest = catalogues.reduce((a, b) => (b.total > a.total ? b : a));
total += largest.total;
rows.push(`  ${largest.file}  ${(largest.size / 1024).toFixed(1)} KB (the larger language catalogue)`);
for (const file of largest.imports)
  rows.push(`  ${file}  ${(gzipSize(file) / 1024).toFixed(1)} KB (imported by the catalogue)`);
console.log(
  `Landing first-load JavaScript (gzip):\n${rows.join('\n')}\n  total ${(total / 1024).toFixed(1)} KB of ${BUDGET_BYTES / 1024} KB`,
);

const eager = [...new Set(files)].filter((file) => LAZY_ONLY.test(file.split('/').pop() ?? ''));
if (eager.length > 0) {
  console.error(`Chart or map code is loaded on the landing page: ${eager.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(1)} KB.`);
  process.exit(1);
}
