import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkFromMail } from './outbox';

export interface TestAccount {
  fullname: string;
  email: string;
  password: string;
}

/** A new address per test, so that no test depends on another's account or rate limits. */
export function newAccount(label: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { fullname: 'Erika Musterfrau', email: `${label}-${unique}@example.com`, password: 'Sicher-2024!' };
}

/** Registers through the API and opens the verification link from the outbox. */
export async function createVerifiedAccount(request: APIRequestContext, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  const response = await request.post('/api/register', {
    data: { fullname: account.fullname, email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  const verify = await request.get(await linkFromMail(account.email, '/api/verify'), { maxRedirects: 0 });
  expect(verify.headers().location).toBe('/login?verification=success');
  return account;
}

/** The cookie banner would cover the bottom of small pages; a stored choice keeps it away. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}
