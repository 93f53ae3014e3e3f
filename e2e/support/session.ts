import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, type Cookie, expect, type Page } from '@playwright/test';

/**
 * Signing in through the API, for specs that test what a logged-in user sees rather than the
 * login form: register, open the verification link from the outbox, log in, and store the UI's
 * keys the way the login page does (src/features/auth/authStorage.ts).
 */

export interface ApiTestUser {
  fullname: string;
  email: string;
  password: string;
}

const PASSWORD = 'e2e-Suche-Passwort-42';
const MAIL_WAIT_MS = 10_000;

/** The outbox of the server under test: the e2e server's, unless a spec runs a server of its own. */
function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run the specs through e2e/playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** Quoted-printable as the outbox writes it: soft line breaks and '=3D' for '='. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

async function verificationLink(email: string, dataDir?: string): Promise<string> {
  const outbox = outboxDir(dataDir);
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const mail = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (!mail.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/[^\s"<>]+\/api\/verify\?token=[\w-]+/.exec(mail)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification mail for ${email} in ${outbox}`);
}

/** A new account with a verified e-mail address (on the server whose data directory is `dataDir`). */
export async function registerVerifiedUserViaApi(
  request: APIRequestContext,
  dataDir?: string,
): Promise<ApiTestUser> {
  const user: ApiTestUser = {
    fullname: 'Erika Suchtest',
    email: `search-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: PASSWORD,
  };
  const registered = await request.post('/api/register', { data: user });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = new URL(await verificationLink(user.email, dataDir));
  const verified = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(verified.headers().location).toContain('verification=success');
  return user;
}

/** The UI's keys of a signed-in user, as the login page stores them (login response's `user`). */
type StoredUser = Record<string, string>;

/** Marks a tab whose keys were written by `storeSignIn`'s init script, so that it writes them once. */
const SEEDED_KEY = 'e2eSignedIn';

/**
 * Writes the UI's login keys into the page's origin. With a `marker` it is an init script: it
 * writes on the tab's first document of the app's origin only (the marker stays when the app's
 * sign-out removes its own keys, so a page loaded after a sign-out stays signed out).
 */
function writeKeys({ user, marker }: { user: StoredUser; marker: string | null }): void {
  if (marker !== null) {
    if (window !== window.top || !location.protocol.startsWith('http')) return;
    if (sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, 'true');
  }
  localStorage.setItem('isLoggedIn', 'true');
  localStorage.setItem('userId', user.id);
  sessionStorage.setItem('userId', user.id);
  sessionStorage.setItem('userData', JSON.stringify(user));
  sessionStorage.setItem('userEmail', user.email);
  sessionStorage.setItem('userName', user.fullname);
  sessionStorage.setItem('membershipId', user.membership_id);
  sessionStorage.setItem('profileAvatar', user.profile_avatar);
}

/**
 * Stores the UI's keys the way the login page does: now, in a page that shows a document of the
 * app's origin; in a blank page, on its first document, so that the test's own first navigation
 * is the only page load (no document opened just to reach the origin's storage).
 */
async function storeSignIn(page: Page, user: StoredUser): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate(writeKeys, { user, marker: null });
  else await page.addInitScript(writeKeys, { user, marker: SEEDED_KEY });
}

/** Logs the page's browser context in (session cookie); returns the UI's keys for the user. */
async function logIn(page: Page, user: ApiTestUser): Promise<StoredUser> {
  const response = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  const body = (await response.json()) as { success: boolean; user?: StoredUser };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.user ?? {};
}

/** Logs the page's browser context in (session cookie) and stores the UI's login keys. */
export async function signInViaApi(page: Page, user: ApiTestUser): Promise<void> {
  await storeSignIn(page, await logIn(page, user));
}

interface SharedSession {
  user: ApiTestUser;
  stored: StoredUser;
  cookies: Cookie[];
}

// The register endpoint allows 10 sign-ups per IP and hour: the specs of one worker share an
// account, and its session. No test of the shared account signs out or changes its password;
// those tests register accounts of their own.
let sharedSession: Promise<SharedSession> | null = null;

async function openSharedSession(page: Page): Promise<SharedSession> {
  const user = await registerVerifiedUserViaApi(page.context().request);
  const stored = await logIn(page, user);
  return { user, stored, cookies: await page.context().cookies() };
}

/**
 * Signs the page in as the worker's shared test user: registered and logged in once per worker,
 * its session cookies then handed to every later test's context. The next navigation shows the
 * logged-in UI.
 */
export async function signInTestUserViaApi(page: Page): Promise<ApiTestUser> {
  if (sharedSession) {
    const { user, stored, cookies } = await sharedSession;
    await page.context().addCookies(cookies);
    await storeSignIn(page, stored);
    return user;
  }
  sharedSession = openSharedSession(page);
  const { user, stored } = await sharedSession;
  await storeSignIn(page, stored);
  return user;
}
