import type { SqliteDatabase } from '../sqlite/database';
import type { PostgresPools } from './database';

/**
 * True when PostgreSQL still holds the change-sequence entry a local index applied last
 * (`changeId`), and, where the index kept its copy of it, the same one. After PostgreSQL was
 * restored from an older dump (pg_restore, docs/operations.md#backups) the entry is missing, or
 * the sequence has since handed its number to another change: an index that went on from there
 * would keep rows PostgreSQL no longer has and skip changes it does, so it is rebuilt instead.
 * Asks the primary: a replica that lags behind would look like a restore.
 */
export async function recordHoldsIndexPosition(
  pools: PostgresPools,
  db: SqliteDatabase,
  changeId: number,
): Promise<boolean> {
  if (changeId === 0) return true;
  const { rows } = await pools.primary.query<{ company_id: number; changed_at: Date }>(
    'SELECT company_id, changed_at FROM company_changes WHERE change_id = $1',
    [changeId],
  );
  const record = rows[0];
  if (!record) return false;
  // An index built from a snapshot starts past entries it never copied; later ones it keeps.
  const local = db
    .prepare('SELECT company_id, changed_at FROM company_changes WHERE change_id = ?')
    .get(changeId) as { company_id: number; changed_at: string } | undefined;
  return (
    !local || (local.company_id === record.company_id && local.changed_at === record.changed_at.toISOString())
  );
}
