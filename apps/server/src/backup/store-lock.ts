import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { BackupError } from './messages';

export interface StoreLocks {
  /** Closes the connections that hold the locks. */
  release(): void;
}

/**
 * Takes SQLite's exclusive lock on the database at `path`, without waiting, or reports who holds
 * it. Every connection in WAL mode keeps a shared lock on its database file for as long as it
 * is open — a server's, an import's, a backup's — and the operating system drops it when its
 * process ends, even by SIGKILL. So the lock is free exactly when no process has the file open,
 * and once taken here, no process can open it until it is released.
 */
function lockDatabase(path: string): Database.Database {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    // Set before the file is first read: the connection then keeps the lock it takes.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return db;
  } catch (error) {
    db.close();
    const code = String((error as { code?: unknown }).code ?? '');
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      throw new BackupError('store_in_use', { path });
    throw error;
  }
}

/**
 * Holds the databases at `paths` (those that exist) for a restore (docs/decisions/150): refuses
 * with `store_in_use`, having changed nothing, when any of them is open in another process. Once
 * all are held, each write-ahead log is folded into its file and the file left in rollback mode:
 * closing these connections after the restored files took the names then touches no side file
 * (a WAL connection deletes `<name>-wal` by its name when it closes, and that could be a new
 * server's by then).
 */
export function lockStores(paths: string[]): StoreLocks {
  const held: Database.Database[] = [];
  try {
    for (const path of paths) if (existsSync(path)) held.push(lockDatabase(path));
    for (const db of held) db.pragma('journal_mode = DELETE');
  } catch (error) {
    for (const db of held) db.close();
    throw error;
  }
  return {
    release() {
      for (const db of held) if (db.open) db.close();
    },
  };
}
