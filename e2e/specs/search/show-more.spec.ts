import { expect, test } from '@playwright/test';
import { preparePublicPage } from '../../support/public';
import { nextSearch, resultItems } from '../../support/search';

test.describe('show more results', () => {
  test('loads further pages ten at a time until every result is shown', async ({ page }) => {
    const de = await preparePublicPage(page, 'de');
    const first = await nextSearch(page, () => page.goto('/dashboard/companies?search=Handel'));
    const total = first.body.total;
    expect(first.sent.offset).toBe(0);
    expect(total, 'the dataset should have two to ten pages of Handel companies').toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(100);
    await expect(resultItems(page)).toHaveCount(10);

    const showMore = page.getByRole('button', { name: de.search.results.showMore });
    for (let offset = 10; offset < total; offset += 10) {
      const next = await nextSearch(page, () => showMore.click());
      expect(next.sent.offset).toBe(offset);
      await expect(resultItems(page)).toHaveCount(Math.min(offset + 10, total));
    }
    await expect(showMore).toHaveCount(0);
  });

  test('is not offered when all results fit on one page', async ({ page }) => {
    const en = await preparePublicPage(page, 'en');
    const { body } = await nextSearch(page, () => page.goto('/dashboard/companies?search=Stadtwerke'));
    expect(body.total).toBeLessThanOrEqual(10);
    await expect(resultItems(page)).toHaveCount(body.total);
    await expect(page.getByRole('button', { name: en.search.results.showMore })).toHaveCount(0);
  });

  test('a new search starts again at offset 0', async ({ page }) => {
    const de = await preparePublicPage(page, 'de');
    await nextSearch(page, () => page.goto('/dashboard/companies?search=Bau'));
    await nextSearch(page, () => page.getByRole('button', { name: de.search.results.showMore }).click());
    await expect(resultItems(page)).toHaveCount(20);

    // Enter in the name field submits like the button; after 'show more' the form is scrolled
    // out of view, and a click there waited on animation frames that headless Chromium sometimes
    // stops delivering (one CI run hung 30 s before the click).
    const name = page.getByLabel(de.search.company.nameLabel);
    await name.fill('Handel');
    const { sent } = await nextSearch(page, () => name.press('Enter'));
    expect(sent.offset).toBe(0);
    await expect(resultItems(page)).toHaveCount(10);
  });
});
