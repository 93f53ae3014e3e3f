import {
  ANONYMOUS_SEARCH_DEPTH,
  formatCount,
  HERO_ROTATION_MS,
  LANDING_PAGE_SIZE,
  LANDING_SUGGEST_DEBOUNCE_MS,
  LANDING_SUGGEST_LIMIT,
  type LandingSearchResponse,
} from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { catalogues, failApi, fill, LANGS, preparePublicPage } from '../../support/public';
import { requestsReported } from '../../support/search';

/** 145 companies of the seeded test dataset match 'bau': six pages. */
const KEYWORD = 'bau';
const OTHER_KEYWORD = 'gmbh';
const NONSENSE_KEYWORD = 'xqzvkjwpq';

function keywordBox(page: Page, cat: Catalogue) {
  return page.getByRole('combobox', { name: cat.landing.searchLabel });
}

/** Every landing search the page asks for, as 'keyword@offset'. */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/landing_search') return;
    searches.push(`${url.searchParams.get('keyword')}@${url.searchParams.get('offset')}`);
  });
  return searches;
}

/** Waits for the landing search answer for one keyword and result page. */
async function searchAnswer(page: Page, keyword: string, pageNumber: number): Promise<LandingSearchResponse> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/landing_search' &&
      url.searchParams.get('keyword') === keyword &&
      url.searchParams.get('offset') === String((pageNumber - 1) * LANDING_PAGE_SIZE)
    );
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as LandingSearchResponse;
}

/** Submits a keyword and returns the API's answer that the page received. */
async function search(page: Page, cat: Catalogue, keyword: string): Promise<LandingSearchResponse> {
  await keywordBox(page, cat).fill(keyword);
  const [result] = await Promise.all([searchAnswer(page, keyword, 1), keywordBox(page, cat).press('Enter')]);
  return result;
}

