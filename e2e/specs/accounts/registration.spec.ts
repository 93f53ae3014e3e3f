import { expect, test } from '@playwright/test';
import { dismissCookieBanner, logInThroughForm, newAccount } from './accounts';
import { linkFromMail } from './outbox';

test.describe('registration', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('a new user registers, verifies the address, logs in and logs out', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/register');
    await page.getByLabel('Vollständiger Name').fill(account.fullname);
    await page.getByLabel('E-Mail-Adresse').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(/\/login\?verification=required$/);
    await expect(page.getByRole('status')).toHaveText(
      'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet. Bitte bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren.',
    );

    await page.goto(await linkFromMail(account.email, '/api/verify'));
    await expect(page).toHaveURL(/\/login\?verification=success$/);
    await expect(page.getByRole('status')).toHaveText(
      'Bestätigung erfolgreich. Bitte melden Sie sich an, um fortzufahren.',
    );

    await logInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText(account.fullname)).toBeVisible();
    const stored = await page.evaluate(() => ({
      isLoggedIn: localStorage.getItem('isLoggedIn'),
      userData: JSON.parse(sessionStorage.getItem('userData') ?? 'null') as { email: string } | null,
      userName: sessionStorage.getItem('userName'),
    }));
    expect(stored).toEqual({
      isLoggedIn: 'true',
      userData: expect.objectContaining({ email: account.email }),
      userName: account.fullname,
    });

    await page
      .getByRole('navigation', { name: 'Dashboard-Navigation' })
      .getByRole('link', { name: 'Abmelden' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('isLoggedIn'), sessionStorage.getItem('userData')]),
    ).toEqual([null, null]);
    expect((await page.request.get('/api/getUserDetails')).status()).toBe(401);
  });

  test('a password under 8 characters is rejected before anything is sent', async ({ page }) => {
    const account = newAccount('short');
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) registerCalls.push(request.url());
    });
    await page.goto('/register');
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute(
      'placeholder',
      'mind. 8 Zeichen',
    );
    await page.getByLabel('Vollständiger Name').fill(account.fullname);
    await page.getByLabel('E-Mail-Adresse').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill('kurz123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page.getByRole('alert')).toHaveText('Das Passwort muss mindestens 8 Zeichen lang sein.');
    await expect(page).toHaveURL(/\/register$/);
    expect(registerCalls).toEqual([]);
  });
});
