import { expect, test } from '@playwright/test';
import { catalogues, fill } from '../../support/public';
import { downloadedBytes, signedInUser } from './workspace';

const w = catalogues.de.workspace;
const s = catalogues.de.search;

test.describe('lead lists from search results', () => {
  test('all results shown go into a new list whose CSV lists them', async ({ page, request }) => {
    await signedInUser(page, request);
    await page.goto('/dashboard/companies?search=gmbh');
    const items = page.getByRole('list', { name: s.results.label }).locator(':scope > li');
    await expect(items).toHaveCount(10);
    const names = await items.getByRole('heading', { level: 3 }).allTextContents();

    await page.getByRole('button', { name: fill(s.results.addAllToList, { count: 10 }) }).click();
    await page.getByRole('textbox', { name: w.addToList.newListName }).fill('GmbH Treffer');
    await page.getByRole('button', { name: w.addToList.create }).click();
    await expect(page.getByRole('status').filter({ hasText: 'GmbH Treffer' })).toBeVisible();

    await page.getByRole('link', { name: w.addToList.openList }).click();
    await expect(page.getByRole('heading', { name: 'GmbH Treffer', level: 2 })).toBeVisible();
    const download = page.waitForEvent('download');
    await page
      .getByRole('link', { name: fill(w.leadlists.exportLabel, { name: 'GmbH Treffer', format: 'CSV' }) })
      .click();
    const text = (await downloadedBytes(await download)).subarray(3).toString('utf8');
    const rows = text.trim().split('\r\n');
    expect(rows).toHaveLength(11);
    for (const name of names) expect(text).toContain(name.trim());
  });

  test('a single result can be watched from the list', async ({ page, request }) => {
    await signedInUser(page, request);
    await page.goto('/dashboard/companies?search=gmbh');
    const first = page.getByRole('list', { name: s.results.label }).locator(':scope > li').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('button', { name: fill(w.watch.watchLabel, { name }) }).click();
    await expect(first.getByRole('button', { name: fill(w.watch.unwatchLabel, { name }) })).toBeVisible();
    await page.goto('/dashboard/watchlist');
    await expect(page.getByRole('link', { name })).toBeVisible();
  });
});
