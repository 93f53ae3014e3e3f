import { expect, test } from '@playwright/test';
import { createVerifiedAccount, dismissCookieBanner, logInThroughForm } from './accounts';
import { linkFromMail } from './outbox';

test.describe('password reset', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('a user requests a link, sets a new password and logs in with it', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'reset');
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill(account.email);
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();

    await expect(page).toHaveURL(/\/login\?verification=reset$/);
    await expect(page.getByRole('status')).toHaveText(
      'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.',
    );

    await page.goto(await linkFromMail(account.email, '/reset-password/confirm'));
    await page.getByLabel('Neues Passwort').fill('Neu-und-sicher-2025');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText(
      'Ihr Passwort wurde geändert. Bitte melden Sie sich an.',
    );

    await logInThroughForm(page, account.email, 'Neu-und-sicher-2025');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
