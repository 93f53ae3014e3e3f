import { COOKIE_BANNER_CLOSE_MS, COOKIE_BANNER_DELAY_MS } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { catalogues, LANGS, useLanguage } from '../../support/public';
import { requestsReported } from '../../support/search';

/** Page-clock times (performance.now) of the app's first render and the banner's life. */
interface BannerTimes {
  appAt?: number;
  shownAt?: number;
  clickedAt?: number;
  hiddenAt?: number;
}

/** The banner's timing is the subject here, so the page records it with its own clock. */
async function recordBannerTimes(page: Page, label: string) {
  await page.addInitScript((bannerLabel) => {
    const times: BannerTimes = {};
    Reflect.set(window, 'bannerTimes', times);
    new MutationObserver(() => {
      const now = performance.now();
      if (times.appAt === undefined && document.querySelector('header')) times.appAt = now;
      const shown = document.querySelector(`section[aria-label="${bannerLabel}"]`) !== null;
      if (shown && times.shownAt === undefined) times.shownAt = now;
      if (!shown && times.shownAt !== undefined && times.hiddenAt === undefined) times.hiddenAt = now;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('click', () => Object.assign(times, { clickedAt: performance.now() }), true);
  }, label);
}

function bannerTimes(page: Page): Promise<BannerTimes> {
  return page.evaluate(() => Reflect.get(window, 'bannerTimes') as BannerTimes);
}

function storedChoice(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('cookieConsent'));
}

/**
 * Runs the page's clock (installed before the page loaded) past the moment the banner would have
 * shown on this page load, with room to spare, instead of waiting for it: once the app has drawn
 * and its effects have set their timers (two frames after its first render), then two frames more
 * for whatever the timers rendered.
 */
async function runPastBannerDelay(page: Page) {
  await expect.poll(async () => (await bannerTimes(page)).appAt).toBeDefined();
  await requestsReported(page);
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 1000);
  await requestsReported(page);
}

for (const lang of LANGS) {
  test.describe(`cookie banner (${lang})`, () => {
    const cat: Catalogue = catalogues[lang];

    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      await recordBannerTimes(page, cat.cookieBanner.label);
    });

    const banner = (page: Page) => page.getByRole('region', { name: cat.cookieBanner.label });

    test('appears one second after the first visit', async ({ page }) => {
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(cat.cookieBanner.text);
      await expect(banner(page).getByRole('link', { name: cat.cookieBanner.more })).toHaveAttribute(
        'href',
        '/cookies',
      );
      const times = await bannerTimes(page);
      const delay = times.shownAt! - times.appAt!;
      expect(delay).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS - 5);
      expect(delay).toBeLessThan(COOKIE_BANNER_DELAY_MS + 1500);
      expect(await storedChoice(page)).toBeNull();
    });

    for (const [button, stored] of [
      [cat.cookieBanner.accept, 'true'],
      [cat.cookieBanner.decline, 'false'],
    ] as const) {
      test(`'${button}' stores '${stored}' and the banner does not come back`, async ({ page }) => {
        await page.clock.install();
        await page.goto('/');
        await banner(page).getByRole('button', { name: button, exact: true }).click();
        await expect(banner(page)).toHaveCount(0);
        expect(await storedChoice(page)).toBe(stored);
        const times = await bannerTimes(page);
        const closing = times.hiddenAt! - times.clickedAt!;
        expect(closing).toBeGreaterThanOrEqual(COOKIE_BANNER_CLOSE_MS - 20);
        expect(closing).toBeLessThan(COOKIE_BANNER_CLOSE_MS + 1000);

        await page.reload();
        await runPastBannerDelay(page);
        await expect(banner(page)).toHaveCount(0);
        await page.goto('/top500');
        await runPastBannerDelay(page);
        await expect(banner(page)).toHaveCount(0);
        expect(await storedChoice(page)).toBe(stored);
      });
    }
  });
}
