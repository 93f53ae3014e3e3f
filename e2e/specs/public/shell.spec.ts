import { expect, test } from '@playwright/test';

test.describe('web app shell', () => {
  test('the landing page loads in German by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Statistik' }).first()).toBeVisible();
  });

  test('the language toggle switches to English and keeps the path', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.goto('/top500');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/top500$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Statistics' }).first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('lang'))).toBe('en');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/this/page/does/not/exist');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await page.evaluate(() => sessionStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
    await expect(page.getByText('404 – Page Not Found')).toBeVisible();
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the server answers 404 for unknown paths and 200 for every page of the app', async ({ request }) => {
    for (const path of ['/nope', '/dashboard/unknown', '/dashboard/companies/12/extra', '/top5000']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    for (const path of ['/', '/suche?keyword=bau', '/statistik', '/dashboard', '/dashboard/companies/12']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get('/api/nope')).status()).toBe(404);
  });
});
