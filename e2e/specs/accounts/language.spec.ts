import { expect, test } from '@playwright/test';
import { registerVerifiedUserViaApi, signInViaApi } from '../../support/session';
import { dismissCookieBanner, logInThroughForm } from './accounts';

// Issue 36 item 3: the language a signed-in user chooses is kept in the account, so that a new
// tab and the next login come up in it (docs/decisions/186). A fresh account: the shared test
// user must stay German for the other specs.
test('the chosen language follows the account into a new tab and the next login', async ({
  browser,
  page,
}) => {
  // Two browsers, a sign-up and three page loads with a reload.
  test.setTimeout(60_000);
  await dismissCookieBanner(page);
  const user = await registerVerifiedUserViaApi(page.context().request);
  await signInViaApi(page, user);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Switch to English' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ language: 'en' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A new tab has no session storage of its own: it opens in the account's language.
  const tab = await page.context().newPage();
  await tab.goto('/top500');
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
  await tab.close();

  // The next login, in a fresh browser whose login page is German.
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const next = await fresh.newPage();
  await dismissCookieBanner(next);
  await next.goto('/login');
  await expect(next.locator('html')).toHaveAttribute('lang', 'de');
  await logInThroughForm(next, user.email, user.password);
  await expect(next).toHaveURL(/\/dashboard$/);
  await expect(next.locator('html')).toHaveAttribute('lang', 'en');
  await expect(next.getByRole('button', { name: 'Auf Deutsch umstellen' })).toBeVisible();
  await fresh.close();
});
