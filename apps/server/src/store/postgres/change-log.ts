/** What the change log and the event writer run their statements on: a pg client, or a Kysely transaction's raw queries. */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Held by a transaction from its first change entry to its commit. */
const CHANGE_LOG_LOCK = 0x46_52_43_4c; // 'FRCL'

export interface ChangeEntry {
  companyId: number;
  source: string;
}

/**
 * Appends entries to `company_changes` in the caller's transaction and returns each company's
 * (last) change id, for the events written right after it (event-writer.ts). Call it last, right
 * before COMMIT, with only those events after it, and take no other lock after it.
 *
 * A `bigserial` id is taken when the row is inserted, not when its transaction commits. Without
 * the lock, a transaction holding id N could commit after one holding N+1; a change feed that had
 * read N+1 would move past N and never apply it. The lock is held until commit (an advisory
 * transaction lock is released after the commit is visible), so the next transaction takes its
 * ids only once the previous ones are visible: ids become visible in order, on the primary and on
 * every replica, which replays commits in the primary's order.
 */
export async function appendChanges(client: SqlClient, entries: ChangeEntry[]): Promise<Map<number, number>> {
  if (entries.length === 0) return new Map();
  await client.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOG_LOCK]);
  const { rows } = await client.query(
    `INSERT INTO company_changes (company_id, source)
     SELECT company_id, source FROM unnest($1::integer[], $2::text[]) WITH ORDINALITY AS e(company_id, source, n)
      ORDER BY n
     RETURNING change_id, company_id`,
    [entries.map((entry) => entry.companyId), entries.map((entry) => entry.source)],
  );
  // Each company's last entry of the transaction: what its events were recorded by.
  const ids = new Map<number, number>();
  for (const row of rows as { change_id: string; company_id: number }[])
    ids.set(row.company_id, Math.max(ids.get(row.company_id) ?? 0, Number(row.change_id)));
  return ids;
}