/** Clicks a pagination control and returns the answer for the page it leads to. */
async function turnPage(
  page: Page,
  buttonName: string,
  keyword: string,
  pageNumber: number,
): Promise<LandingSearchResponse> {
  const [result] = await Promise.all([
    searchAnswer(page, keyword, pageNumber),
    page.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  return result;
}

function pageInfo(cat: Catalogue, result: LandingSearchResponse, pageNumber: number): string {
  const lang = cat === catalogues.en ? 'en' : 'de';
  const from = (pageNumber - 1) * LANDING_PAGE_SIZE + 1;
  return fill(cat.landing.pageInfo, {
    page: pageNumber,
    // Without an account the pages stop after the first results (docs/decisions/174).
    pages: Math.min(Math.ceil(result.total / LANDING_PAGE_SIZE), ANONYMOUS_SEARCH_DEPTH / LANDING_PAGE_SIZE),
    from,
    to: from + result.companies.length - 1,
    total: formatCount(result.total, lang),
  });
}

/** The table shows the answer's companies, ranked from `firstRank`, each linking to its page. */
async function expectTableRows(page: Page, result: LandingSearchResponse, firstRank: number) {
  const rows = page.locator('table tbody tr');
  await expect(rows.locator('th a')).toHaveText(result.companies.map((company) => company.company_name));
  await expect(rows.locator('td:first-child')).toHaveText(
    result.companies.map((_, index) => String(firstRank + index)),
  );
  const companyPages = result.companies.map((company) => `/dashboard/companies/${company.company_id}`);
  expect(await rows.locator('th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    companyPages,
  );
  expect(
    await rows.locator('td:last-child a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ).toEqual(companyPages);
}

for (const lang of LANGS) {
  test.describe(`landing search (${lang})`, () => {
    let cat: Catalogue;

    test.beforeEach(async ({ page }) => {
      cat = await preparePublicPage(page, lang);
    });

    test('the hero feature text rotates every 3 seconds', async ({ page }) => {
      test.setTimeout(30_000);
      await page.clock.install();
      await page.goto('/');
      const lead = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]');
      await expect(lead).toHaveText(`${cat.landing.heroLead} ${cat.landing.features.financials}`);
      // The rotation timing is the subject here: record each change with the page's own clock,
      // and run that clock on past two rotations rather than wait for them.
      await lead.evaluate((element) => {
        const changes: { at: number; text: string | null }[] = [];
        Reflect.set(window, 'heroChanges', changes);
        new MutationObserver(() =>
          changes.push({ at: performance.now(), text: element.textContent }),
        ).observe(element, { childList: true, subtree: true, characterData: true });
      });
      const readChanges = () =>
        page.evaluate(() => Reflect.get(window, 'heroChanges') as { at: number; text: string | null }[]);
      // One rotation at a time: the page draws each before the next is due.
      for (const count of [1, 2]) {
        await page.clock.runFor(HERO_ROTATION_MS);
        await expect.poll(async () => (await readChanges()).length).toBeGreaterThanOrEqual(count);
      }
      const [first, second] = await readChanges();
      expect(first.text).toBe(`${cat.landing.heroLead} ${cat.landing.features.trend}`);
      expect(second.text).toBe(`${cat.landing.heroLead} ${cat.landing.features.management}`);
      expect(second.at - first.at).toBeGreaterThan(HERO_ROTATION_MS - 200);
      expect(second.at - first.at).toBeLessThan(HERO_ROTATION_MS + 1000);
    });

    test('a blank keyword does not search', async ({ page }) => {
      const searched = recordSearches(page);
      await page.goto('/');
      await keywordBox(page, cat).fill('   ');
      await keywordBox(page, cat).press('Enter');
      await page.getByRole('button', { name: cat.landing.searchSubmit, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: cat.landing.explore.title })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      // A real search afterwards is the only request: the blank ones sent nothing.
      await search(page, cat, KEYWORD);
      expect(searched).toEqual([`${KEYWORD}@0`]);
    });

    test('suggestions start at two characters', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/suggestCompanyFromInput')
          asked.push(url.searchParams.get('keyword') ?? '');
      });
      await page.clock.install();
      await page.goto('/');
      const box = keywordBox(page, cat);
      await box.fill('b');
      // The debounce is the subject: one character must not ask even after it has run out (on the
      // page's clock, run on past it rather than waited for).
      await page.clock.runFor(LANDING_SUGGEST_DEBOUNCE_MS + 300);
      await requestsReported(page);
      expect(asked).toEqual([]);
      await expect(box).toHaveAttribute('aria-expanded', 'false');

      const typedAt = Date.now();
      await box.press('a');
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(LANDING_SUGGEST_DEBOUNCE_MS);
      expect(await options.count()).toBeLessThanOrEqual(LANDING_SUGGEST_LIMIT);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(asked).toEqual(['ba']);
    });

    test('at most five suggestions are shown and one opens its company', async ({ page }) => {
      const companies = Array.from({ length: 8 }, (_, index) => ({
        company_id: 9001 + index,
        company_name: `Musterbau ${index + 1} GmbH`,
        address_city: 'Wien',
        address_country: 'Austria',
      }));
      await page.route('**/api/suggestCompanyFromInput**', (route) => route.fulfill({ json: { companies } }));
      await page.goto('/');
      await keywordBox(page, cat).fill('mu');
      const options = page.getByRole('option');
      await expect(options).toHaveCount(LANDING_SUGGEST_LIMIT);
      await expect(options.first()).toContainText('Musterbau 1 GmbH');
      // City and country in the UI language: 'Wien, Österreich' / 'Vienna, Austria'.
      await expect(options.first()).toContainText(lang === 'en' ? 'Vienna, Austria' : 'Wien, Österreich');
      await options.nth(2).click();
      await expect(page).toHaveURL(/\/dashboard\/companies\/9003$/);
    });

    test('a search shows the count, the page and the ranked table', async ({ page }) => {
      await page.goto('/');
      const result = await search(page, cat, KEYWORD);
      expect(result.total).toBeGreaterThan(LANDING_PAGE_SIZE);
      await expect(page).toHaveURL(new RegExp(`\\?q=${KEYWORD}&page=1$`));
      await expect(page.getByRole('status')).toHaveText(
        fill(cat.landing.resultsFound_other, { formatted: formatCount(result.total, lang) }),
      );
      await expect(page.getByText(pageInfo(cat, result, 1), { exact: true })).toBeVisible();
      const list = cat.companyList;
      await expect(page.getByRole('columnheader')).toHaveText([
        list.rank,
        list.company,
        list.location,
        list.industry,
        list.founded,
        list.revenue,
        list.trend,
        list.equityRatio,
        list.returnOnSales,
        list.ceo,
        list.details,
      ]);
      await expect(page.locator('table tbody tr')).toHaveCount(LANDING_PAGE_SIZE);
      await expectTableRows(page, result, 1);
    });

    test('a result row opens the company page', async ({ page }) => {
      await page.goto('/');
      const result = await search(page, cat, KEYWORD);
      const company = result.companies[0];
      await page.getByRole('link', { name: company.company_name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${company.company_id}$`));
    });

    test('paging goes to page 2 and back', async ({ page }) => {
      await page.goto('/');
      const firstPage = await search(page, cat, KEYWORD);
      const pagination = page.getByRole('navigation', { name: cat.pagination.label });
      await expect(pagination.getByRole('button', { name: cat.pagination.previous })).toBeDisabled();
      await expect(pagination.getByRole('button', { name: cat.pagination.first })).toBeDisabled();

      const secondPage = await turnPage(page, fill(cat.pagination.page, { page: 2 }), KEYWORD, 2);
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(page.getByText(pageInfo(cat, secondPage, 2), { exact: true })).toBeVisible();
      await expectTableRows(page, secondPage, LANDING_PAGE_SIZE + 1);
      await expect(
        pagination.getByRole('button', { name: fill(cat.pagination.page, { page: 2 }) }),
      ).toHaveAttribute('aria-current', 'page');

      const again = await turnPage(page, cat.pagination.previous, KEYWORD, 1);
      expect(again.companies).toEqual(firstPage.companies);
      await expect(page).toHaveURL(/[?&]page=1$/);
      await expect(page.getByText(pageInfo(cat, firstPage, 1), { exact: true })).toBeVisible();
      await expectTableRows(page, firstPage, 1);
    });

    test('a new search starts again at page 1', async ({ page }) => {
      const searched = recordSearches(page);
      await page.goto('/');
      await search(page, cat, KEYWORD);
      await turnPage(page, cat.pagination.next, KEYWORD, 2);
      await expect(page).toHaveURL(/[?&]page=2$/);

      const other = await search(page, cat, OTHER_KEYWORD);
      expect(new URL(page.url()).searchParams.get('page')).toBe('1');
      await expect(page.getByText(pageInfo(cat, other, 1), { exact: true })).toBeVisible();
      await expectTableRows(page, other, 1);
      // One request per search: the old search must not run again on the way.
      expect(searched).toEqual([`${KEYWORD}@0`, `${KEYWORD}@${LANDING_PAGE_SIZE}`, `${OTHER_KEYWORD}@0`]);
    });

    test('/suche with a keyword and page in the address shows that page', async ({ page }) => {
      const [result] = await Promise.all([
        searchAnswer(page, KEYWORD, 3),
        page.goto(`/suche?q=${KEYWORD}&page=3`),
      ]);
      await expect(keywordBox(page, cat)).toHaveValue(KEYWORD);
      await expect(page.getByText(pageInfo(cat, result, 3), { exact: true })).toBeVisible();
      await expectTableRows(page, result, 2 * LANDING_PAGE_SIZE + 1);
    });

    test('a keyword without matches shows the no-results message', async ({ page }) => {
      await page.goto('/suche');
      const result = await search(page, cat, NONSENSE_KEYWORD);
      expect(result.total).toBe(0);
      await expect(page.getByRole('status')).toHaveText(cat.landing.empty);
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    test('a failing search shows the error banner', async ({ page }) => {
      await failApi(page, 'landing_search');
      await page.goto('/');
      await keywordBox(page, cat).fill(KEYWORD);
      await keywordBox(page, cat).press('Enter');
      await expect(page.getByRole('alert')).toHaveText(cat.landing.error);
      await expect(page.getByRole('table')).toHaveCount(0);

      // Submitting the same keyword again asks the server again.
      await page.unrouteAll();
      const [result] = await Promise.all([
        searchAnswer(page, KEYWORD, 1),
        keywordBox(page, cat).press('Enter'),
      ]);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectTableRows(page, result, 1);
    });

    test.describe('on a 390 px screen', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('results are a card list', async ({ page }) => {
        await page.goto('/');
        const result = await search(page, cat, KEYWORD);
        const cards = page.getByRole('list', { name: fill(cat.landing.resultsLabel, { keyword: KEYWORD }) });
        await expect(cards.getByRole('listitem')).toHaveCount(LANDING_PAGE_SIZE);
        await expect(page.getByRole('table')).toHaveCount(0);
        const first = cards.getByRole('listitem').first();
        const company = result.companies[0];
        await expect(first).toContainText(company.company_name);
        await expect(first.getByRole('link', { name: cat.companyList.viewDetails })).toHaveAttribute(
          'href',
          `/dashboard/companies/${company.company_id}`,
        );
        const box = await first.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    });
  });
}
