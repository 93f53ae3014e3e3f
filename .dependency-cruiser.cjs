// The allowed import arrows of the code base, checked by `npm test` (tier "dependency check")
// and by hand with `npx depcruise apps packages bench e2e scripts --config .dependency-cruiser.cjs`.
// docs/architecture.md ("Allowed imports") draws the same arrows.
//
//   apps/web ──► packages/contract ◄── apps/server, packages/datagen      packages ─╳─► apps
//   bench ──► apps/server/src/api.ts ('@fd/server', the programmatic entry), packages/*; no other server file
//
//   server:  routes ──► services ──► store/index.ts, store/types ◄── store/sqlite ◄── store/postgres
//            store/sqlite, store/postgres ──► store/sql (the shared query layer) ──► store/types
//            store/sqlite ──► search-engine/index.ts (its one door) ──► store/types; the engine
//            imports no record store (store/sqlite, store/postgres, store/sql)
//            runtime/ (budget, metrics, cluster, …) may be imported by anyone and imports no module
//
// A rule is never switched off for a file in silence: every exception is listed in
// KNOWN_EXCEPTIONS below with its reason, left out of the rule it breaks, and reported on every
// run as an `info` line, so that it stays visible until someone removes it.

const SERVER = '^apps/server/src/';
const TESTS = '(\\.test\\.tsx?$|^apps/server/test/|^e2e/|/test-files\\.ts$)';
/**
 * Route layer: the route plugins, the module registry, the auth hook that guards them and the
 * helper that serves the route table (http/).
 */
const ROUTES = `${SERVER}(http/|modules/(register\\.ts$|auth/guard\\.ts$|[^/]+/(routes|[^/]+-routes)\\.ts$))`;
/** Service layer: every other file of a module (services, rules, caches, helpers). */
const MODULES = `${SERVER}modules/`;
/** The store's interface: what services may see. */
const STORE_INTERFACE = `${SERVER}store/(index\\.ts$|types/)`;
const STORE = `${SERVER}store/`;
const RUNTIME = `${SERVER}runtime/`;
const SYNC = `${SERVER}sync/`;
/** The in-memory search engine: one folder, one door (its index.ts), fed by one source. */
const ENGINE = `${SERVER}search-engine/`;

/**
 * Imports that break a rule and are kept for now, each with the reason. `rule` names the rule
 * it breaks; `from` and `to` are exact paths.
 */
const KNOWN_EXCEPTIONS = [
  {
    rule: 'server-routes-only-through-services',
    from: 'apps/server/src/modules/auth/guard.ts',
    to: 'apps/server/src/store/types/index.ts',
    reason:
      "type only: request.auth carries the store's UserRecord and SessionRecord; the fix is a user type of the auth service",
  },
];

/** A path as a regular expression that matches it alone. */
const literal = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The known exceptions of one rule. */
function exceptionsOf(rule) {
  return KNOWN_EXCEPTIONS.filter((exception) => exception.rule === rule);
}
/** A `pathNot` pattern for the files that have an exception to the rule. */
function excepted(rule) {
  const list = exceptionsOf(rule);
  return list.length === 0 ? [] : [`^(${list.map((exception) => literal(exception.from)).join('|')})$`];
}

/** A `forbidden` rule that leaves out its known exceptions (only for the exact from → to pair). */
function rule(name, comment, from, to) {
  const exceptions = exceptionsOf(name);
  if (exceptions.length === 0) return { name, comment, severity: 'error', from, to };
  // The rule is split: files with an exception may still not import anything else the rule forbids.
  const rules = [
    {
      name,
      comment,
      severity: 'error',
      from: { ...from, pathNot: [...(from.pathNot ?? []), ...excepted(name)] },
      to,
    },
  ];
  for (const exception of exceptions) {
    rules.push({
      name,
      comment,
      severity: 'error',
      from: { path: `^${literal(exception.from)}$` },
      to: { ...to, pathNot: [...(to.pathNot ?? []), `^${literal(exception.to)}$`] },
    });
  }
  return rules;
}

