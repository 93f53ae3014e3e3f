import { FILTER_AUTOCOMPLETE_DEBOUNCE_MS } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { nextSearch, requestsReported, resultItems, suggestionRequests } from '../../support/search';

const de = catalogues.de;

test.describe('top-bar company search', () => {
  test('suggests at most 5 companies from 3 characters, with a view-all footer', async ({ page }) => {
    await preparePublicPage(page, 'de');
    const asked = suggestionRequests(page, '/api/suggestCompanyFromInput');
    await page.clock.install();
    await page.goto('/dashboard/employees');
    const input = page.getByRole('combobox', { name: de.dashboard.searchLabel });

    await input.fill('Mü');
    // Two characters ask nothing, also once the pause has run out (on the page's clock).
    await page.clock.runFor(FILTER_AUTOCOMPLETE_DEBOUNCE_MS + 300);
    await requestsReported(page);
    expect(asked).toEqual([]);
    await expect(page.getByRole('listbox', { name: de.search.topBar.suggestions })).toHaveCount(0);

    await input.fill('Müller');
    const list = page.getByRole('listbox', { name: de.search.topBar.suggestions });
    await expect(list.getByRole('option', { name: de.search.topBar.viewAll })).toBeVisible();
    const companies = list.getByRole('option').filter({ hasNotText: de.search.topBar.viewAll });
    expect(await companies.count()).toBeGreaterThan(0);
    expect(await companies.count()).toBeLessThanOrEqual(5);
    await expect(companies.first()).toContainText('Müller');

    const { sent } = await nextSearch(page, () =>
      list.getByRole('option', { name: de.search.topBar.viewAll }).click(),
    );
    expect(sent.performanceIndicators).toEqual([
      { indicator: 'keyword', operator: 'must', values: ['Müller'] },
    ]);
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=M%C3%BCller$/);
    await expect(resultItems(page).first()).toBeVisible();
  });

  test('a picked suggestion opens the company page', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await page.goto('/dashboard/companies');
    await page.getByRole('combobox', { name: de.dashboard.searchLabel }).fill('Handel');
    await page
      .getByRole('listbox', { name: de.search.topBar.suggestions })
      .getByRole('option')
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/companies\/\d+$/);
  });

  test('on the companies page it updates the address and searches without reloading the page', async ({
    page,
  }) => {
    await preparePublicPage(page, 'de');
    let statsLoads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/companiesCountryStats')) statsLoads += 1;
    });
    await nextSearch(page, () => page.goto('/dashboard/companies?search=Handel'));
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    const input = page.getByRole('combobox', { name: de.dashboard.searchLabel });
    await input.fill('Technik');
    const { sent } = await nextSearch(page, () => input.press('Enter'));
    expect(sent.performanceIndicators[0].values).toEqual(['Technik']);
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=Technik$/);
    await expect(page.getByLabel(de.search.company.nameLabel)).toHaveValue('Technik');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(statsLoads).toBe(1);
  });
});
