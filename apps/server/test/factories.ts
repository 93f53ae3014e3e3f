import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { accountsPathFor } from '../src/store';
import { INDEX_FILE } from '../src/store/postgres/local-index';
import { login, ORIGIN, registerAndVerify, sessionCookie } from './auth-helpers';
import type { TestApp } from './helpers';

let emailCounter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter++;
  return `${prefix}-${emailCounter}-${process.pid}@example.at`;
}

export type Requester = (options: InjectOptions | string) => Promise<LightMyRequestResponse>;

export interface SignedInUser {
  email: string;
  password: string;
  userId: string;
  cookie: string;
  /** Requests with this user's session cookie and our Origin (state-changing requests need it). */
  request: Requester;
}

/** Requests carrying a session cookie and a same-site Origin header. */
export function requesterFor(t: TestApp, cookie: string): Requester {
  return (options) => {
    const base: InjectOptions = typeof options === 'string' ? { url: options } : options;
    return t.app.inject({
      ...base,
      cookies: { fr_session: cookie, ...(base.cookies ?? {}) },
      headers: { origin: ORIGIN, ...(base.headers ?? {}) },
    });
  };
}

/** A registered, verified and logged-in user with a session of their own. */
export async function signIn(t: TestApp, prefix = 'user'): Promise<SignedInUser> {
  const email = uniqueEmail(prefix);
  const { password } = await registerAndVerify(t, email);
  const cookie = sessionCookie(await login(t, email, password));
  const userId = (await t.stores.accounts.users.byEmail(email))!.user_id;
  return { email, password, userId, cookie, request: requesterFor(t, cookie) };
}

/** A second session of the same user (another login), e.g. another device. */
export async function anotherSession(t: TestApp, user: SignedInUser): Promise<string> {
  return sessionCookie(await login(t, user.email, user.password));
}

/**
 * A read-only connection to the test app's own dataset, for checking answers independently: the
 * dataset file, or on PostgreSQL the server's local copy of it (the same tables and rows).
 */
export function openTestDatabase(t: TestApp): Database.Database {
  const target = t.config.database;
  const path = target.kind === 'sqlite' ? target.path : join(target.indexDir, INDEX_FILE);
  return new Database(path, { readonly: true, fileMustExist: true });
}

/** The first `count` employees with an e-mail address: people whose contact data a quota guards. */
export function employeesWithContact(db: Database.Database, count: number): number[] {
  return db
    .prepare('SELECT employee_id FROM employees WHERE email IS NOT NULL ORDER BY employee_id LIMIT ?')
    .pluck()
    .all(count) as number[];
}

/** A query on the test app's account store, on either engine (`?` placeholders): its rows. */
async function accountQuery(t: TestApp, sql: string, params: unknown[], write: boolean) {
  const target = t.config.database;
  if (target.kind === 'sqlite') {
    const db = new Database(accountsPathFor(target.path), { readonly: !write, fileMustExist: true });
    try {
      const statement = db.prepare(sql);
      if (!statement.reader) {
        statement.run(...params);
        return [];
      }
      return statement.all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client(target.url);
  await client.connect();
  try {
    let n = 0;
    const result = await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      params,
    );
    return result.rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** The first row of a query on the test app's account store, on either engine (`?` placeholders). */
export async function accountRow(
  t: TestApp,
  sql: string,
  ...params: unknown[]
): Promise<Record<string, unknown> | undefined> {
  return (await accountQuery(t, sql, params, false))[0];
}

/** A statement that changes the test app's account store (as time passing would), on either engine. */
export async function accountUpdate(t: TestApp, sql: string, ...params: unknown[]): Promise<void> {
  await accountQuery(t, sql, params, true);
}

/** A count(*) on the test app's account store. */
export async function accountCount(t: TestApp, sql: string, ...params: unknown[]): Promise<number> {
  const row = await accountRow(t, sql, ...params);
  return Number(Object.values(row ?? {})[0]);
}