const knownExceptionReports = KNOWN_EXCEPTIONS.map((exception, i) => ({
  name: `known-exception-${i + 1}`,
  comment: `${exception.rule}: ${exception.reason}`,
  severity: 'info',
  from: { path: `^${literal(exception.from)}$` },
  to: { path: `^${literal(exception.to)}$` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycles anywhere, type-only imports included: each layer can be read and tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^virtual:', '^node:'] },
    },

    // ── Workspaces ──────────────────────────────────────────────────────────────────────────
    {
      name: 'web-only-contract',
      comment:
        'The web app shares only the contract with the server: never server code, the generator, bench or e2e.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server/|packages/(?!contract/)|bench/|e2e/)' },
    },
    {
      name: 'packages-not-to-apps',
      comment: 'packages/* are the bottom layer: they never import apps, bench or e2e.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|bench|e2e)/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and browser: it imports no other workspace.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(?!contract/)|apps/|bench/|e2e/)' },
    },

    {
      name: 'bench-only-server-entry',
      comment:
        "The bench drives the server over HTTP and through its one programmatic entry (apps/server/src/api.ts, '@fd/server'), never its internals.",
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^(apps/|e2e/)', pathNot: ['^apps/server/src/api\\.ts$'] },
    },

    // ── Server layers: routes → services → store interface ← store implementations ───────────
    ...[
      rule(
        'server-routes-only-through-services',
        'Routes reach data through services (modules/services.ts), never through the store.',
        { path: ROUTES, pathNot: [TESTS] },
        { path: STORE },
      ),
      rule(
        'server-services-not-to-routes',
        'Services know no routes: HTTP shapes stay in the route layer.',
        { path: MODULES, pathNot: [ROUTES, TESTS] },
        { path: ROUTES },
      ),
      rule(
        'server-modules-only-store-interface',
        'Modules see the store through store/index.ts and store/types only, never an implementation.',
        { path: MODULES, pathNot: [TESTS] },
        { path: STORE, pathNot: [STORE_INTERFACE] },
      ),
      rule(
        'server-store-not-to-modules',
        'The store is the lower layer: it imports no module (modules/ uses the store, not the reverse).',
        { path: STORE, pathNot: [TESTS] },
        { path: MODULES },
      ),
      rule(
        'server-store-not-to-importers',
        'The store imports no importer or the sync: they use the store interface, not the reverse.',
        { path: STORE, pathNot: [TESTS] },
        { path: `${SERVER}(importers|sync)/` },
      ),
      rule(
        'server-store-interface-not-to-implementations',
        'store/types is the interface: it names no implementation.',
        { path: `${STORE}types/` },
        { path: `${STORE}(sqlite|postgres|sql)/` },
      ),
      rule(
        'server-sql-not-to-engines',
        'store/sql is the query layer both engines share: it names neither; each engine hands it a Kysely instance.',
        { path: `${STORE}sql/`, pathNot: [TESTS] },
        { path: `${STORE}(sqlite|postgres)/` },
      ),
      rule(
        'server-sqlite-not-to-postgres',
        'The SQLite store stands alone; the PostgreSQL store may reuse it (its local index is a SQLite file).',
        { path: `${STORE}sqlite/`, pathNot: [TESTS] },
        { path: `${STORE}postgres/` },
      ),
      rule(
        'server-engine-not-to-record-stores',
        'The search engine reads only its EngineSource (search-engine/source.ts): it imports no record store (store/sqlite, store/postgres, store/sql, store/index.ts), module, importer, sync, command or entry point.',
        { path: ENGINE, pathNot: [TESTS] },
        {
          path: `${STORE}((sqlite|postgres|sql)/|index\\.ts$)|${SERVER}(modules|importers|sync|cli|backup)/|${SERVER}(app|main)\\.ts$`,
        },
      ),
      rule(
        'server-engine-only-through-index',
        'Outside the search engine, only its index.ts is imported (the SearchEngine it opens and the EngineSource it reads), never the files behind it.',
        { path: '^', pathNot: [TESTS, ENGINE] },
        { path: ENGINE, pathNot: [`${ENGINE}index\\.ts$`] },
      ),
      rule(
        'server-runtime-imports-no-module',
        'runtime/ (budget, metrics, cluster, crash guard) may be imported by anyone and imports no module, store, importer or the sync.',
        { path: RUNTIME, pathNot: [TESTS] },
        { path: `${SERVER}(modules|store|search-engine|importers|cli|sync)/|${SERVER}(app|main)\\.ts$` },
      ),
      rule(
        'server-sync-only-from-entries',
        'The register sync (sync/) runs as a command and from the primary process: only main.ts and cli/ start it.',
        { path: '^', pathNot: [TESTS, SYNC, `${SERVER}(main\\.ts$|cli/)`] },
        { path: SYNC },
      ),
      rule(
        'server-sync-only-store-interface',
        'The sync writes through the importers and sees the store through store/index.ts and store/types only.',
        { path: SYNC, pathNot: [TESTS] },
        { path: STORE, pathNot: [STORE_INTERFACE] },
      ),
      rule(
        'server-sync-imports-no-module',
        'The sync serves no request: it imports no module, route or app.',
        { path: SYNC, pathNot: [TESTS] },
        { path: `${SERVER}modules/|${SERVER}(app|main)\\.ts$` },
      ),
      rule(
        'server-backup-only-from-entries',
        'backup/ works on the store files of a stopped or running install: only main.ts (the schedule) and the commands use it.',
        { path: SERVER, pathNot: [TESTS, `${SERVER}(main\\.ts$|cli/|backup/)`] },
        { path: `${SERVER}backup/` },
      ),
      rule(
        'server-entries-not-imported',
        'main.ts and the command-line entries are where processes start; nothing imports them.',
        { path: '^', pathNot: [TESTS] },
        { path: `${SERVER}(main\\.ts$|cli/)` },
      ),
    ].flat(),
    ...knownExceptionReports,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|coverage|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
