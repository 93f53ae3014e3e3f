#!/usr/bin/env node
// The dependency check of `npm test`: dependency-cruiser with .dependency-cruiser.cjs over every
// workspace. Fails on any forbidden import, and on a known exception that no longer happens (so
// the list in the config is kept true: remove the exception once its import is gone).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = join(root, 'node_modules', '.bin');
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const resultFile = join(cache, 'dependency-cruiser.json');

const cruise = spawnSync(
  join(bin, 'depcruise'),
  [
    'apps',
    'packages',
    'bench',
    'e2e',
    'scripts',
    '--config',
    '.dependency-cruiser.cjs',
    '-T',
    'json',
    '-f',
    resultFile,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (cruise.error || cruise.status === null) {
  console.error('dependency-cruiser did not run:', cruise.error?.message ?? cruise.signal);
  process.exit(1);
}
spawnSync(join(bin, 'depcruise-fmt'), ['-T', 'err-long', resultFile], { cwd: root, stdio: 'inherit' });

const result = JSON.parse(readFileSync(resultFile, 'utf8'));
const { summary } = result;
const exceptionRules = summary.ruleSetUsed.forbidden
  .map((rule) => rule.name)
  .filter((name) => name.startsWith('known-exception-'));
const reported = new Set(summary.violations.map((violation) => violation.rule.name));
const stale = exceptionRules.filter((name) => !reported.has(name));
for (const name of stale) {
  const rule = summary.ruleSetUsed.forbidden.find((candidate) => candidate.name === name);
  console.error(
    `${name} no longer happens (${rule.from.path} → ${rule.to.path}): remove it from KNOWN_EXCEPTIONS.`,
  );
}
if (summary.error > 0 || stale.length > 0) {
  console.error(
    `Dependency check failed: ${summary.error} forbidden import(s), ${stale.length} stale exception(s). ` +
      'The allowed arrows are in .dependency-cruiser.cjs and docs/architecture.md.',
  );
  process.exit(1);
}
console.log(
  `Dependency check passed: ${summary.totalCruised} modules, ${exceptionRules.length} known exception(s) listed above.`,
);
