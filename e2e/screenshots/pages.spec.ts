import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { appPages, type PageExamples, pageExamples, signInWithWorkspace } from '../support/pages';
import { LANGS, preparePublicPage } from '../support/public';
import { openSettled } from '../support/settled';

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** SCREENSHOT_PAGES=landing,statistics takes only those pages (a change's own pages); all by default. */
const ONLY = process.env.SCREENSHOT_PAGES?.split(',').filter(Boolean) ?? null;

let examples: PageExamples;
test.beforeAll(async ({ request }) => {
  examples = await pageExamples(request);
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    test(`every page in ${lang} at ${size} size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      let signedIn = false;
      for (const entry of appPages(examples).filter((page) => !ONLY || ONLY.includes(page.name))) {
        if (entry.member && !signedIn) {
          await signInWithWorkspace(page, examples);
          signedIn = true;
        }
        await openSettled(page, entry.path);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${OUT_DIR}${entry.name}-${lang}-${size}.png`, fullPage: true });
      }
    });
  }
}
