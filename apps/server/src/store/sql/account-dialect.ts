import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Engine } from './query-layer';

export type Db = Kysely<unknown>;

/** What the two engines spell differently. */
export function dialect(engine: Engine) {
  const postgres = engine === 'postgres';
  return {
    postgres,
    /** Epoch milliseconds: SQLite's integer has 64 bits, PostgreSQL's 32. */
    epoch: postgres ? ('bigint' as const) : ('integer' as const),
    /** A numbered row: PostgreSQL's sequence, SQLite's rowid. */
    serial: postgres ? ('serial' as const) : ('integer' as const),
    /** SQLite keeps a table keyed by its primary key in that key's b-tree alone. */
    keyed: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
      postgres ? table : table.modifyEnd(sql`without rowid`),
  };
}
