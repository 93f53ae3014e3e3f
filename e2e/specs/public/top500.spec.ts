import { TOP_COMPANIES_PAGE_SIZE, TOP_COMPANIES_TOTAL, type TopCompaniesResponse } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { failApi, fill, LANGS, preparePublicPage } from '../../support/public';

/** Waits for the top companies answer for one page of the list. */
async function topAnswer(page: Page, pageNumber: number): Promise<TopCompaniesResponse> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/top_companies' &&
      url.searchParams.get('offset') === String((pageNumber - 1) * TOP_COMPANIES_PAGE_SIZE)
    );
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TopCompaniesResponse;
}

/** The list has at most 500 places; the test dataset may have fewer companies with revenue. */
function pageCountOf(result: TopCompaniesResponse): number {
  return Math.ceil(Math.min(result.total, TOP_COMPANIES_TOTAL) / TOP_COMPANIES_PAGE_SIZE);
}

async function openTop500(page: Page): Promise<TopCompaniesResponse> {
  const [result] = await Promise.all([topAnswer(page, 1), page.goto('/top500')]);
  return result;
}

async function turnPage(page: Page, buttonName: string, pageNumber: number): Promise<TopCompaniesResponse> {
  const [result] = await Promise.all([
    topAnswer(page, pageNumber),
    page.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  return result;
}

/** The rows show the answer's companies with their ranks. */
async function expectRows(page: Page, result: TopCompaniesResponse) {
  const rows = page.locator('table tbody tr');
  await expect(rows.locator('td:first-child')).toHaveText(result.companies.map((c) => String(c.rank)));
  await expect(rows.locator('th a')).toContainText(result.companies.map((c) => c.company_name));
}

for (const lang of LANGS) {
  test.describe(`top 500 (${lang})`, () => {
    let cat: Catalogue;

    test.beforeEach(async ({ page }) => {
      cat = await preparePublicPage(page, lang);
    });

    const pageButton = (pageNumber: number) => fill(cat.pagination.page, { page: pageNumber });
    const pageInfo = (result: TopCompaniesResponse, pageNumber: number) =>
      fill(cat.top500.pageInfo, {
        page: pageNumber,
        pages: pageCountOf(result),
        from: result.companies[0].rank,
        to: result.companies[result.companies.length - 1].rank,
      });
    /** The numbered part of the pagination, ellipses included. */
    const pageSlots = (page: Page) =>
      page.getByRole('navigation', { name: cat.pagination.label }).locator('ul > li');

    test('the first page lists 25 companies ranked by revenue', async ({ page }) => {
      const result = await openTop500(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.top500.title);
      expect(result.companies).toHaveLength(TOP_COMPANIES_PAGE_SIZE);
      await expect(page.locator('table tbody tr')).toHaveCount(TOP_COMPANIES_PAGE_SIZE);
      await expectRows(page, result);
      expect(result.companies.map((c) => c.rank)).toEqual(
        Array.from({ length: TOP_COMPANIES_PAGE_SIZE }, (_, i) => i + 1),
      );
      await expect(page.getByText(pageInfo(result, 1), { exact: true })).toBeVisible();
      const list = cat.companyList;
      await expect(page.getByRole('columnheader')).toHaveText([
        list.rank,
        list.company,
        list.location,
        list.industry,
        list.founded,
        list.revenue,
        list.trend,
        list.equityRatio,
        list.returnOnSales,
        list.ceo,
      ]);
    });

    test('company links open the company page in a new tab', async ({ page, context }) => {
      const result = await openTop500(page);
      const links = page.locator('table tbody tr th a');
      await expect(links).toHaveCount(TOP_COMPANIES_PAGE_SIZE);
      const attributes = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      );
      expect(attributes).toEqual(
        result.companies.map((c) => ({
          href: `/dashboard/companies/${c.company_id}`,
          target: '_blank',
          rel: 'noopener',
        })),
      );
      await expect(links.first()).toContainText(cat.common.opensInNewTab);

      const [tab] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
      await expect(tab).toHaveURL(new RegExp(`/dashboard/companies/${result.companies[0].company_id}$`));
      await expect(page).toHaveURL(/\/top500$/);
      await tab.close();
    });

    test('next and previous move one page', async ({ page }) => {
      const first = await openTop500(page);
      const pagination = page.getByRole('navigation', { name: cat.pagination.label });
      await expect(pagination.getByRole('button', { name: cat.pagination.first })).toBeDisabled();
      await expect(pagination.getByRole('button', { name: cat.pagination.previous })).toBeDisabled();

      const second = await turnPage(page, cat.pagination.next, 2);
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByText(pageInfo(second, 2), { exact: true })).toBeVisible();
      await expectRows(page, second);
      expect(second.companies[0].rank).toBe(TOP_COMPANIES_PAGE_SIZE + 1);

      const back = await turnPage(page, cat.pagination.previous, 1);
      expect(back.companies).toEqual(first.companies);
      await expect(page.getByText(pageInfo(first, 1), { exact: true })).toBeVisible();
      await expectRows(page, first);
    });

    test('the pagination shows two pages either side with ellipses', async ({ page }) => {
      const result = await openTop500(page);
      const pageCount = pageCountOf(result);
      expect(pageCount).toBeGreaterThanOrEqual(8);
      await expect(pageSlots(page)).toHaveText(['1', '2', '3', '…']);
      await expect(page.getByRole('button', { name: pageButton(1) })).toHaveAttribute('aria-current', 'page');

      await turnPage(page, pageButton(3), 3);
      await expect(pageSlots(page)).toHaveText(['1', '2', '3', '4', '5', '…']);

      const fifth = await turnPage(page, pageButton(5), 5);
      await expect(pageSlots(page)).toHaveText(['…', '3', '4', '5', '6', '7', '…']);
      await expect(page.getByRole('button', { name: pageButton(5) })).toHaveAttribute('aria-current', 'page');
      await expectRows(page, fifth);

      await turnPage(page, cat.pagination.first, 1);
      await expect(pageSlots(page)).toHaveText(['1', '2', '3', '…']);
    });

    test('the last page ends with the last rank', async ({ page }) => {
      const first = await openTop500(page);
      const pageCount = pageCountOf(first);
      const lastRank = Math.min(first.total, TOP_COMPANIES_TOTAL);

      const last = await turnPage(page, cat.pagination.last, pageCount);
      await expect(page).toHaveURL(new RegExp(`\\?page=${pageCount}$`));
      await expectRows(page, last);
      await expect(page.locator('table tbody tr').last().locator('td').first()).toHaveText(String(lastRank));
      expect(last.companies.at(-1)?.rank).toBe(lastRank);
      await expect(page.getByText(pageInfo(last, pageCount), { exact: true })).toBeVisible();
      await expect(pageSlots(page)).toHaveText(['…', ...[2, 1, 0].map((back) => String(pageCount - back))]);
      const pagination = page.getByRole('navigation', { name: cat.pagination.label });
      await expect(pagination.getByRole('button', { name: cat.pagination.next })).toBeDisabled();
      await expect(pagination.getByRole('button', { name: cat.pagination.last })).toBeDisabled();
    });

    test('a failing list shows that no companies were found', async ({ page }) => {
      await failApi(page, 'top_companies');
      await page.goto('/top500');
      await expect(page.getByRole('status')).toHaveText(cat.top500.empty);
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: cat.pagination.label })).toHaveCount(0);
    });
  });
}
