import {
  Kysely,
  type SqliteDatabase as KyselySqliteDatabase,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqliteStatement,
} from 'kysely';
import { type SqliteDatabase, withWriteLock } from './database';

/** Statement texts kept prepared per connection; the least recently used one is dropped beyond. */
const PREPARED_STATEMENTS = 500;

/** better-sqlite3 binds no booleans: SQLite keeps them as 1 and 0. */
const bindable = (parameters: readonly unknown[]) =>
  parameters.map((parameter) => (typeof parameter === 'boolean' ? Number(parameter) : parameter));

function bindingBooleans(statement: SqliteStatement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}

/**
 * The connection as Kysely's driver sees it, each statement text prepared once: Kysely's own
 * driver prepares on every run. Closing is the store's (it owns the connection).
 */
function preparedOnce(db: SqliteDatabase): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close() {},
    prepare(text) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = bindingBooleans(db.prepare(text));
      statements.set(text, statement);
      if (statements.size > PREPARED_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Transactions take the write lock at BEGIN: processes sharing the file then write one after
 * another, and a transaction that reads before it writes is never refused its write. While
 * another connection holds the lock, BEGIN is tried again without sleeping on the event loop
 * (`withWriteLock`, as the dataset file's serving writes do): a transaction of this layer spans
 * awaits, so a connection of the same process may be the one that holds the lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(
    private readonly db: SqliteDatabase,
    config: ConstructorParameters<typeof SqliteDriver>[0],
  ) {
    super(config);
  }

  // The driver's one connection is this database: BEGIN goes to it directly, synchronously.
  override async beginTransaction(): Promise<void> {
    await withWriteLock(this.db, () => this.db.exec('BEGIN IMMEDIATE'));
  }
}

/** SQLite runs DDL in transactions: a migration is applied whole or not at all. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** The shared query layer (store/sql/) on a better-sqlite3 connection. */
export function sqliteRecordDb<T>(db: SqliteDatabase): Kysely<T> {
  return new Kysely<T>({
    dialect: {
      createAdapter: () => new TransactionalSqliteAdapter(),
      createDriver: () => new ImmediateSqliteDriver(db, { database: preparedOnce(db) }),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
