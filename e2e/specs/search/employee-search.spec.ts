import { expect, type Page, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { nextAlert, nextSearch, resultItems } from '../../support/search';
import { signInTestUserViaApi } from '../../support/session';

const de = catalogues.de;

function filterRow(page: Page, position: number) {
  return page.getByRole('group', { name: new RegExp(`^Filter ${position}:`) });
}

test.describe('employee search', () => {
  test('quick search by name lists people with their company link', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await page.goto('/dashboard/employees');
    await page.getByLabel(de.search.employee.nameLabel).fill('Thomas');
    const { sent, body } = await nextSearch(page, () =>
      page.getByRole('button', { name: de.search.submit }).click(),
    );
    expect(sent.entity).toBe('companies_employees');
    expect(body.total).toBeGreaterThan(0);

    const first = resultItems(page).first();
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/dashboard\/employees\/\d+$/,
    );
    // The employer is linked by its name, not by 'Firmen-ID 7'.
    const employer = body.results[0] as { company_id: number | null; company_name: string | null };
    if (employer.company_id !== null) {
      expect(employer.company_name).toBeTruthy();
      await expect(first.getByRole('link', { name: employer.company_name!, exact: true })).toHaveAttribute(
        'href',
        `/dashboard/companies/${employer.company_id}`,
      );
    }
    await expect(resultItems(page).getByText(/Firmen-ID/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: de.search.map.label })).toHaveCount(0);
  });

  test('a name under 3 characters is answered with the alert', async ({ page }) => {
    const en = await preparePublicPage(page, 'en');
    await page.goto('/dashboard/employees');
    await page.getByLabel(en.search.employee.nameLabel).fill('Th');
    const message = await nextAlert(page, () => page.getByRole('button', { name: en.search.submit }).click());
    expect(message).toBe('Please enter an employee name with at least 3 characters.');
  });

  test('advanced search by locality and gender for a logged-in user', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    await page.goto('/dashboard/employees');
    await page.getByRole('tab', { name: de.search.tabs.advanced }).click();
    await page.getByLabel(de.search.employee.locality).fill('Berlin');
    await page.getByRole('button', { name: de.search.filters.add }).click();
    await filterRow(page, 1).getByLabel(de.search.filters.indicator).selectOption('gender');
    await filterRow(page, 1).getByText(de.search.choices.Female, { exact: true }).click();

    const { sent, body } = await nextSearch(page, () =>
      page.getByRole('button', { name: de.search.submit }).click(),
    );
    expect(sent.performanceIndicators).toEqual([
      { indicator: 'locality', operator: 'must', values: ['Berlin'] },
      { indicator: 'gender', operator: 'must', values: ['Female'] },
    ]);
    await expect(resultItems(page)).toHaveCount(Math.min(10, body.total));
    await expect(page).toHaveURL(/\/dashboard\/employees\?filters=/);
  });
});
