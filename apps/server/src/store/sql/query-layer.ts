import type { Lang } from '@fd/contract';
import {
  type CompiledQuery,
  type DeleteResult,
  type Expression,
  type InsertResult,
  type Kysely,
  type QueryResult,
  sql,
  type UpdateResult,
} from 'kysely';

/**
 * The shared query layer's few tools: which engine a Kysely instance speaks to, the one place
 * the two engines order text differently, and queries compiled once for the hot paths.
 */

export type Engine = 'sqlite' | 'postgres';

/**
 * A text column in byte order: SQLite compares text byte-wise (BINARY), PostgreSQL by the
 * database's collation unless told "C". Every tie-breaker on keys uses this, so both engines
 * list equal timestamps in the same order.
 */
export function byteOrder(engine: Engine, column: string): Expression<string> {
  return engine === 'postgres' ? sql<string>`${sql.ref(column)} collate "C"` : sql.ref<string>(column);
}

/**
 * Runs one statement that reads before it writes (an upsert, a claim) so that no other process
 * writes in between. PostgreSQL's statement holds its row locks by itself; SQLite's would start
 * reading without the file's write lock and could be refused it, so there it runs in a
 * transaction that takes the lock at BEGIN.
 */
export function atomically<DB, T>(
  engine: Engine,
  db: Kysely<DB>,
  work: (on: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return engine === 'sqlite' ? db.transaction().execute(work) : work(db);
}

/** How many rows an INSERT, UPDATE or DELETE changed (an insert that met a conflict and did nothing: 0). */
export function changed(result: QueryResult<unknown> | InsertResult | UpdateResult | DeleteResult): number {
  if ('numDeletedRows' in result) return Number(result.numDeletedRows);
  if ('numUpdatedRows' in result) return Number(result.numUpdatedRows);
  if ('numInsertedOrUpdatedRows' in result) return Number(result.numInsertedOrUpdatedRows ?? 0n);
  return Number(result.numAffectedRows ?? 0n);
}

/** The count a query selects as `count` (a bigint on PostgreSQL, read as a number). */
export const counted = async (row: Promise<{ count: string | number | bigint }>) => Number((await row).count);

/** The language a stored row was written in: German, the product's default, unless it says English. */
export const storedLang = (value: string | null): Lang => (value === 'en' ? 'en' : 'de');

/** A stand-in for a value a prepared query receives when it runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** The stand-ins a prepared query is built with, typed as the values they stand for. */
export type Slots<P> = { readonly [K in keyof P]: P[K] };

/** Where a prepared query runs: a Kysely instance or one of its transactions. */
export type Executor = Pick<Kysely<unknown>, 'executeQuery'>;

export interface Prepared<P, R> {
  /** Runs the query with `values`, on `on` (a transaction) or the instance it was prepared for. */
  run(values: P, on?: Executor): Promise<QueryResult<R>>;
}

/** The text of every prepared query and the name PostgreSQL knows its statement by. */
const statementNames = new Map<string, string>();

/**
 * The server-side statement name of a prepared query's text, or undefined for any other text.
 * The names are few (one per `prepare` in the code), so each connection keeps them all.
 */
export const statementName = (text: string): string | undefined => statementNames.get(text);

/**
 * A query built and compiled once and run many times: Kysely builds and compiles a query on
 * every call, which the hot paths (a session lookup and a limit hit on every request, an
 * import's statements for every company) should not pay. The query is built with a stand-in
 * for each value; a run puts the values in the stand-ins' places. On SQLite the compiled text
 * also finds its statement already prepared (sqlite/record-db.ts); on PostgreSQL it runs as a
 * named statement, parsed and planned once per connection (postgres/record-db.ts).
 */
export function prepare<DB, P extends Record<string, unknown>, R>(
  db: Kysely<DB>,
  build: (slots: Slots<P>) => { compile(): CompiledQuery<R> },
): Prepared<P, R> {
  const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as Slots<P>;
  const compiled = build(slots).compile();
  if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `fd_${statementNames.size + 1}`);
  return {
    run(values, on) {
      const parameters = compiled.parameters.map((parameter) =>
        parameter instanceof Slot ? values[parameter.name] : parameter,
      );
      return (on ?? db).executeQuery<R>({ ...compiled, parameters });
    },
  };
}
