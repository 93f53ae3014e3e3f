import { fileURLToPath } from 'node:url';
import type { CompanyDetail } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { findCompany } from '../specs/company/profiles';
import { range, signedInUser } from '../specs/workspace/workspace';
import { messyCsv, uploadAndStart } from '../support/matching';
import { catalogues, LANGS, useLanguage } from '../support/public';

/** Issue 30: the list matching page (`matching-*`) with its review queue, in both languages at 1280 and 393 px. */
const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 393, height: 852 },
} as const;

test('list matching', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const withAddress = (detail: CompanyDetail) =>
    detail.company.address_postcode !== null && detail.company.address_country === 'Germany';
  const companies = [
    await findCompany(request, range(40, 200), withAddress),
    await findCompany(request, range(300, 500), withAddress),
  ];
  for (const lang of LANGS) {
    // Each language a browser of its own: a new user, signed in from scratch.
    const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Vienna' });
    const page = await context.newPage();
    await useLanguage(page, lang);
    await signedInUser(page, request);
    const texts = catalogues[lang].matching;
    await uploadAndStart(page, messyCsv(companies), texts);
    await expect(page.getByText(texts.review.keys)).toBeVisible();
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => document.fonts.ready);
      // The review queue took the focus and scrolled to it; the picture starts at the page's top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${OUT_DIR}matching-${lang}-${size}.png`, fullPage: true });
    }
    await context.close();
  }
});
