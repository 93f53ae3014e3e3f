import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { findImported, importFirstPublications, importFixture, runImportCli } from '../support/imports';
import { apiFromPage } from '../support/pages';
import { catalogues, LANGS, preparePublicPage } from '../support/public';
import { signInTestUserViaApi } from '../support/session';
import { openSettled } from '../support/settled';

/**
 * The pages of issue 14 with a real-format company: the importers' fixtures imported, the
 * company watched, a newer file imported; its page, its timeline card, the watch list with
 * the change and the data sources page, in both languages at desktop and phone size.
 */
const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;

let companyId: number;
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  importFirstPublications();
  companyId = await findImported(request, 'Isartal Maschinenbau GmbH');
});

test('imported company, changes, watch list and data sources', async ({ page, request }) => {
  test.setTimeout(180_000);
  await preparePublicPage(page, 'de');
  await signInTestUserViaApi(page);
  await apiFromPage(page, 'POST', '/watchlist', { company_id: companyId });
  runImportCli(['gleif', '--lei', importFixture('gleif-lei-newer.csv')]);
  await test.expect
    .poll(
      async () =>
        (await (await request.get(`/api/companies?cid=${companyId}`)).json()).company.address_street,
    )
    .toBe('Leopoldstraße 12');

  // German first: a signed-in user's language sticks to the account once switched.
  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      const shot = async (name: string) =>
        page.screenshot({ path: `${OUT_DIR}${name}-${lang}-${size}.png`, fullPage: true });
      // The watch list first: opening the company page marks its changes seen.
      await openSettled(page, '/dashboard/watchlist');
      await shot('watchlist-changes');
      await openSettled(page, `/dashboard/companies/${companyId}`);
      await shot('imported-company');
      const timeline = page.getByRole('region', { name: catalogues[lang].timeline.title, exact: true });
      const line = page
        .getByRole('region')
        .first()
        .getByRole('button', { name: /^(Quelle|Source):/ });
      await line.click();
      await page
        .getByRole('region')
        .first()
        .screenshot({ path: `${OUT_DIR}source-details-${lang}-${size}.png` });
      await line.click();
      await timeline.screenshot({ path: `${OUT_DIR}imported-timeline-card-${lang}-${size}.png` });
      await openSettled(page, '/datenquellen');
      await shot('data-sources');
    }
  }
});
