import { expect, test } from '@playwright/test';
import { catalogues, errorTexts, LANGS, useLanguage } from '../../support/public';
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

  for (const lang of LANGS) {
    test(`an empty form is refused in the user's language (${lang})`, async ({ page }) => {
      const texts = catalogues[lang];
      await useLanguage(page, lang);
      await page.goto('/reset-password');
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole('button', { name: texts.auth.reset.submit }).click();
      await expect.poll(() => alerts).toEqual([errorTexts[lang].invalid_email.text]);
      await expect(page).toHaveURL(/\/reset-password$/);
    });

    test(`a wrong password is reported in the user's language (${lang})`, async ({ page, request }) => {
      const texts = catalogues[lang];
      const account = await createVerifiedAccount(request, `wrong-${lang}`);
      await useLanguage(page, lang);
      await page.goto('/login');
      await page.getByLabel(texts.auth.fields.email).fill(account.email);
      await page.getByLabel(texts.auth.fields.password, { exact: true }).fill('not-the-password-1');
      await page.getByRole('button', { name: texts.auth.login.submit, exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(errorTexts[lang].bad_credentials.text);
    });
  }
});
