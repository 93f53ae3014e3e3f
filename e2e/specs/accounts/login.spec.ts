import { expect, test } from '@playwright/test';
import { createVerifiedAccount, dismissCookieBanner, logInThroughForm } from './accounts';

test.describe('login', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('a wrong password shows the server message in the alert box', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'wrongpw');
    await page.goto('/login');
    await logInThroughForm(page, account.email, 'nicht-mein-Passwort');

    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });

  test('without a configured client id there is no Google button to fail', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
      await expect(page.getByText('oder', { exact: true })).toHaveCount(0);
    }
  });

  test('with a client id configured, the Google credential is sent to the server', async ({ page }) => {
    // Stands in for the GIS script (no internet in tests): its prompt hands over a credential at once.
    await page.route('**/login', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<head>',
        '<head><meta name="google-client-id" content="test-client.apps.googleusercontent.com">',
      );
      await route.fulfill({ response, body: html });
    });
    await page.addInitScript(() => {
      let receive: ((response: { credential: string }) => void) | undefined;
      Object.assign(window, {
        google: {
          accounts: {
            id: {
              initialize: (config: { callback: (response: { credential: string }) => void }) => {
                receive = config.callback;
              },
              prompt: () => receive?.({ credential: 'header.payload.signature-of-a-test-token' }),
            },
          },
        },
      });
    });
    const loginRequest = page.waitForRequest((request) => request.url().endsWith('/api/login'));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();

    expect((await loginRequest).postDataJSON()).toEqual({
      clientId: 'test-client.apps.googleusercontent.com',
      credential: 'header.payload.signature-of-a-test-token',
    });
    await expect(page.getByRole('alert')).toHaveText('Google-Anmeldung fehlgeschlagen');
  });
});

test('a first login is greeted "Willkommen", the next one "Willkommen zurück"', async ({ page, request }) => {
  // Two logins and two dashboard loads: more than the default on a busy machine.
  test.setTimeout(60_000);
  await dismissCookieBanner(page);
  const account = await createVerifiedAccount(request, 'firstvisit');
  await page.goto('/login');
  await logInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Willkommen, ${account.fullname}`);
  // A login elsewhere: from now on the user is a returning one, here too after a reload.
  const again = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(again.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Willkommen zurück, ${account.fullname}`);
});
