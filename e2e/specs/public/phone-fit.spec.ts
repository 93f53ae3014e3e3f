import type { CompanyDetail } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from '../../support/layout';
import { messyCsv, uploadAndStart } from '../../support/matching';
import { pageExamples } from '../../support/pages';
import { fill, LANGS, preparePublicPage } from '../../support/public';
import { openSettled } from '../../support/settled';
import { companyDetail, findCompany, range } from '../company/profiles';
import { grantOperator } from '../operator/support';
import { signedInUser } from '../workspace/workspace';

/** The page is no wider than the phone, and no box inside it scrolls sideways. */
async function fitsThePhone(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  const page_ = width.scroll <= width.inner ? [] : [`page ${width.scroll} > ${width.inner}`];
  return [...page_, ...(await horizontalOverflow(page))];
}

/** Cells of the given table whose right edge lies beyond the screen (clipped values). */
function cellsBeyondScreen(page: Page, table: string): Promise<string[]> {
  return page.locator(`${table} :is(th, td)`).evaluateAll((cells) =>
    cells
      .filter((cell) => cell.getClientRects().length > 0)
      .filter((cell) => cell.getBoundingClientRect().right > window.innerWidth)
      .map((cell) => cell.textContent ?? ''),
  );
}

/** Every page once: what anyone can open, then what a signed-in operator opens. */
const PUBLIC_PAGES = [
  '/',
  '/suche?q=bau',
  '/top500',
  '/statistik',
  '/kontakt',
  '/login',
  '/register',
  '/impressum',
  '/privacy',
  '/terms',
  '/datenquellen',
];
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/dashboard/companies?search=bau',
  '/dashboard/employees',
  '/dashboard/account',
  '/dashboard/billing',
  '/dashboard/matching',
  '/dashboard/leadlist',
  '/dashboard/watchlist',
  '/dashboard/contacts',
  '/dashboard/recent',
  '/dashboard/support',
  '/operator',
];

/** The pages of `paths` that are wider than the phone or hold a box that scrolls sideways. */
async function pagesThatOverflow(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await openSettled(page, path);
    const overflow = await fitsThePhone(page);
    if (overflow.length > 0) found[path] = overflow;
  }
  return found;
}

for (const lang of LANGS) {
  test(`at 393 px every page of the app fits the screen (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const cat = await preparePublicPage(page, lang);
    await page.setViewportSize({ width: 393, height: 844 });
    const examples = await pageExamples(request);
    const detail = (await companyDetail(request, examples.companyId)) as CompanyDetail;
    const person = detail.representatives.find((entry) => entry.person)?.person;
    expect(person).toBeTruthy();
    const dataPages = [
      `/dashboard/companies/${examples.companyId}`,
      `/dashboard/companies/${examples.groupCompanyId}`,
      `/dashboard/people/${person}`,
      `/dashboard/employees/${examples.employeeId}`,
    ];
    expect(await pagesThatOverflow(page, [...PUBLIC_PAGES, ...dataPages])).toEqual({});

    // The key figures: every value in view, none cut off at the card's edge.
    await page.goto(`/dashboard/companies/${examples.companyId}`);
    const title = fill(cat.companyPage.financials.tableTitle, { date: '' }).trim();
    const figures = page.getByRole('table', { name: new RegExp(`^${title}`) });
    await expect(figures.getByRole('row').first()).toBeAttached();
    expect(await cellsBeyondScreen(page, 'table:has(caption)')).toEqual([]);

    // Signed in as an operator (the same browser context), the dashboard's pages and the console.
    const user = await signedInUser(page, request);
    grantOperator(user.email);
    await page.goto('/operator');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pagesThatOverflow(page, SIGNED_IN_PAGES)).toEqual({});
  });

  test(`at 393 px the list-matching results are cards that fit the screen (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const cat = await preparePublicPage(page, lang);
    const withAddress = (detail: CompanyDetail) =>
      detail.company.address_postcode !== null && detail.company.address_city !== null;
    const first = await findCompany(request, range(40, 200), withAddress);
    const second = await findCompany(request, range(300, 500), withAddress);
    await signedInUser(page, request);
    await page.setViewportSize({ width: 393, height: 844 });
    await uploadAndStart(page, messyCsv([first, second]), cat.matching);
    const results = page.getByRole('table');
    await expect(results.getByRole('row')).toHaveCount(5);
    // Each input row is one card: its cells stacked and labelled, the row's fields all in view.
    const card = results.getByRole('row').nth(4);
    await expect(card).toContainText('Zzyzx Phantasiegesellschaft');
    await expect(card.getByText(cat.matching.results.input, { exact: true })).toBeVisible();
    expect(await cellsBeyondScreen(page, 'main table')).toEqual([]);
    expect(await fitsThePhone(page)).toEqual([]);
  });
}
