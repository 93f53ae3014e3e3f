import { expect, type Page, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { expectNoSearchSent, nextSearch, resultItems } from '../../support/search';
import { signInTestUserViaApi } from '../../support/session';

const de = catalogues.de;

const FILTERS = [
  { indicator: 'address', operator: 'must', values: ['Berlin'] },
  { indicator: 'radius', operator: 'must', values: ['50'] },
  { indicator: 'legal_status', operator: 'must', values: ['Active'] },
  { indicator: 'revenue', operator: 'atleast', values: ['1000000', ''] },
];
const filtersLink = `/dashboard/companies?filters=${encodeURIComponent(JSON.stringify(FILTERS))}`;

function filterRow(page: Page, position: number) {
  return page.getByRole('group', { name: new RegExp(`^Filter ${position}:`) });
}

test.describe('search deep links', () => {
  test('?search= with 3 or more characters runs a quick search', async ({ page }) => {
    await preparePublicPage(page, 'de');
    const { sent } = await nextSearch(page, () => page.goto('/dashboard/companies?search=M%C3%BCller'));
    expect(sent.performanceIndicators).toEqual([
      { indicator: 'keyword', operator: 'must', values: ['Müller'] },
    ]);
    await expect(page.getByLabel(de.search.company.nameLabel)).toHaveValue('Müller');
    await expect(resultItems(page).first()).toBeVisible();
  });

  test('?search= with fewer than 3 characters does not search', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await expectNoSearchSent(
      page,
      () => page.goto('/dashboard/companies?search=Mu'),
      // The search form is shown: the page has read the address (it keeps a short name out of the field).
      () => expect(page.getByLabel(de.search.company.nameLabel)).toBeVisible(),
    );
    await expect(resultItems(page)).toHaveCount(0);
  });

  test('?filters= fills the advanced form and runs the search for a logged-in user', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    const { sent } = await nextSearch(page, () => page.goto(filtersLink));
    expect(sent.performanceIndicators).toEqual(FILTERS);

    await expect(page.getByRole('tab', { name: de.search.tabs.advanced })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel(de.search.company.address)).toHaveValue('Berlin');
    await expect(page.getByLabel(de.search.company.radius)).toHaveValue('50');
    await expect(filterRow(page, 1).getByLabel(de.search.filters.indicator)).toHaveValue('legal_status');
    await expect(
      filterRow(page, 1).getByRole('checkbox', { name: de.search.choices.Active, exact: true }),
    ).toBeChecked();
    await expect(filterRow(page, 2).getByLabel(de.search.filters.indicator)).toHaveValue('revenue');
    await expect(filterRow(page, 2).getByLabel(de.search.filters.operator)).toHaveValue('atleast');
    await expect(filterRow(page, 2).getByRole('textbox').first()).toHaveValue('1000000');
    await expect(resultItems(page).first()).toBeVisible();
  });

  test('an address search can be ordered nearest first, and the order survives a reload', async ({
    page,
  }) => {
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    await nextSearch(page, () => page.goto(filtersLink));
    const sortBy = page.getByLabel(de.search.results.sortLabel);
    await expect(sortBy).toHaveValue('relevance');
    // The searched place is named in the UI's language, country included.
    await expect(page.getByText('im Umkreis um Berlin, Deutschland')).toBeVisible();
    const { sent, body } = await nextSearch(page, () => sortBy.selectOption('distance'));
    expect(sent.sort).toBe('distance');
    const distances = (body.results as { distance_km: number }[]).map((result) => result.distance_km);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page).toHaveURL(/[?&]sort=distance/);
    const again = await nextSearch(page, () => page.reload());
    expect(again.sent.sort).toBe('distance');
    await expect(page.getByLabel(de.search.results.sortLabel)).toHaveValue('distance');
  });

  test('?filters= for an anonymous user searches nothing and explains the sign-in', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await expectNoSearchSent(
      page,
      () => page.goto(filtersLink),
      () => expect(page.getByRole('complementary', { name: de.search.premium.title })).toBeVisible(),
    );
    await expect(page.getByRole('tab', { name: de.search.tabs.advanced })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('back and forward restore earlier searches', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await nextSearch(page, () => page.goto('/dashboard/companies?search=Handel'));
    await page.getByLabel(de.search.company.nameLabel).fill('Technik');
    await nextSearch(page, () => page.getByRole('button', { name: de.search.submit }).click());
    await expect(page).toHaveURL(/search=Technik$/);

    const { sent } = await nextSearch(page, () => page.goBack());
    expect(sent.performanceIndicators[0].values).toEqual(['Handel']);
    await expect(page.getByLabel(de.search.company.nameLabel)).toHaveValue('Handel');
  });
});
