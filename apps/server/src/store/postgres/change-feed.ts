import type pg from 'pg';
import { nextTurn } from '../../runtime/budget';
import { DERIVED_CHANGE } from '../derived-change';
import { PollLoop } from '../poll-loop';
import { type SqliteDatabase, writeTransaction } from '../sqlite/database';
import { fetchCompanies, onlyCompanies, writeCompanies } from './company-sync';
import { isUnavailable } from './database';
import { applyDerived } from './derived-refresh';
import {
  type ChangeRow,
  DERIVED_LEASE_MS,
  FEED_LEASE_MS,
  feedLeaseHolder,
  readChangeId,
  recordEntries,
  recordFeedLease,
} from './local-index';

/** How often a server asks for new changes; measured cost of an empty poll: one indexed lookup. */
export const CHANGE_POLL_MS = 1000;
const BATCH = 500;
/**
 * Entries written to the local index per transaction, one transaction per turn of the event
 * loop. Writing a company replaces its rows in every table and its full-text, spatial and
 * vocabulary entries, so the chunk sets how long a turn takes; 25 keep it to a few milliseconds
 * (measured: docs/benchmarks.md#work-an-import-hands-to-the-serving-processes).
 */
export const APPLY_CHUNK = 25;

/**
 * Follows PostgreSQL's change sequence: copies every new entry of `company_changes`, with the
 * rows it names, into this server's local index, in order, and remembers how far it got (in the
 * index file itself, so a restart continues where it stopped). Every process of a server runs
 * one on the same file: the position is re-read inside the write transaction, so an entry that
 * another process applied meanwhile is skipped, never applied twice. The processes' in-memory
 * indexes follow the file's own sequence (ChangeFollower). A database that is away is waited
 * for quietly. Reading by position is safe because ids become visible in the order they were
 * taken: every writer appends through `appendChanges` (decision 088).
 *
 * While one process applies, it holds a lease in the file (renewed with every chunk): the others'
 * timed polls leave the sequence to it rather than fetch the same companies again and lose every
 * chunk to it. A poll that must see a write at once (read-your-writes) does not wait for it.
 */
export class ChangeFeed {
  private readonly loop = new PollLoop();
  /** Runs queue behind each other, so entries are applied once and in order. */
  private chain: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly source: () => Pick<pg.Pool, 'query'>,
    private readonly db: SqliteDatabase,
    /** Called after entries were written to the file (by this process); awaited. */
    private readonly applied: () => Promise<unknown>,
    private readonly log: (message: string) => void,
    private readonly datasetId: string,
  ) {}

  /** Set when PostgreSQL holds another dataset than the local index (it was replaced). */
  replaced = false;

  start(intervalMs = CHANGE_POLL_MS): void {
    this.loop.start(
      () => this.poll(this.source(), { background: true }),
      (error) => {
        if (!isUnavailable(error)) this.log(`change feed: ${error instanceof Error ? error.message : error}`);
      },
      intervalMs,
    );
  }

  /**
   * Stops polling and waits for a poll under way, which ends after the step it is in (a chunk's
   * transaction, or the derived figures' thread): once this resolves nothing writes the local
   * index, so it can be closed and its directory removed.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.loop.stop();
    await this.chain;
  }

  /**
   * Applies what is new, reading from `source` (the primary, to see one's own write at once).
   * A `background` poll leaves the sequence to another process of this server that holds the lease.
   */
  poll(source = this.source(), options: { background?: boolean } = {}): Promise<void> {
    const run = this.chain.then(() => this.apply(source, options.background ?? false));
    this.chain = run.catch(() => {});
    return run;
  }

  private async apply(source: Pick<pg.Pool, 'query'>, background: boolean): Promise<void> {
    if (this.replaced) return;
    const current = await source.query<{ value: string }>(
      "SELECT value FROM dataset_meta WHERE key = 'dataset_id'",
    );
    if (current.rows[0]?.value !== this.datasetId) {
      // The sequence now numbers another dataset's changes: applying them here would corrupt the copy.
      this.replaced = true;
      this.log(
        'The dataset in PostgreSQL was replaced: restart this server to build its index of the new one.',
      );
      return;
    }
    let leased = false;
    for (;;) {
      if (this.stopped) return;
      if (background && feedLeaseHolder(this.db) !== null) return;
      const from = readChangeId(this.db);
      const { rows } = await source.query<ChangeRow>(
        `SELECT change_id, company_id, changed_at, source FROM company_changes
          WHERE change_id > $1 ORDER BY change_id LIMIT $2`,
        [from, BATCH],
      );
      if (rows.length === 0) {
        // Done: the others need not wait for the lease to lapse (and if this fails, it lapses).
        if (leased) await writeTransaction(this.db, () => recordFeedLease(this.db, 0)).catch(() => {});
        return;
      }
      const derivedAt = rows.findIndex((row) => row.company_id === DERIVED_CHANGE.companyId);
      let moved: boolean;
      if (derivedAt === 0) {
        leased ||= await writeTransaction(this.db, () => {
          if (readChangeId(this.db) !== from) return false;
          recordFeedLease(this.db, Date.now() + DERIVED_LEASE_MS);
          return true;
        });
        moved = await applyDerived(this.db, rows[0]!, from);
      } else {
        moved = await this.applyCompanies(source, derivedAt === -1 ? rows : rows.slice(0, derivedAt), from);
        leased ||= moved;
      }
      if (moved) await this.applied();
    }
  }

  /**
   * Writes the companies these entries name, as PostgreSQL holds them now, in transactions of
   * APPLY_CHUNK entries, one per turn of the event loop. Returns whether anything was written;
   * stops early when another process of this server moved the position meanwhile.
   */
  private async applyCompanies(source: Pick<pg.Pool, 'query'>, rows: ChangeRow[], from: number) {
    const fetched = await fetchCompanies(source, this.db, [...new Set(rows.map((row) => row.company_id))]);
    let position = from;
    for (let start = 0; start < rows.length; start += APPLY_CHUNK) {
      // The first chunk too: right after the fetch it would share a turn with the fetch's last
      // rows and the next chunk (docs/decisions/216).
      await nextTurn();
      if (this.stopped) return start > 0;
      const chunk = rows.slice(start, start + APPLY_CHUNK);
      const wrote = await writeTransaction(this.db, () => {
        // Another process of this server may have applied these entries while we fetched.
        if (readChangeId(this.db) !== position) return false;
        writeCompanies(this.db, onlyCompanies(fetched, chunk));
        recordEntries(this.db, chunk);
        recordFeedLease(this.db, Date.now() + FEED_LEASE_MS);
        return true;
      });
      if (!wrote) return start > 0;
      position = Number(chunk[chunk.length - 1]!.change_id);
    }
    return true;
  }
}
