import { fileURLToPath } from 'node:url';
import type { CompanyDetail } from '@fd/contract';
import { type Locator, type Page, test } from '@playwright/test';
import { catalogues, LANGS, preparePublicPage } from '../support/public';
import { openSettled } from '../support/settled';

/**
 * Issue 29: a generated company's page and its timeline card ("Chronik" / "Timeline") with a long
 * history (`timeline-card-*`, `company-timeline-*`), in both languages at 1280 and 393 px.
 */
const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 393, height: 852 },
} as const;

/** One card, cut from a full-page picture (an element picture scrolls and the sticky top bar covers it). */
async function cardShot(page: Page, card: Locator, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  if (!box) throw new Error('card not laid out');
  await page.screenshot({ path, fullPage: true, clip: box });
}

test('company timeline', async ({ page, request }) => {
  test.setTimeout(180_000);
  let detail: CompanyDetail | null = null;
  for (let id = 1; id <= 200 && detail === null; id++) {
    const candidate = (await (await request.get(`/api/companies?cid=${id}`)).json()) as CompanyDetail;
    const kinds = new Set(candidate.events.map((event) => event.type));
    if (candidate.events.length > 12 && kinds.has('management_left') && kinds.size >= 5) detail = candidate;
  }
  if (detail === null) throw new Error('no company with a long history');
  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      await openSettled(page, `/dashboard/companies/${detail.company.company_id}`);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${OUT_DIR}company-timeline-${lang}-${size}.png`, fullPage: true });
      const card = page.getByRole('region', { name: catalogues[lang].timeline.title, exact: true });
      await cardShot(page, card, `${OUT_DIR}timeline-card-${lang}-${size}.png`);
    }
  }
});
