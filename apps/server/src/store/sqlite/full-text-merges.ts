import type { SqliteDatabase } from './database';

/** Pages of merge work per statement of the thread: a few milliseconds of its write lock. */
const MERGE_PAGES = 100;
/** Statements per request at most; the next request goes on where this one stopped. */
const MAX_MERGE_STATEMENTS = 200;
/**
 * Milliseconds of merging per request at most (requests come at most once a second). Each
 * statement takes the file's write lock and the next takes it again at once, so without a bound
 * a merge of many statements kept the change feed's chunk transactions out for seconds on a busy
 * machine (docs/decisions/205).
 */
export const MERGE_BUDGET_MS = 25;

/** The file's FTS5 tables (company and employee names). */
function fullTextTables(db: SqliteDatabase): string[] {
  return db
    .prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'",
    )
    .pluck()
    .all() as string[];
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Turns FTS5's automatic merges off for the file (a setting stored in it). FTS5 merges index
 * segments inside the commit that wrote them: during an import into a PostgreSQL server, the
 * change feed's commits of 25 companies took most of their transactions' time (docs/decisions/094,
 * docs/benchmarks.md#an-import-beside-a-serving-postgresql-server).
 * The checkpoint thread merges instead (`fullTextMerger`). FTS5's crisis merge (16 segments in a
 * level) still bounds the segments should no thread run, for instance during an import with no
 * server up.
 */
export function deferFullTextMerges(db: SqliteDatabase): void {
  for (const table of fullTextTables(db)) {
    const automerge = db
      .prepare(`SELECT v FROM ${quoted(`${table}_config`)} WHERE k = 'automerge'`)
      .pluck()
      .get();
    if (automerge !== 0)
      db.exec(`INSERT INTO ${quoted(table)} (${quoted(table)}, rank) VALUES ('automerge', 0)`);
  }
}

/**
 * The merge of the segments that commits left, a few pages per statement, as FTS5's automatic
 * merge would have done it (levels of at least four segments); its statements are prepared once.
 * The merge returns how many statements did work: FTS5 reports work as a change count of two or
 * more. It stops when its time budget is spent, and when another connection holds the write lock
 * (SQLITE_BUSY: a serving process's write goes first; the next request goes on).
 */
export function fullTextMerger(
  db: SqliteDatabase,
  { budgetMs = MERGE_BUDGET_MS, now = () => performance.now() } = {},
): () => number {
  const changes = db.prepare('SELECT total_changes()').pluck();
  const merges = fullTextTables(db).map((table) =>
    db.prepare(`INSERT INTO ${quoted(table)} (${quoted(table)}, rank) VALUES ('merge', ${MERGE_PAGES})`),
  );
  return () => {
    const until = now() + budgetMs;
    let worked = 0;
    for (const merge of merges) {
      for (let statement = 0; statement < MAX_MERGE_STATEMENTS; statement++) {
        if (now() >= until) return worked;
        const before = changes.get() as number;
        try {
          merge.run();
        } catch (error) {
          if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return worked;
          throw error;
        }
        if ((changes.get() as number) - before < 2) break;
        worked++;
      }
    }
    return worked;
  };
}
