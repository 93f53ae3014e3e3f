import { expect, test } from '@playwright/test';
import { apiFromPage } from '../../support/pages';
import { catalogues, fill } from '../../support/public';
import { companiesWithFigures, downloadedBytes, range, signedInUser } from './workspace';

const w = catalogues.de.workspace;

test.describe('lead lists', () => {
  test('companies added from their pages end up in a new list that exports as CSV and Excel', async ({
    page,
    request,
  }) => {
    const [first, second] = await companiesWithFigures(request, range(40, 120), 2);
    await signedInUser(page, request);

    // Company page 1: create the list from the menu.
    await page.goto(`/dashboard/companies/${first!.company.company_id}`);
    await page.getByRole('button', { name: w.addToList.button, exact: true }).click();
    await expect(page.getByText(w.addToList.noLists)).toBeVisible();
    await page.getByRole('textbox', { name: w.addToList.newListName }).fill('Kunden Österreich');
    await page.getByRole('button', { name: w.addToList.create }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kunden Österreich' })).toContainText(
      fill(w.addToList.added_one, { formatted: 1, name: 'Kunden Österreich' }),
    );

    // Company page 2: pick the existing list.
    await page.goto(`/dashboard/companies/${second!.company.company_id}`);
    await page.getByRole('button', { name: w.addToList.button, exact: true }).click();
    await page.getByRole('button', { name: /Kunden Österreich/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kunden Österreich' })).toContainText(
      fill(w.addToList.added_one, { formatted: 1, name: 'Kunden Österreich' }),
    );
    await page.getByRole('link', { name: w.addToList.openList }).click();

    await expect(page).toHaveURL(/\/dashboard\/leadlist\?list=\d+$/);
    await expect(page.getByRole('heading', { name: 'Kunden Österreich', level: 2 })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: first!.company.company_name })).toBeVisible();
    await expect(table.getByRole('link', { name: second!.company.company_name })).toBeVisible();

    // Finding 10: the export quota is shown before an export starts, and an export uses it.
    const quota = page.getByTestId('export-quota');
    await expect(quota).toHaveText(fill(w.leadlists.exportQuota, { remaining: '20.000', limit: '20.000' }));

    const csvDownload = page.waitForEvent('download');
    await page
      .getByRole('link', {
        name: fill(w.leadlists.exportLabel, { name: 'Kunden Österreich', format: 'CSV' }),
      })
      .click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('Kunden-Osterreich.csv');
    const csvBytes = await downloadedBytes(csv);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csvBytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('Firmenname;');
    expect(text).toContain(first!.company.company_name);
    expect(text).toContain(second!.company.company_name);
    await expect(quota).toHaveText(fill(w.leadlists.exportQuota, { remaining: '19.998', limit: '20.000' }));

    const xlsxDownload = page.waitForEvent('download');
    await page
      .getByRole('link', {
        name: fill(w.leadlists.exportLabel, { name: 'Kunden Österreich', format: 'Excel' }),
      })
      .click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe('Kunden-Osterreich.xlsx');
    expect((await downloadedBytes(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('a list is renamed, loses a company and is deleted after confirmation', async ({ page, request }) => {
    const [company] = await companiesWithFigures(request, range(130, 200), 1);
    await signedInUser(page, request);
    await page.goto('/dashboard/leadlist');
    await expect(page.getByRole('heading', { name: w.leadlists.emptyTitle })).toBeVisible();
    await page.getByLabel(w.leadlists.newList).fill('Messe');
    await page.getByRole('button', { name: w.leadlists.create, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Messe', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.leadlists.itemsEmptyTitle })).toBeVisible();

    await page.getByRole('button', { name: w.leadlists.rename }).click();
    const renameDialog = page.getByRole('dialog', { name: w.leadlists.renameTitle });
    await renameDialog.getByLabel(w.leadlists.newListName).fill('Messe Wien 2025');
    await renameDialog.getByRole('button', { name: w.common.save }).click();
    await expect(page.getByRole('heading', { name: 'Messe Wien 2025', level: 2 })).toBeVisible();

    await page.goto(`/dashboard/companies/${company!.company.company_id}`);
    await page.getByRole('button', { name: w.addToList.button, exact: true }).click();
    await page.getByRole('button', { name: /Messe Wien 2025/ }).click();
    await page.getByRole('link', { name: w.addToList.openList }).click();

    const name = company!.company.company_name;
    await page.getByRole('button', { name: fill(w.leadlists.removeItem, { name }) }).click();
    await page
      .getByRole('dialog', { name: w.leadlists.removeItemTitle })
      .getByRole('button', { name: w.common.remove })
      .click();
    await expect(page.getByText(fill(w.leadlists.itemRemoved, { name }))).toBeVisible();
    await expect(page.getByRole('heading', { name: w.leadlists.itemsEmptyTitle })).toBeVisible();

    await page.getByRole('button', { name: w.leadlists.deleteList }).click();
    const confirm = page.getByRole('dialog', { name: w.leadlists.deleteTitle });
    await confirm.getByRole('button', { name: w.common.cancel }).click();
    await expect(page.getByRole('heading', { name: 'Messe Wien 2025', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: w.leadlists.deleteList }).click();
    await confirm.getByRole('button', { name: w.leadlists.deleteList }).click();
    await expect(page.getByText(fill(w.leadlists.deleted, { name: 'Messe Wien 2025' }))).toBeVisible();
    await expect(page.getByRole('heading', { name: w.leadlists.emptyTitle })).toBeVisible();
  });

  test('several companies are removed from a list at once', async ({ page, request }) => {
    const companies = await companiesWithFigures(request, range(150, 250), 3);
    await signedInUser(page, request);
    const created = (await apiFromPage(page, 'POST', '/lists', { name: 'Aufräumen' })) as {
      list: { id: number };
    };
    await apiFromPage(page, 'POST', `/lists/${created.list.id}/items`, {
      company_ids: companies.map((detail) => detail.company.company_id),
    });
    await page.goto('/dashboard/leadlist');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    const removeSelected = page.getByRole('button', { name: /^Auswahl entfernen/ });
    await expect(removeSelected).toBeDisabled();

    const [keep, ...drop] = companies;
    for (const detail of drop) {
      await page
        .getByRole('checkbox', { name: fill(w.leadlists.selectItem, { name: detail.company.company_name }) })
        .check();
    }
    await expect(removeSelected).toHaveText(fill(w.leadlists.removeSelected_other, { count: 2 }));
    await removeSelected.click();
    const dialog = page.getByRole('dialog', { name: w.leadlists.removeManyTitle });
    await expect(dialog).toContainText(
      fill(w.leadlists.removeManyText_other, { formatted: 2, list: 'Aufräumen' }),
    );
    await dialog.getByRole('button', { name: w.common.remove }).click();

    await expect(
      page.getByRole('status').filter({ hasText: fill(w.leadlists.itemsRemoved_other, { formatted: 2 }) }),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: keep?.company.company_name ?? '' })).toBeVisible();
    await page.getByRole('checkbox', { name: w.leadlists.selectAllShown }).check();
    await expect(removeSelected).toHaveText(fill(w.leadlists.removeSelected_one, { count: 1 }));
  });

  test('a reload keeps the companies that show more loaded', async ({ page, request }) => {
    await signedInUser(page, request);
    const created = (await apiFromPage(page, 'POST', '/lists', { name: 'Lange Liste' })) as {
      list: { id: number };
    };
    await apiFromPage(page, 'POST', `/lists/${created.list.id}/items`, {
      company_ids: [...range(1, 150)],
    });
    await page.goto(`/dashboard/leadlist?list=${created.list.id}`);
    // The table shows 25 rows a page: 100 loaded companies make 4 pages, 150 make 6.
    const pager = page.getByRole('navigation', { name: catalogues.de.pagination.label });
    const lastTablePage = async (n: number) => {
      await pager.getByRole('button', { name: catalogues.de.pagination.last }).click();
      await expect(
        pager.getByRole('button', { name: fill(catalogues.de.pagination.page, { page: n }), exact: true }),
      ).toBeVisible();
    };
    const loadMore = page.getByRole('button', { name: fill(w.leadlists.loadMore, { count: 50 }) });
    await expect(page.getByText(fill(w.leadlists.loadedOf, { loaded: 100, total: 150 }))).toBeVisible();
    await lastTablePage(4);
    await loadMore.click();
    await expect(loadMore).toBeHidden();
    await lastTablePage(6);
    await expect(page).toHaveURL(new RegExp(`\\?list=${created.list.id}&pages=2$`));

    await page.reload();
    await expect(pager).toBeVisible();
    await expect(loadMore).toBeHidden();
    await lastTablePage(6);
  });
});
