import { expect, test } from '@playwright/test';
import { catalogues } from '../../support/public';
import { logInThroughForm } from '../accounts/accounts';
import { secondDevice, signedInUser } from './workspace';

const a = catalogues.de.account;
const w = catalogues.de.workspace;

test.describe('account', () => {
  test('changing the password asks for the current one and signs out the other device', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const user = await signedInUser(page, request);
    const other = await secondDevice(browser, baseURL!, user);
    await other.goto('/dashboard/watchlist');
    await expect(other.getByRole('heading', { name: w.watchlist.emptyTitle })).toBeVisible();

    await page.goto('/dashboard/account');
    const sessions = page.getByRole('region', { name: a.sessions.title });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText(a.sessions.current)).toHaveCount(1);

    const form = page.getByRole('region', { name: a.password.title });
    await form.getByLabel(a.password.current, { exact: true }).fill('falsch-falsch');
    await form.getByLabel(a.password.next, { exact: true }).fill('Neues-Passwort-2025');
    await form.getByLabel(a.password.confirm, { exact: true }).fill('Neues-Passwort-2025');
    await form.getByRole('button', { name: a.password.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(a.password.wrongCurrent);

    await form.getByLabel(a.password.current, { exact: true }).fill(user.password);
    await form.getByRole('button', { name: a.password.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: a.password.changed })).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other device's next page load finds its session gone and ends at /login.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    expect(await other.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
    await other.context().close();

    // This device stays signed in.
    await page.goto('/dashboard/contacts');
    await expect(page.getByRole('heading', { name: w.contacts.emptyTitle })).toBeVisible();
  });

  test('deleting the account needs the password, ends at /login and the login no longer works', async ({
    page,
    request,
  }) => {
    const user = await signedInUser(page, request);
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: a.remove.button }).click();
    const dialog = page.getByRole('dialog', { name: a.remove.dialogTitle });
    await dialog.getByLabel(a.remove.password, { exact: true }).fill('nicht-mein-Passwort');
    await dialog.getByRole('button', { name: a.remove.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(a.remove.wrongPassword);

    await dialog.getByLabel(a.remove.password, { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: a.remove.confirm }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(a.remove.done)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();

    await logInThroughForm(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
    await expect(page).toHaveURL(/\/login$/);
  });
});
