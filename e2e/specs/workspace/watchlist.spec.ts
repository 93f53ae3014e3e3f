import { type CompanyDetail, formatRevenue, type RefreshResponse } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { apiFromPage } from '../../support/pages';
import { catalogues, fill } from '../../support/public';
import { latestReport } from '../company/profiles';
import { companiesWithFigures, range, signedInUser } from './workspace';

const w = catalogues.de.workspace;
const refreshLabel = catalogues.de.companyPage.refresh.button;

/** Watches the company on its page, then refreshes it there; the number of changes it brought. */
async function watchAndRefresh(page: Page, detail: CompanyDetail): Promise<number> {
  await page.goto(`/dashboard/companies/${detail.company.company_id}`);
  const watch = page.getByRole('button', { name: w.watch.watch, exact: true });
  await watch.click();
  await expect(page.getByRole('button', { name: w.watch.watching, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refreshData'));
  await page.getByRole('button', { name: refreshLabel }).click();
  const body = (await (await refreshed).json()) as RefreshResponse;
  return body.changes.length;
}

test.describe('watch list', () => {
  test('a watched and refreshed company is listed with its latest figures and its changes', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // The synthetic source changes a company on some days only: up to six companies are watched
    // and refreshed until one of them brings a change.
    const candidates = await companiesWithFigures(request, range(300, 500), 6);
    await signedInUser(page, request);
    const watched: { detail: CompanyDetail; changes: number }[] = [];
    for (const detail of candidates) {
      const changes = await watchAndRefresh(page, detail);
      watched.push({ detail, changes });
      if (changes > 0) break;
    }

    await page.goto('/dashboard/watchlist');
    const count = watched.length === 1 ? w.watchlist.count_one : w.watchlist.count_other;
    await expect(page.getByText(fill(count, { formatted: watched.length }))).toBeVisible();
    for (const { detail, changes } of watched) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('link', { name: detail.company.company_name, exact: true }),
      });
      await expect(card).toBeVisible();
      await expect(
        card.getByText(formatRevenue(latestReport(detail).revenue, 'de'), { exact: true }),
      ).toBeVisible();
      if (changes > 0) {
        // The company page showed the refreshed record, so its changes count as seen: the card
        // lists them without the 'new' badge (unseen changes from an import: specs/imports).
        await expect(card.getByText(w.watchlist.noChanges)).toHaveCount(0);
        await expect(card.getByText(w.watchlist.newBadge, { exact: true })).toHaveCount(0);
      } else {
        await expect(card.getByText(w.watchlist.noChanges)).toBeVisible();
      }
    }

    // Still seen on the next visit.
    await page.reload();
    await expect(page.getByText(w.watchlist.newBadge, { exact: true })).toHaveCount(0);
  });

  test('unwatching from the company page and from the list', async ({ page, request }) => {
    const [first, second] = await companiesWithFigures(request, range(520, 600), 2);
    await signedInUser(page, request);
    for (const detail of [first!, second!]) {
      await page.goto(`/dashboard/companies/${detail.company.company_id}`);
      await page.getByRole('button', { name: w.watch.watch, exact: true }).click();
      await expect(page.getByRole('button', { name: w.watch.watching, exact: true })).toBeVisible();
    }
    // Back on the first page the state comes from the server; the toggle ends the watching.
    await page.goto(`/dashboard/companies/${first!.company.company_id}`);
    await page.getByRole('button', { name: w.watch.watching, exact: true }).click();
    await expect(page.getByRole('button', { name: w.watch.watch, exact: true })).toBeVisible();

    await page.goto('/dashboard/watchlist');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page
      .getByRole('button', { name: fill(w.watch.unwatchLabel, { name: second!.company.company_name }) })
      .click();
    await page
      .getByRole('dialog', { name: w.watchlist.unwatchTitle })
      .getByRole('button', { name: w.watchlist.unwatch })
      .click();
    await expect(
      page.getByText(fill(w.watchlist.removed, { name: second!.company.company_name })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: w.watchlist.emptyTitle })).toBeVisible();
  });

  test('the list can be filtered and sorted', async ({ page, request }) => {
    const companies = await companiesWithFigures(request, range(600, 700), 3);
    await signedInUser(page, request);
    for (const detail of companies) {
      await apiFromPage(page, 'POST', '/watchlist', { company_id: detail.company.company_id });
    }
    await page.goto('/dashboard/watchlist');
    const list = page.getByRole('list', { name: catalogues.de.dashboard.pages.watchlist.title });
    const names = companies.map((detail) => detail.company.company_name);
    const cardNames = list.locator(':scope > li').getByRole('heading', { level: 2 });

    await page.getByLabel(w.watchlist.sortLabel).selectOption('name');
    await expect(cardNames).toHaveText([...names].sort((a, b) => a.localeCompare(b, 'de')));

    await page.getByLabel(w.common.filterLabel).fill(names[1] ?? '');
    await expect(cardNames).toHaveText([names[1] ?? '']);
    await page.getByLabel(w.common.filterLabel).fill('kein-solches-unternehmen');
    await expect(page.getByText(w.watchlist.noMatch)).toBeVisible();
  });
});
