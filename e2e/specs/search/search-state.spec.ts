import { DASHBOARD_PAGE_SIZE } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { nextSearch, resultItems } from '../../support/search';

const de = catalogues.de;

test.describe('search state in the address', () => {
  test('back to the search from a company page keeps the query and the pages shown, also after a reload', async ({
    page,
  }) => {
    await preparePublicPage(page, 'de');
    const { body } = await nextSearch(page, () => page.goto('/dashboard/companies?search=bau&active=1'));
    expect(body.total).toBeGreaterThan(2 * DASHBOARD_PAGE_SIZE);
    await expect(resultItems(page)).toHaveCount(DASHBOARD_PAGE_SIZE);

    await nextSearch(page, () => page.getByRole('button', { name: de.search.results.showMore }).click());
    await expect(resultItems(page)).toHaveCount(2 * DASHBOARD_PAGE_SIZE);
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=bau&active=1&pages=2$/);

    const opened = resultItems(page)
      .nth(DASHBOARD_PAGE_SIZE + 2)
      .getByRole('heading')
      .getByRole('link');
    const name = (await opened.textContent()) ?? '';
    await opened.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('link', { name: de.profile.backToSearch }).click();
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=bau&active=1&pages=2$/);
    await expect(page.getByLabel(de.search.company.nameLabel)).toHaveValue('bau');
    await expect(page.getByLabel(de.search.company.activeOnly)).toBeChecked();
    await expect(resultItems(page)).toHaveCount(2 * DASHBOARD_PAGE_SIZE);
    await expect(resultItems(page).nth(DASHBOARD_PAGE_SIZE + 2)).toContainText(name);

    // The address alone (a shared link, a reload) restores the same list.
    await page.reload();
    await expect(resultItems(page)).toHaveCount(2 * DASHBOARD_PAGE_SIZE);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
