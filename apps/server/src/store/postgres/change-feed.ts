import type pg from 'pg';
import { DERIVED_CHANGE } from '../derived-change';
import type { SqliteDatabase } from '../sqlite/database';
import { refreshDerivedData } from '../sqlite/dataset-build';
import { fetchCompanies, writeCompanies } from './company-sync';
import { isUnavailable } from './database';
import { readChangeId, recordChangeId } from './local-index';

/** How often a server asks for new changes; measured cost of an empty poll: one indexed lookup. */
export const CHANGE_POLL_MS = 1000;
const BATCH = 500;

/**
 * Follows PostgreSQL's change sequence: copies every new entry of `company_changes`, with the
 * rows it names, into this server's local index, in order, and remembers how far it got (in the
 * index file itself, so a restart continues where it stopped). Every process of a server runs
 * one on the same file: the position is re-read inside the write transaction, so an entry that
 * another process applied meanwhile is skipped, never applied twice. The processes' in-memory
 * indexes follow the file's own sequence (ChangeFollower). A database that is away is waited
 * for quietly. Reading by position is safe because ids become visible in the order they were
 * taken: every writer appends through `appendChanges` (decision 088).
 */
export class ChangeFeed {
  private timer: NodeJS.Timeout | null = null;
  /** Runs queue behind each other, so entries are applied once and in order. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: () => Pick<pg.Pool, 'query'>,
    private readonly db: SqliteDatabase,
    /** Called after entries were written to the file (by this process). */
    private readonly applied: () => void,
    private readonly log: (message: string) => void,
    private readonly datasetId: string,
  ) {}

  /** Set when PostgreSQL holds another dataset than the local index (it was replaced). */
  replaced = false;

  start(intervalMs = CHANGE_POLL_MS): void {
    const tick = () => {
      this.timer = setTimeout(async () => {
        await this.poll().catch((error: unknown) => {
          if (!isUnavailable(error))
            this.log(`change feed: ${error instanceof Error ? error.message : error}`);
        });
        if (this.timer) tick();
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Applies what is new, reading from `source` (the primary, to see one's own write at once). */
  poll(source = this.source()): Promise<void> {
    const run = this.chain.then(() => this.apply(source));
    this.chain = run.catch(() => {});
    return run;
  }

  private async apply(source: Pick<pg.Pool, 'query'>): Promise<void> {
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
    for (;;) {
      const from = readChangeId(this.db);
      const { rows } = await source.query<{
        change_id: string;
        company_id: number;
        changed_at: Date;
        source: string;
      }>(
        `SELECT change_id, company_id, changed_at, source FROM company_changes
          WHERE change_id > $1 ORDER BY change_id LIMIT $2`,
        [from, BATCH],
      );
      if (rows.length === 0) return;
      const companyIds = [...new Set(rows.map((row) => row.company_id))].filter(
        (companyId) => companyId !== DERIVED_CHANGE.companyId,
      );
      const derived = companyIds.length < new Set(rows.map((row) => row.company_id)).size;
      const fetched = await fetchCompanies(source, this.db, companyIds);
      const record = this.db.prepare(
        'INSERT OR IGNORE INTO company_changes (change_id, company_id, changed_at, source) VALUES (?, ?, ?, ?)',
      );
      const wrote = this.db
        .transaction(() => {
          // Another process of this server may have applied these entries while we fetched.
          if (readChangeId(this.db) !== from) return false;
          writeCompanies(this.db, fetched);
          // An import finished: its top 500, statistics and country counts, before anyone reads them.
          if (derived) refreshDerivedData(this.db);
          for (const row of rows)
            record.run(Number(row.change_id), row.company_id, row.changed_at.toISOString(), row.source);
          recordChangeId(this.db, Number(rows[rows.length - 1]!.change_id));
          return true;
        })
        .immediate();
      if (wrote) this.applied();
      if (rows.length < BATCH) return;
    }
  }
}
