import Database from 'better-sqlite3';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { accountsPathFor } from '../src/store';
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

/** A read-only connection to the test app's own dataset, for checking answers independently. */
export function openTestDatabase(t: TestApp): Database.Database {
  if (t.config.database.kind !== 'sqlite') throw new Error('the tests run on SQLite');
  return new Database(t.config.database.path, { readonly: true, fileMustExist: true });
}

/** A read-only connection to the test app's own account store. */
export function openAccountDatabase(t: TestApp): Database.Database {
  if (t.config.database.kind !== 'sqlite') throw new Error('the tests run on SQLite');
  return new Database(accountsPathFor(t.config.database.path), { readonly: true, fileMustExist: true });
}
