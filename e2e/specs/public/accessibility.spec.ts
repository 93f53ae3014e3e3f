import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { horizontalOverflow } from '../../support/layout';
import {
  apiFromPage,
  findOnPages,
  PAGE_KINDS,
  type PageExamples,
  pageExamples,
  signInWithWorkspace,
} from '../../support/pages';
import { catalogues, LANGS, preparePublicPage } from '../../support/public';

let examples: PageExamples;
test.beforeAll(async ({ request }) => {
  examples = await pageExamples(request);
});

/** What a page at `width` px scrolls sideways, each finding named with the width. */
async function overflowAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  return (await horizontalOverflow(page)).map((finding) => `${width} px: ${finding}`);
}

/**
 * On a desktop each page, once loaded, is also checked for sideways scrolling at both common
 * widths: one page load serves the three checks (the walk is most of this tier's time).
 */
async function desktopFindings(page: Page): Promise<string[]> {
  const violations = await seriousViolations(page);
  const overflow = [...(await overflowAt(page, 1280)), ...(await overflowAt(page, 1366))];
  await page.setViewportSize({ width: 1280, height: 900 });
  return [...violations, ...overflow];
}

const VIEWPORTS = [
  {
    label: 'desktop',
    title: 'no serious or critical axe findings and no sideways scrolling at 1280 and 1366 px',
    size: { width: 1280, height: 900 },
    check: desktopFindings,
  },
  {
    label: 'phone',
    title: 'no serious or critical axe findings',
    size: { width: 390, height: 844 },
    check: seriousViolations,
  },
] as const;

for (const lang of LANGS) {
  test.describe(`accessibility (${lang})`, () => {
    for (const viewport of VIEWPORTS) {
      for (const kind of PAGE_KINDS) {
        test(`every ${kind.label} page (${viewport.label}) has ${viewport.title}`, async ({ page }) => {
          // Up to 19 pages, each loaded, left to settle and analysed: a few seconds each.
          test.setTimeout(360_000);
          await page.setViewportSize(viewport.size);
          await preparePublicPage(page, lang);
          expect(await findOnPages(page, examples, kind.member, viewport.check)).toEqual({});
        });
      }
    }

    test('the selection tools of the watch list and lead lists have no serious or critical axe findings', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const s = catalogues[lang].selection;
      await preparePublicPage(page, lang);
      await signInWithWorkspace(page, examples);
      // A second list, so that the move dialog offers a target.
      await apiFromPage(page, 'POST', '/lists', { name: 'Messe 2027' });
      const found: Record<string, string[]> = {};
      const check = async (state: string) => {
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[state] = violations;
      };

      await page.goto('/dashboard/watchlist');
      await page.getByRole('checkbox', { name: s.selectAllShown }).check();
      await expect(page.getByRole('group', { name: s.barLabel })).not.toContainText(s.none);
      await check('watch list, companies ticked');
      await page
        .getByRole('group', { name: s.barLabel })
        .getByRole('button', { name: s.watchlist.unwatch })
        .click();
      await expect(page.getByRole('dialog', { name: s.watchlist.unwatchTitle })).toBeVisible();
      await check('watch list, stop watching asked');
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/leadlist');
      await page.getByRole('link', { name: /^Messe 2026/ }).click();
      await page.getByRole('checkbox', { name: catalogues[lang].workspace.leadlists.selectAllShown }).check();
      await check('lead list, companies ticked');
      await page
        .getByRole('group', { name: s.barLabel })
        .getByRole('button', { name: s.leadlists.move })
        .click();
      await expect(
        page.getByRole('dialog', { name: s.leadlists.moveTitle }).getByRole('combobox'),
      ).toBeVisible();
      await check('lead list, move dialog');
      expect(found).toEqual({});
    });
  });
}
