import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from '../../support/layout';
import { LANGS, preparePublicPage } from '../../support/public';
import { signInTestUserViaApi } from '../../support/session';

// Every page at 1280 and 1366 px is checked for sideways scrolling in the desktop walk of
// accessibility.spec.ts, on the same page load as its axe check.

test('narrow screens list results as cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await preparePublicPage(page, 'de');
  for (const path of ['/suche?q=bau', '/top500']) {
    await page.goto(path);
    await expect(page.locator('main ol li').first()).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toEqual([]);
  }
});

test('a long dashboard result list ends the page, and the sidebar reaches its bottom, at 1280 and 393 px', async ({
  page,
}) => {
  // Two widths, each with three pages of results searched at once.
  test.slow();
  const cat = await preparePublicPage(page, 'de');
  for (const width of [1280, 393]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/dashboard/companies?search=bau&pages=3');
    const rows = page.getByRole('list', { name: cat.search.results.label }).locator(':scope > li');
    // Three pages searched at once after a cold page load passed 10 s on a loaded machine.
    await expect(rows.nth(20)).toBeAttached({ timeout: 30_000 });
    // The page ends where the shell does: no empty area below the list.
    const { pageEnd, shellEnd } = await page.evaluate(() => ({
      pageEnd: document.documentElement.scrollHeight,
      shellEnd:
        (document.getElementById('dashboard-sidebar')?.parentElement?.getBoundingClientRect().bottom ?? 0) +
        window.scrollY,
    }));
    expect(pageEnd, `${width} px`).toBeLessThanOrEqual(Math.ceil(shellEnd));
    if (width === 1280) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const sidebar = await page.locator('#dashboard-sidebar').boundingBox();
      expect((sidebar?.y ?? 0) + (sidebar?.height ?? 0)).toBeGreaterThanOrEqual(843);
    }
  }
});

/** Width and height of every visible link and button inside the given element. */
function tapSizes(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('a, button'))
        .filter(
          (element) =>
            element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
        )
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.textContent?.trim() || element.getAttribute('aria-label')} ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
    ),
  );
}

const tooSmall = (sizes: string[]) =>
  sizes.filter((size) => {
    const [width, height] = (size.split(' ').at(-1) ?? '0x0').split('x').map(Number);
    return (width ?? 0) < 44 || (height ?? 0) < 44;
  });

for (const lang of LANGS) {
  test.describe(`the shell on a phone (${lang})`, () => {
    test('signed out, the header offers log in and sign up at 393 and 1280 px', async ({ page }) => {
      const cat = await preparePublicPage(page, lang);
      for (const width of [393, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/');
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: cat.nav.login, includeHidden: true })).toHaveCount(1);
        await expect(banner.getByRole('link', { name: cat.nav.myAccount, includeHidden: true })).toHaveCount(
          1,
        );
      }
    });

    test('a signed-in user never sees log in in either bar', async ({ page }) => {
      // Signing up the shared test user takes most of this test on a busy machine.
      test.setTimeout(60_000);
      const cat = await preparePublicPage(page, lang);
      await signInTestUserViaApi(page);
      for (const width of [393, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/top500');
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: cat.nav.dashboard, includeHidden: true })).toHaveCount(
          1,
        );
        // The text of the whole bar, the closed phone menu included.
        await expect(header).not.toContainText(cat.nav.login);
        await page.goto('/dashboard/companies');
        await expect(page.getByRole('banner').locator('a[href="/dashboard/account"]')).toBeVisible();
        await expect(page.getByRole('banner')).not.toContainText(cat.nav.login);
      }
    });

    test('at 393 px the dashboard bar fits with the logo and the results are part of the page', async ({
      page,
    }) => {
      const cat = await preparePublicPage(page, lang);
      await page.setViewportSize({ width: 393, height: 844 });

      await page.goto('/dashboard/companies?search=bau');
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('link', { name: cat.nav.home })).toBeVisible();
      const signUp = bar.getByRole('link', { name: cat.dashboard.signUp });
      await expect(signUp).toBeInViewport({ ratio: 1 });
      expect(tooSmall(await tapSizes(page, 'header'))).toEqual([]);
      // The results are part of the page, not a scroll box inside it.
      const results = page.getByRole('list', { name: cat.search.results.label });
      await expect(results.locator('li').first()).toBeVisible();
      expect(
        await results.evaluate((list) => getComputedStyle(list.parentElement as Element).overflowY),
      ).toBe('visible');
      expect(await horizontalOverflow(page)).toEqual([]);
    });

    test('at 393 px public result cards show what a row has, with 44 px page buttons', async ({ page }) => {
      const cat = await preparePublicPage(page, lang);
      await page.setViewportSize({ width: 393, height: 844 });
      await page.goto('/suche?q=bau');
      const cards = page.locator('main ol').first();
      await expect(cards.locator('li').first()).toBeVisible();
      await expect(cards).not.toContainText(cat.common.notAvailable);
      const pagination = page.getByRole('navigation', { name: cat.pagination.label });
      await expect(pagination).toBeVisible();
      expect(tooSmall(await tapSizes(page, `main nav[aria-label="${cat.pagination.label}"]`))).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
    });
  });
}
