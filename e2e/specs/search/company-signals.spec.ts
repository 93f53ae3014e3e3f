import { expect, type Page, test } from '@playwright/test';
import { catalogues, fill, preparePublicPage } from '../../support/public';
import { germanCount, nextSearch, resultItems } from '../../support/search';
import { signInTestUserViaApi } from '../../support/session';

const de = catalogues.de;

function filterRow(page: Page, position: number) {
  return page.getByRole('group', { name: new RegExp(`^Filter ${position}:`) });
}

/** Issue 29: the signal filter "Ereignis" — event types and a window — in the advanced search. */
test.describe('company advanced search by register events', () => {
  test('finds companies with new managing directors in a window, and keeps the filter in the address', async ({
    page,
  }) => {
    // A form of 22 toggles and a refused, then a sent search: more than the default on a loaded machine.
    test.setTimeout(60_000);
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    await page.goto('/dashboard/companies');
    await page.getByRole('tab', { name: de.search.tabs.advanced }).click();
    await page.getByRole('button', { name: de.search.filters.add }).click();
    const row = filterRow(page, 1);
    await row.getByLabel(de.search.filters.indicator).selectOption('event');

    // Without a type the row is incomplete.
    await page.getByRole('button', { name: de.search.submit }).click();
    await expect(row.getByRole('alert')).toHaveText(de.search.filters.problems.empty);

    await row.getByText(de.timeline.types.management_appointed, { exact: true }).click();
    await row.getByText(de.timeline.types.management_left, { exact: true }).click();
    const windowLabel = fill(de.search.filters.event.window, { label: de.search.indicators.event });
    await expect(row.getByLabel(windowLabel)).toHaveValue('last:90');
    await row.getByLabel(windowLabel).selectOption('custom');
    const from = row.getByLabel(fill(de.search.filters.event.from, { label: de.search.indicators.event }));
    const to = row.getByLabel(fill(de.search.filters.event.to, { label: de.search.indicators.event }));
    await from.fill('2020-03-01');
    await to.fill('2019-03-01');
    await page.getByRole('button', { name: de.search.submit }).click();
    await expect(row.getByRole('alert')).toHaveText(de.search.filters.problems.dateOrder);
    await to.fill('2024-12-31');

    const { sent, body } = await nextSearch(page, () =>
      page.getByRole('button', { name: de.search.submit }).click(),
    );
    expect(sent.performanceIndicators).toEqual([
      {
        indicator: 'event',
        operator: 'must',
        values: ['management_appointed,management_left', '2020-03-01', '2024-12-31'],
      },
    ]);
    expect(body.total).toBeGreaterThan(0);
    await expect(
      page.getByRole('status').filter({
        hasText: fill(body.total === 1 ? de.search.results.count_one : de.search.results.count_other, {
          formatted: germanCount(body.total),
        }),
      }),
    ).toBeVisible();
    await expect(resultItems(page)).toHaveCount(Math.min(10, body.total));

    // The address keeps the filter, so that a reload or a shared link searches the same again.
    await expect(page).toHaveURL(/filters=.*event/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? 'null')).toEqual(
      sent.performanceIndicators,
    );
  });
});
