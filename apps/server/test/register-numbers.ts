import Database from 'better-sqlite3';
import pg from 'pg';
import { appendChanges } from '../src/store/postgres/change-log';
import { eventually } from './eventually';
import { openTestDatabase } from './factories';
import type { TestApp } from './helpers';

export interface RegisterEntry {
  companyId: number;
  /** As stored in `ID_Fb`: 'HRB 12345'. */
  number: string;
  /** As stored in `ID_Gerichtscode`: 'Amtsgericht Kiel'. */
  court: string;
}

/**
 * Gives companies of the test app's dataset another register number and court, on either engine
 * (on PostgreSQL with a change entry, as a correction would), and waits until the server reads them.
 */
export async function setRegisterNumbers(t: TestApp, entries: readonly RegisterEntry[]): Promise<void> {
  const target = t.config.database;
  if (target.kind === 'sqlite') {
    const db = new Database(target.path, { fileMustExist: true });
    try {
      const update = db.prepare('UPDATE companies SET ID_Fb = ?, ID_Gerichtscode = ? WHERE company_id = ?');
      db.transaction(() => {
        for (const entry of entries) update.run(entry.number, entry.court, entry.companyId);
      })();
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client(target.url);
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const entry of entries)
        await client.query(
          'UPDATE companies SET "ID_Fb" = $1, "ID_Gerichtscode" = $2 WHERE company_id = $3',
          [entry.number, entry.court, entry.companyId],
        );
      await appendChanges(
        client,
        entries.map((entry) => ({ companyId: entry.companyId, source: 'refresh' })),
      );
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }
  const local = openTestDatabase(t);
  try {
    const read = local.prepare('SELECT ID_Fb, ID_Gerichtscode FROM companies WHERE company_id = ?');
    await eventually(
      () =>
        entries.every((entry) => {
          const row = read.get(entry.companyId) as { ID_Fb: string; ID_Gerichtscode: string } | undefined;
          return row?.ID_Fb === entry.number && row.ID_Gerichtscode === entry.court;
        }),
      (done) => done,
      { what: 'the register numbers set in the dataset the server reads' },
    );
  } finally {
    local.close();
  }
}
