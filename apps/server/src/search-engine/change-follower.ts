import { nextTurn } from '../runtime/budget';
import { DERIVED_CHANGE } from '../store/derived-change';
import { PollLoop } from '../store/poll-loop';
import type { ChangeSource } from './source';

/** How often a process looks for changes written by others: one indexed lookup when idle. */
export const FOLLOW_POLL_MS = 250;
/**
 * Entries taken into the in-memory index per turn of the event loop. Since the reads are batched
 * (one statement per kind), a batch's work is mostly SQLite reading the companies' rows, which an
 * import's feed has just written; a batch of 100 held a serving thread for up to 25 ms and more
 * beside an import, the longest own work in `npm run bench -- import-serving`. 25 (as the feed's
 * chunks) keep a batch to a few milliseconds (docs/decisions/216).
 */
export const FOLLOW_BATCH = 25;

/**
 * Follows a record store's change sequence for one process: every
 * entry after the position it started at is handed to `applied`, once and in order. Each server
 * process runs one, so a change written by any process (or, on PostgreSQL, by any server)
 * reaches every process's in-memory index and caches. An import's thousands of entries are
 * taken in batches, one per turn of the event loop, so requests are answered in between.
 */
export class ChangeFollower {
  private position: number;
  private readonly loop = new PollLoop();
  private listener: (companyIds: number[]) => void = () => {};

  /** Take the position before loading anything derived from the file, so no change is missed. */
  constructor(private readonly changes: ChangeSource) {
    this.position = changes.lastChangeId();
  }

  onApplied(listener: (companyIds: number[]) => void): void {
    this.listener = listener;
  }

  /**
   * Applies every entry written before the call; resolves with how many companies it handed on.
   * A writer awaits it to read its own write. Polls may overlap: each batch is read and the
   * position moved in one synchronous step, so every entry is handed on once, in order. An
   * import's closing entry reaches the listener as an empty list: only derived figures changed.
   * The first batch, like every other, waits for a turn of its own: the poll is called from a
   * timer or right after the change feed's last chunk, and a batch taken there would share
   * one turn of the loop with that work and with the next batch (docs/decisions/216).
   */
  async poll(): Promise<number> {
    let changed = 0;
    for (;;) {
      await nextTurn();
      if (!this.changes.isOpen()) return changed;
      const rows = this.changes.changesAfter(this.position, FOLLOW_BATCH);
      if (rows.length === 0) return changed;
      this.position = rows[rows.length - 1]![0];
      const companyIds = [...new Set(rows.map(([, companyId]) => companyId))];
      const companies = companyIds.filter((companyId) => companyId !== DERIVED_CHANGE.companyId);
      changed += companies.length;
      if (companies.length > 0) this.listener(companies);
      if (companies.length < companyIds.length) this.listener([]);
      if (rows.length < FOLLOW_BATCH) return changed;
    }
  }

  start(log: (message: string) => void, intervalMs = FOLLOW_POLL_MS): void {
    this.loop.start(
      () => this.poll(),
      // A busy or closing file: the next poll continues from the same position.
      (error) => log(`change follower: ${error instanceof Error ? error.message : error}`),
      intervalMs,
    );
  }

  stop(): void {
    this.loop.stop();
  }
}
