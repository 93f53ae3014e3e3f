/**
 * Result rows and the watch list tell real companies from synthetic ones, in both languages:
 * a synthetic row carries a marked badge (icon, word and a hint for screen readers, not colour
 * alone); an imported company without published figures says 'nicht veröffentlicht' where a
 * figure would stand. Screenshots of each view go to test-results for a look.
 */
import { expect, type Page, test } from '@playwright/test';
import { findImported, importFirstPublications } from '../../support/imports';
import { catalogues, type Lang, useLanguage } from '../../support/public';
import { signedInUser } from '../workspace/workspace';

const NAME = 'Isartal Maschinenbau GmbH';
const KEYWORD = 'Isartal Maschinenbau';

test.describe.configure({ mode: 'serial' });

let companyId: number;
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  importFirstPublications();
  companyId = await findImported(request, NAME);
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const lang of ['de', 'en'] as Lang[]) {
  const cat = catalogues[lang];
  const p = cat.provenance;

  test(`${lang}: landing and top 500 rows mark synthetic companies, imported figures are not published`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.goto(`/suche?q=${encodeURIComponent(KEYWORD)}&page=1`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('synthetic-badge')).toHaveCount(0);
    await expect(row.getByText(p.notPublished, { exact: true })).toHaveCount(3);
    await shot(page, `landing-${lang}`);

    await page.goto('/top500');
    const first = page.getByRole('row').nth(1);
    const badge = first.getByTestId('synthetic-badge');
    await expect(badge).toHaveText(`${p.syntheticShort}: ${p.syntheticHint}`);
    await expect(badge).toHaveAttribute('title', p.syntheticHint);
    await expect(first.getByText(p.notPublished)).toHaveCount(0);
    await shot(page, `top500-${lang}`);
  });

  test(`${lang}: dashboard results and the watch list mark synthetic companies`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    await signedInUser(page, request);
    for (const id of [companyId, 1]) {
      await page.goto(`/dashboard/companies/${id}`);
      await page.getByRole('button', { name: cat.workspace.watch.watch, exact: true }).click();
      await expect(
        page.getByRole('button', { name: cat.workspace.watch.watching, exact: true }),
      ).toBeVisible();
    }

    await page.goto(`/dashboard/companies?search=${encodeURIComponent(KEYWORD)}`);
    const result = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await expect(result).toBeVisible();
    await expect(result.getByTestId('synthetic-badge')).toHaveCount(0);
    await expect(result.getByText(cat.search.companyResult.financialsNotPublished)).toBeVisible();
    await shot(page, `dashboard-results-${lang}`);
    // The first of the top 500 is a generated company: its result card carries the badge.
    const top = (await (await request.get('/api/top_companies')).json()) as {
      companies: { company_name: string }[];
    };
    const generated = top.companies[0]!.company_name;
    await page.goto(`/dashboard/companies?search=${encodeURIComponent(generated)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: generated, exact: true }) })
      .first();
    await expect(card.getByTestId('synthetic-badge')).toBeVisible();
    await expect(card.getByText(cat.search.companyResult.financialsNotPublished)).toHaveCount(0);
    await shot(page, `dashboard-synthetic-${lang}`);

    await page.goto('/dashboard/watchlist');
    const real = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await expect(real.getByText(p.financialsNotPublished)).toBeVisible();
    await expect(real.getByTestId('synthetic-badge')).toHaveCount(0);
    const invented = page
      .getByRole('article')
      .filter({ has: page.getByTestId('synthetic-badge') })
      .first();
    await expect(invented).toBeVisible();
    await expect(invented.getByText(p.financialsNotPublished)).toHaveCount(0);
    await shot(page, `watchlist-${lang}`);
  });
}
