import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
/** A same-origin address that is not the app: storage can be written there without loading the app. */
const SAME_ORIGIN_DOCUMENT = '/api/health';
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

// The register endpoint allows 10 sign-ups per IP and hour; the specs of one run share an account.
let sharedUser: Promise<ApiTestUser> | null = null;

/** Logs the page's browser context in (session cookie) and stores the UI's login keys. */
export async function signInViaApi(page: Page, user: ApiTestUser): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  const body = (await response.json()) as { success: boolean; user?: Record<string, string> };
  expect(body.success, JSON.stringify(body)).toBe(true);
  // The keys belong to the app's origin: a blank tab first opens a small document of it (not
  // the landing page, which would load and render the whole app only to be left again).
  if (!page.url().startsWith('http')) await page.goto(SAME_ORIGIN_DOCUMENT);
  await page.evaluate((stored) => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userId', stored.id);
    sessionStorage.setItem('userId', stored.id);
    sessionStorage.setItem('userData', JSON.stringify(stored));
    sessionStorage.setItem('userEmail', stored.email);
    sessionStorage.setItem('userName', stored.fullname);
    sessionStorage.setItem('membershipId', stored.membership_id);
    sessionStorage.setItem('profileAvatar', stored.profile_avatar);
  }, body.user ?? {});
}

/** Registers (once per run) and signs the page in; the next navigation shows the logged-in UI. */
export async function signInTestUserViaApi(page: Page): Promise<ApiTestUser> {
  sharedUser ??= registerVerifiedUserViaApi(page.context().request);
  const user = await sharedUser;
  await signInViaApi(page, user);
  return user;
}
