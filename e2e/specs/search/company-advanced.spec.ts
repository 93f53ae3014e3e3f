import { FILTER_AUTOCOMPLETE_DEBOUNCE_MS } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { catalogues, fill, preparePublicPage } from '../../support/public';
import {
  expectNoSearchSent,
  germanCount,
  nextSearch,
  requestsReported,
  resultItems,
  suggestionRequests,
} from '../../support/search';
import { signInTestUserViaApi } from '../../support/session';

const de = catalogues.de;

function filterRow(page: Page, position: number) {
  return page.getByRole('group', { name: new RegExp(`^Filter ${position}:`) });
}

test.describe('company advanced search', () => {
  test('combines address, radius and two filters and shows results with distance and map', async ({
    page,
  }) => {
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    await page.goto('/dashboard/companies');
    await page.getByRole('tab', { name: de.search.tabs.advanced }).click();

    await page.getByLabel(de.search.company.address).fill('Berlin');
    await page.getByLabel(de.search.company.radius).fill('5x0');
    await expect(page.getByLabel(de.search.company.radius)).toHaveValue('50');

    await page.getByRole('button', { name: de.search.filters.add }).click();
    await filterRow(page, 1).getByLabel(de.search.filters.indicator).selectOption('legal_status');
    await filterRow(page, 1).getByText(de.search.choices.Active, { exact: true }).click();
    await page.getByRole('button', { name: de.search.filters.add }).click();
    await filterRow(page, 2).getByLabel(de.search.filters.indicator).selectOption('revenue');
    await filterRow(page, 2).getByLabel(de.search.filters.operator).selectOption('atleast');
    await filterRow(page, 2).getByRole('textbox').first().fill('1000000');

    const { sent, body } = await nextSearch(page, () =>
      page.getByRole('button', { name: de.search.submit }).click(),
    );
    expect(sent.performanceIndicators).toEqual([
      { indicator: 'address', operator: 'must', values: ['Berlin'] },
      { indicator: 'radius', operator: 'must', values: ['50'] },
      { indicator: 'legal_status', operator: 'must', values: ['Active'] },
      { indicator: 'revenue', operator: 'atleast', values: ['1000000', ''] },
    ]);
    expect(body.total).toBeGreaterThan(0);

    const summary = page
      .getByRole('status')
      .filter({ hasText: fill(de.search.results.count_other, { formatted: germanCount(body.total) }) });
    await expect(summary).toContainText('im Umkreis um Berlin');
    await expect(resultItems(page)).toHaveCount(Math.min(10, body.total));
    await expect(resultItems(page).first()).toContainText('km entfernt');
    await expect(resultItems(page).getByText(de.search.choices.Inactive, { exact: true })).toHaveCount(0);

    const map = page.getByRole('region', { name: de.search.map.label });
    await expect(map.locator('path.leaflet-interactive')).not.toHaveCount(0);

    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? 'null');
    expect(filters).toEqual(sent.performanceIndicators);
  });

  test('a range search shows its figure in each row, sorts by it on the server and frames the radius on the map', async ({
    page,
  }) => {
    // Sign-up, a deep-linked search, a second search and the map: over 30 s on a loaded machine.
    test.slow();
    const en = await preparePublicPage(page, 'en');
    await signInTestUserViaApi(page);
    const filters = [
      { indicator: 'address', operator: 'must', values: ['Berlin'] },
      { indicator: 'radius', operator: 'must', values: ['30'] },
      { indicator: 'revenue', operator: 'must', values: ['1000000', ''] },
    ];
    await page.goto(`/dashboard/companies?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    const rows = resultItems(page);
    // A cold first load of the search page's chunks passed 10 s on a loaded machine.
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const count = await rows.count();
    await expect(rows.locator('dd[data-figure="revenue"]')).toHaveCount(count);
    await expect(rows.first().getByRole('term')).toHaveText(en.search.indicators.revenue);

    const sortBy = page.getByLabel(en.search.results.sortLabel);
    const { sent, body } = await nextSearch(page, () =>
      sortBy.selectOption({
        label: fill(en.search.results.sortFigureAsc, { label: en.search.indicators.revenue }),
      }),
    );
    expect(sent.sort).toBe('revenue:asc');
    const revenues = (body.results as { figures: { revenue: number } }[]).map((r) => r.figures.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => a - b));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('revenue:asc');

    // The map shows the 30 km around Berlin, not the country: the circle fills most of its height.
    const map = page.getByRole('region', { name: en.search.map.label });
    const circle = map.locator('.leaflet-overlay-pane path:not(.leaflet-interactive)').last();
    const [mapBox, circleBox] = [await map.boundingBox(), await circle.boundingBox()];
    expect(circleBox!.height).toBeGreaterThan(mapBox!.height * 0.4);
  });

  test('an incomplete filter is marked and nothing is searched', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    await page.goto('/dashboard/companies');
    await page.getByRole('tab', { name: de.search.tabs.advanced }).click();
    await page.getByRole('button', { name: de.search.filters.add }).click();
    await filterRow(page, 1).getByLabel(de.search.filters.indicator).selectOption('equity_ratio');
    await expectNoSearchSent(
      page,
      () => page.getByRole('button', { name: de.search.submit }).click(),
      () => expect(filterRow(page, 1).getByRole('alert')).toHaveText(de.search.filters.problems.empty),
    );

    await filterRow(page, 1)
      .getByRole('button', { name: new RegExp(de.search.filters.remove) })
      .click();
    await expect(filterRow(page, 1)).toHaveCount(0);
  });

  test('the industry filter suggests industries from 3 characters on', async ({ page }) => {
    const en = await preparePublicPage(page, 'en');
    await signInTestUserViaApi(page);
    const asked = suggestionRequests(page, '/api/get_gegenstand');
    await page.clock.install();
    await page.goto('/dashboard/companies');
    await page.getByRole('tab', { name: en.search.tabs.advanced }).click();
    await page.getByRole('button', { name: en.search.filters.add }).click();
    const industry = filterRow(page, 1).getByRole('combobox', { name: en.search.indicators.industry });

    await industry.fill('Ho');
    // Two characters ask nothing, also once the pause has run out (on the page's clock).
    await page.clock.runFor(FILTER_AUTOCOMPLETE_DEBOUNCE_MS + 300);
    await requestsReported(page);
    expect(asked).toEqual([]);
    await expect(page.getByRole('listbox', { name: en.search.indicators.industry })).toHaveCount(0);

    await industry.fill('Hoch');
    await page.getByRole('option', { name: /Building construction/ }).click();
    await expect(industry).toHaveValue('Hochbau');

    const { sent } = await nextSearch(page, () =>
      page.getByRole('button', { name: en.search.submit }).click(),
    );
    expect(sent.performanceIndicators).toEqual([
      { indicator: 'industry', operator: 'must', values: ['Hochbau'] },
    ]);
  });

  test('anonymous users get the premium hint instead of the advanced form', async ({ page }) => {
    const en = await preparePublicPage(page, 'en');
    await page.goto('/dashboard/companies');
    const hint = page.getByRole('complementary', { name: en.search.premium.title });
    await expect(hint).toBeVisible();
    await expect(hint.getByRole('link', { name: en.nav.login })).toHaveAttribute('href', '/login');

    await page.getByRole('tab', { name: en.search.tabs.advanced }).click();
    await expect(page.getByRole('complementary', { name: en.search.premium.title })).toBeVisible();
    await expect(page.getByLabel(en.search.company.address)).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.search.filters.add })).toHaveCount(0);
  });
});
