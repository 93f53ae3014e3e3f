import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';
import { catalogues, LANGS, preparePublicPage } from '../support/public';
import { signInTestUserViaApi } from '../support/session';
import { settled, watchRequests } from '../support/settled';

/**
 * Issue 29: the advanced search's "Ereignis" / "Event" filter with two types and a from–to window
 * (`search-event-filter-*`), in both languages at 1280 and 393 px.
 */
const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 393, height: 852 },
} as const;

async function eventFilter(page: Page, lang: (typeof LANGS)[number]): Promise<void> {
  const c = catalogues[lang];
  await page.getByRole('tab', { name: c.search.tabs.advanced }).click();
  await page.getByRole('button', { name: c.search.filters.add }).click();
  const row = page.getByRole('group', { name: /^Filter 1:/ });
  await row.getByLabel(c.search.filters.indicator).selectOption('event');
  await row.getByText(c.timeline.types.management_appointed, { exact: true }).click();
  await row.getByText(c.timeline.types.management_left, { exact: true }).click();
  await row.getByRole('combobox').nth(2).selectOption('custom');
  await row.locator('input[type="date"]').first().fill('2026-08-01');
  await row.locator('input[type="date"]').last().fill('2026-11-28');
}

test('event filter', async ({ page }) => {
  test.setTimeout(180_000);
  let signedIn = false;
  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      // Once: a second login from the signed-in page needs its CSRF token.
      if (!signedIn) await signInTestUserViaApi(page);
      signedIn = true;
      watchRequests(page);
      await page.goto('/dashboard/companies');
      await eventFilter(page, lang);
      await page.getByRole('button', { name: catalogues[lang].search.submit }).click();
      await settled(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${OUT_DIR}search-event-filter-${lang}-${size}.png`, fullPage: true });
    }
  }
});
