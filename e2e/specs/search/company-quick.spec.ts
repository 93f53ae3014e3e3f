import { expect, test } from '@playwright/test';
import { fill, preparePublicPage } from '../../support/public';
import { germanCount, nextAlert, nextSearch, resultItems } from '../../support/search';

test.describe('company quick search', () => {
  test('searches by name, lists the results and puts the search in the address', async ({ page }) => {
    const de = await preparePublicPage(page, 'de');
    await page.goto('/dashboard/companies');
    await page.getByLabel(de.search.company.nameLabel).fill('Müller');
    const { sent, body } = await nextSearch(page, () =>
      page.getByRole('button', { name: de.search.submit }).click(),
    );

    expect(sent).toEqual({
      entity: 'companies',
      offset: 0,
      performanceIndicators: [{ indicator: 'keyword', operator: 'must', values: ['Müller'] }],
    });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(de.search.results.count_other, { formatted: germanCount(body.total) }) }),
    ).toBeVisible();
    await expect(resultItems(page)).toHaveCount(Math.min(10, body.total));
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=M%C3%BCller$/);

    const first = resultItems(page).first();
    await expect(first.getByText(/Aktiv|Inaktiv|In Liquidation/)).toBeVisible();
    await expect(first.getByText(/Mitarbeiterprofil/)).toBeVisible();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/companies\/\d+$/);
  });

  test("with 'Show active companies only' it sends legal_status Active and shows active companies", async ({
    page,
  }) => {
    const en = await preparePublicPage(page, 'en');
    await page.goto('/dashboard/companies');
    await page.getByLabel(en.search.company.nameLabel).fill('Technik');
    await page.getByRole('switch', { name: en.search.company.activeOnly }).check();
    const { sent } = await nextSearch(page, () =>
      page.getByRole('button', { name: en.search.submit }).click(),
    );

    expect(sent.performanceIndicators).toContainEqual({
      indicator: 'legal_status',
      operator: 'must',
      values: ['Active'],
    });
    await expect(resultItems(page).first()).toBeVisible();
    await expect(resultItems(page).getByText('Inactive', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/search=Technik&active=1$/);
  });

  test('a name under 3 characters is answered with the alert and no search', async ({ page }) => {
    const de = await preparePublicPage(page, 'de');
    await page.goto('/dashboard/companies');
    await page.getByLabel(de.search.company.nameLabel).fill('Mü');
    const message = await nextAlert(page, () => page.getByRole('button', { name: de.search.submit }).click());
    expect(message).toBe('Bitte geben Sie einen Firmennamen mit mindestens 3 Zeichen ein.');
    await expect(resultItems(page)).toHaveCount(0);
  });

  test('no match shows the empty message', async ({ page }) => {
    await preparePublicPage(page, 'en');
    await page.goto('/dashboard/companies?search=Zzyzxqvw');
    await expect(page.getByText('No results found matching the search criteria.')).toBeVisible();
  });

  test('a network failure and an error answer are shown in alerts', async ({ page }) => {
    const en = await preparePublicPage(page, 'en');
    await page.goto('/dashboard/companies');
    await page.getByLabel(en.search.company.nameLabel).fill('Müller');
    const submit = page.getByRole('button', { name: en.search.submit });

    await page.route('**/api/search', (route) => route.abort('failed'));
    expect(await nextAlert(page, () => submit.click())).toBe('Search failed. Please try again.');

    await page.unroute('**/api/search');
    await page.route('**/api/search', (route) =>
      route.fulfill({
        json: { results: [], total: 0, total_capped: false, error: 'Index is being rebuilt.' },
      }),
    );
    expect(await nextAlert(page, () => submit.click())).toBe('Index is being rebuilt.');
  });
});
