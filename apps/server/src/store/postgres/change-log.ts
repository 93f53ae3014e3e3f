/** Held by a transaction from its first change entry to its commit. */
const CHANGE_LOG_LOCK = 0x46_52_43_4c; // 'FRCL'

export interface ChangeEntry {
  companyId: number;
  source: string;
}

/**
 * Appends entries to `company_changes` in the caller's transaction. Call it last, right before
 * COMMIT, and take no other lock after it.
 *
 * A `bigserial` id is taken when the row is inserted, not when its transaction commits. Without
 * the lock, a transaction holding id N could commit after one holding N+1; a change feed that had
 * read N+1 would move past N and never apply it. The lock is held until commit (an advisory
 * transaction lock is released after the commit is visible), so the next transaction takes its
 * ids only once the previous ones are visible: ids become visible in order, on the primary and on
 * every replica, which replays commits in the primary's order.
 */
export async function appendChanges(
  client: { query(text: string, values?: unknown[]): Promise<unknown> },
  entries: ChangeEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await client.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOG_LOCK]);
  await client.query(
    `INSERT INTO company_changes (company_id, source)
     SELECT company_id, source FROM unnest($1::integer[], $2::text[]) WITH ORDINALITY AS e(company_id, source, n)
      ORDER BY n`,
    [entries.map((entry) => entry.companyId), entries.map((entry) => entry.source)],
  );
}
