import { expect, test } from '@playwright/test';
import { dismissCookieBanner } from './accounts';

test.describe('members-only pages', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('an anonymous visit of /dashboard/billing goes to /login', async ({ page }) => {
    await page.goto('/dashboard/billing');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('a stored login the server does not know ends at /login with the storage cleared', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', 'stale-user');
      sessionStorage.setItem('userId', 'stale-user');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('isLoggedIn'), localStorage.getItem('userId')]),
    ).toEqual([null, null]);
  });
});
