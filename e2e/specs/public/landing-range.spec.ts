import {
  ANONYMOUS_SEARCH_DEPTH,
  formatCount,
  LANDING_PAGE_SIZE,
  type LandingSearchResponse,
} from '@fd/contract';
import { expect, test } from '@playwright/test';
import { catalogues, fill, LANGS, preparePublicPage } from '../../support/public';

/**
 * Keywords tried in turn: the test needs one whose last page is not full and lies within the
 * pages a visitor without an account may open.
 */
const KEYWORDS = ['holding', 'service', 'handel', 'bau', 'consulting', 'technik', 'logistik', 'immobilien'];

for (const lang of LANGS) {
  test(`the result range never passes the total, also while the last page loads (${lang})`, async ({
    page,
    request,
  }) => {
    const cat = await preparePublicPage(page, lang);
    const answers: [string, LandingSearchResponse][] = [];
    for (const keyword of KEYWORDS) {
      const answer = (await (
        await request.get(`/api/landing_search?keyword=${keyword}&limit=${LANDING_PAGE_SIZE}&offset=0`)
      ).json()) as LandingSearchResponse;
      answers.push([keyword, answer]);
      const { total } = answer;
      if (total > LANDING_PAGE_SIZE && total <= ANONYMOUS_SEARCH_DEPTH && total % LANDING_PAGE_SIZE !== 0)
        break;
    }
    const [KEYWORD, first] = answers[answers.length - 1]!;
    const pages = Math.ceil(first.total / LANDING_PAGE_SIZE);
    const lastRows = first.total - (pages - 1) * LANDING_PAGE_SIZE;
    expect(lastRows).toBeLessThan(LANDING_PAGE_SIZE);
    const info = (pageNumber: number, rows: number) => {
      const from = (pageNumber - 1) * LANDING_PAGE_SIZE + 1;
      return fill(cat.landing.pageInfo, {
        page: pageNumber,
        pages,
        from: formatCount(from, lang),
        to: formatCount(from + rows - 1, lang),
        total: formatCount(first.total, lang),
      });
    };

    await page.goto(`/suche?q=${KEYWORD}&page=${pages - 1}`);
    await expect(page.getByText(info(pages - 1, LANDING_PAGE_SIZE), { exact: true })).toBeVisible();

    // The last page's answer is held back: meanwhile the page still shown keeps its own range.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/landing_search?*offset=${(pages - 1) * LANDING_PAGE_SIZE}*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: catalogues[lang].pagination.next }).first().click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(page.getByText(info(pages - 1, LANDING_PAGE_SIZE), { exact: true })).toBeVisible();
    await expect(page.getByText(info(pages, LANDING_PAGE_SIZE), { exact: true })).toHaveCount(0);

    release();
    await expect(page.getByText(info(pages, lastRows), { exact: true })).toBeVisible();
  });
}
