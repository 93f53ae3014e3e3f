import { DERIVED_CHANGE } from '../derived-change';
import type { SqliteDatabase } from './database';

/** How often a process looks for changes written by others: one indexed lookup when idle. */
export const FOLLOW_POLL_MS = 250;
const BATCH = 1000;

/**
 * Follows the change sequence (`company_changes`) of one SQLite file for one process: every
 * entry after the position it started at is handed to `applied`, once and in order. Each server
 * process runs one, so a change written by any process (or, on PostgreSQL, by any server)
 * reaches every process's in-memory index and caches.
 */
export class ChangeFollower {
  private position: number;
  private timer: NodeJS.Timeout | null = null;
  private listener: (companyIds: number[]) => void = () => {};

  /** Take the position before loading anything derived from the file, so no change is missed. */
  constructor(private readonly db: SqliteDatabase) {
    this.position = Number(
      db.prepare('SELECT coalesce(max(change_id), 0) FROM company_changes').pluck().get(),
    );
  }

  onApplied(listener: (companyIds: number[]) => void): void {
    this.listener = listener;
  }

  /**
   * Applies every entry written since the last poll; returns how many companies changed. An
   * import's closing entry reaches the listener as an empty list: only derived figures changed.
   */
  poll(): number {
    const next = this.db.prepare(
      'SELECT change_id, company_id FROM company_changes WHERE change_id > ? ORDER BY change_id LIMIT ?',
    );
    let changed = 0;
    for (;;) {
      if (!this.db.open) return changed;
      const rows = next.raw().all(this.position, BATCH) as [number, number][];
      if (rows.length === 0) return changed;
      this.position = rows[rows.length - 1]![0];
      const companyIds = [...new Set(rows.map(([, companyId]) => companyId))];
      const companies = companyIds.filter((companyId) => companyId !== DERIVED_CHANGE.companyId);
      changed += companies.length;
      if (companies.length > 0) this.listener(companies);
      if (companies.length < companyIds.length) this.listener([]);
      if (rows.length < BATCH) return changed;
    }
  }

  start(log: (message: string) => void, intervalMs = FOLLOW_POLL_MS): void {
    this.timer = setInterval(() => {
      try {
        this.poll();
      } catch (error) {
        // A busy or closing file: the next poll continues from the same position.
        log(`change follower: ${error instanceof Error ? error.message : error}`);
      }
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
