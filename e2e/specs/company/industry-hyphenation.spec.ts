import { expect, test } from '@playwright/test';
import { LANGS, preparePublicPage } from '../../support/public';
import { findCompany, range } from './profiles';

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** German industry names are long compounds ('Versicherungsvermittlung'); this is the longest kind. */
const LONG_WORD = 22;

for (const lang of LANGS) {
  for (const viewport of VIEWPORTS) {
    test(`the overview card never breaks an industry name mid-word (${lang}, ${viewport.width}×${viewport.height})`, async ({
      page,
      request,
    }) => {
      const detail = await findCompany(request, range(1, 600), (candidate) =>
        (candidate.company.gegenstand ?? '').split(/\s+/).some((word) => word.length >= LONG_WORD),
      );
      const c = await preparePublicPage(page, lang);
      await page.setViewportSize(viewport);
      await page.goto(`/dashboard/companies/${detail.company.company_id}`);
      const card = page.locator('section').filter({
        has: page.getByRole('heading', { name: c.companyPage.overview.title, level: 2 }),
      });
      const value = card
        .locator('dt')
        .filter({ hasText: new RegExp(`^${c.companyPage.overview.industry}$`) })
        .locator('xpath=following-sibling::dd[1]');
      await expect(value).toBeVisible();

      // Every word fits the box on a line of its own, and none is split across two lines.
      const words = await value.evaluate((element) => {
        const box = element.getBoundingClientRect().width;
        const found: { word: string; width: number; lines: number; box: number }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const match of node.data.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            found.push({
              word: match[0],
              width: range.getBoundingClientRect().width,
              lines: rects.length,
              box,
            });
          }
        }
        return found;
      });
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) {
        expect(word.width, `'${word.word}' fits ${word.box}px`).toBeLessThanOrEqual(word.box);
        expect(word.lines, `'${word.word}' stays on one line`).toBe(1);
      }

      // Where a line must break inside a word, it breaks by the rules of the text's own language.
      const text = value.locator('[lang]');
      const english = lang === 'en' && (await value.textContent()) !== detail.company.gegenstand;
      await expect(text).toHaveAttribute('lang', english ? 'en' : 'de');
      await expect(text).toHaveCSS('hyphens', 'auto');
    });
  }
}
