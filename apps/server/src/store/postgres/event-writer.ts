/**
 * Writes the events of a transaction on PostgreSQL, right after its change entries and under the
 * same lock (change-log.ts): each event carries the change id of its company's entry, and event ids
 * become visible in the order they were taken, as change ids do (docs/decisions/088, 130).
 */
import { EVENT_COLUMNS, eventValues } from '../event-rows';
import type { EventRecord } from '../types';
import type { SqlClient } from './change-log';

/** PostgreSQL types of EVENT_COLUMNS, for unnest. */
const TYPES = [
  'integer',
  'smallint',
  'integer',
  'text',
  'smallint',
  'bigint',
  'text',
  'text',
  'text',
  'text',
  'text',
  'integer',
  'text',
  'double precision',
  'double precision',
  'text',
];

export interface CompanyEvents {
  companyId: number;
  events: readonly EventRecord[];
}

/** Inserts the events, each with its company's change id from `changeIds`. */
export async function insertEvents(
  client: SqlClient,
  written: readonly CompanyEvents[],
  changeIds: ReadonlyMap<number, number>,
): Promise<void> {
  const columns: unknown[][] = EVENT_COLUMNS.map(() => []);
  for (const { companyId, events } of written) {
    const changeId = changeIds.get(companyId);
    if (changeId === undefined) throw new Error(`events of company ${companyId} without a change entry`);
    for (const event of events) {
      const values = eventValues(companyId, changeId, event);
      for (let i = 0; i < values.length; i++) columns[i]!.push(values[i]);
    }
  }
  if (columns[0]!.length === 0) return;
  const arrays = TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  await client.query(
    `INSERT INTO company_events (${EVENT_COLUMNS.join(', ')}) SELECT * FROM unnest(${arrays})`,
    columns,
  );
}
