import type { LandingSearchResponse } from '@fd/contract';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { LANGS, preparePublicPage } from '../../support/public';
import { resultItems } from '../../support/search';

/** A misspelt name (two letters swapped) that finds nothing as typed but a company by its typo. */
async function misspeltName(request: APIRequestContext): Promise<{ typed: string; meant: string }> {
  const landing = async (keyword: string) =>
    (await (
      await request.get(`/api/landing_search?keyword=${encodeURIComponent(keyword)}&limit=25`)
    ).json()) as LandingSearchResponse;
  for (const company of (await landing('gmbh')).companies) {
    const word = company.company_name.split(' ').find((token) => /^[A-Za-z]{6,8}$/.test(token));
    if (!word) continue;
    const typed = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    const answer = await landing(typed);
    if (answer.did_you_mean && answer.companies[0]?.match === 'typo')
      return { typed, meant: answer.did_you_mean };
  }
  throw new Error('no misspelt name found in the dataset');
}

for (const lang of LANGS) {
  test(`marks similar spellings and offers the corrected name (${lang})`, async ({ page, request }, info) => {
    const cat = await preparePublicPage(page, lang);
    const { typed, meant } = await misspeltName(request);
    await page.goto(`/suche?q=${encodeURIComponent(typed)}&page=1`);

    const table = page.getByRole('table');
    await expect(table.getByText(cat.search.match.fuzzy, { exact: true }).first()).toBeVisible();
    const suggestion = page.getByRole('link', { name: meant, exact: true });
    await expect(page.getByText(cat.search.match.didYouMean)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`fuzzy-search-${lang}.png`), fullPage: false });

    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(meant).replace(/%20/g, '(\\+|%20)')}`));
    // The corrected name is found as typed: its first rows carry no mark, and no correction is offered.
    await expect(table.getByRole('row').nth(1)).not.toContainText(cat.search.match.fuzzy);
    await expect(page.getByText(cat.search.match.didYouMean)).toHaveCount(0);
  });
}

test('the dashboard quick search marks similar spellings and offers the corrected name', async ({
  page,
  request,
}) => {
  const de = await preparePublicPage(page, 'de');
  const { typed, meant } = await misspeltName(request);
  await page.goto(`/dashboard/companies?search=${encodeURIComponent(typed)}`);
  await expect(resultItems(page).first().getByText(de.search.match.fuzzy, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: meant, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(meant)}`));
  await expect(resultItems(page).first()).not.toContainText(de.search.match.fuzzy);
  await expect(page.getByText(de.search.match.didYouMean)).toHaveCount(0);
});
