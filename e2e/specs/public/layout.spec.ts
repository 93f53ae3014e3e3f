import { expect, type Page, test } from '@playwright/test';
import { appPages, type PageExamples, pageExamples, signInWithWorkspace } from '../../support/pages';
import { LANGS, preparePublicPage } from '../../support/public';

/** Whatever scrolls sideways: the page itself, or a box whose content is wider than the box. */
function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
        found.push(`${name} ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}

let examples: PageExamples;
test.beforeAll(async ({ request }) => {
  examples = await pageExamples(request);
});

for (const lang of LANGS) {
  for (const width of [1280, 1366]) {
    test(`no page scrolls sideways at ${width} px (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await preparePublicPage(page, lang);
      const found: Record<string, string[]> = {};
      let signedIn = false;
      for (const entry of appPages(examples)) {
        if (entry.member && !signedIn) {
          await signInWithWorkspace(page, examples);
          signedIn = true;
        }
        await page.goto(entry.path);
        await page.waitForLoadState('networkidle');
        const overflow = await horizontalOverflow(page);
        if (overflow.length > 0) found[entry.path] = overflow;
      }
      expect(found).toEqual({});
    });
  }
}

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
