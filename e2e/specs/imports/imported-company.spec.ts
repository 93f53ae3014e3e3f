/**
 * Real-format companies end to end: the importers' fixtures are imported into the running
 * server's data with `npm run import`; the company is found in search, its page shows its
 * sources, 'nicht veröffentlicht' figures and its timeline, and after a newer file the watch
 * list shows what changed, with its source, and the navigation counts it.
 */
import type { CompanyDetail } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { findImported, importFirstPublications, importFixture, runImportCli } from '../../support/imports';
import { catalogues, fill } from '../../support/public';
import { openSettled } from '../../support/settled';
import { signedInUser } from '../workspace/workspace';

const cat = catalogues.de;
const p = cat.provenance;
const NAME = 'Isartal Maschinenbau GmbH';

test.describe.configure({ mode: 'serial' });

let companyId: number;
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  importFirstPublications();
  companyId = await findImported(request, NAME);
});

test('an imported company is found by search and its page shows its sources and its timeline', async ({
  page,
}) => {
  await signedInUser(page, page.request);
  await page.goto('/dashboard/companies?search=Isartal%20Maschinenbau');
  await page.getByRole('link', { name: NAME, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${companyId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  // Real, not synthetic.
  await expect(page.getByText(p.synthetic)).toHaveCount(0);

  const overview = page.getByRole('region', { name: cat.companyPage.overview.title });
  const line = overview.getByRole('button', {
    name: /^Quelle: GLEIF · \d{2}\.\d{2}\.\d{4} · veröffentlicht$/,
  });
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('aria-expanded', 'false');
  await line.click();
  await expect(line).toHaveAttribute('aria-expanded', 'true');
  const details = overview.locator(`#${await line.getAttribute('aria-controls')}`);
  await expect(details).toBeVisible();
  await expect(details.getByText(p.fields.lei, { exact: true })).toBeVisible();
  await expect(details).toContainText('GLEIF');
  await page.keyboard.press('Escape');
  await expect(line).toHaveAttribute('aria-expanded', 'false');
  // Closed, but a mouse over the line shows the details until it leaves.
  await expect(details).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(details).toBeHidden();
  await line.hover();
  await expect(details).toBeVisible();
  await page.mouse.move(0, 0);

  // No source publishes figures: said so, never invented.
  const financials = page.getByRole('region', { name: cat.companyPage.financials.title });
  await expect(financials.getByText(p.financialsNotPublished)).toBeVisible();
  await expect(financials.getByRole('button', { name: /· nicht veröffentlicht$/ })).toBeVisible();
  // Officers from OffeneRegister are the representatives.
  const board = page.getByRole('region', { name: cat.companyPage.board.title });
  await expect(board.getByRole('button', { name: /^Quelle: OffeneRegister/ })).toBeVisible();

  // The timeline tells the imported company's story, each event with its source.
  const timeline = page.getByRole('region', { name: cat.timeline.title });
  const events = timeline.getByRole('list', { name: cat.timeline.listLabel }).getByRole('listitem');
  await expect(events.filter({ hasText: cat.timeline.types.new_registration })).toContainText(
    /GLEIF · erfasst am \d{2}\.\d{2}\.\d{4}/,
  );
  await expect(
    events.filter({ hasText: 'Katrin Obermaier' }).filter({ hasText: 'OffeneRegister' }),
  ).toContainText('Geschäftsführer bestellt – Katrin Obermaier');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a synthetic company is marked as synthetic sample data', async ({ page }) => {
  await page.goto('/dashboard/companies/1');
  await expect(page.getByRole('main').getByText(p.synthetic).first()).toBeVisible();
  const overview = page.getByRole('region', { name: cat.companyPage.overview.title });
  await expect(
    overview.getByRole('button', { name: /^Quelle: Synthetischer Generator · .* · erfunden$/ }),
  ).toBeVisible();
});

test('after a newer file the watch list shows what changed, with its source, and the navigation counts it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page, request);
  await page.goto(`/dashboard/companies/${companyId}`);
  await page.getByRole('button', { name: cat.workspace.watch.watch, exact: true }).click();
  await expect(page.getByRole('button', { name: cat.workspace.watch.watching, exact: true })).toBeVisible();

  runImportCli([
    'gleif',
    '--lei',
    importFixture('gleif-lei-newer.csv'),
    '--relationships',
    importFixture('gleif-rr-newer.csv'),
  ]);
  // Read without the user's session, which would mark the change seen.
  await expect
    .poll(async () => {
      const detail = (await (await request.get(`/api/companies?cid=${companyId}`)).json()) as CompanyDetail;
      return detail.company.address_street;
    })
    .toBe('Leopoldstraße 12');

  await page.goto('/dashboard/companies');
  const nav = page.getByRole('navigation', { name: cat.dashboard.sidebarLabel });
  const badge = nav.getByTestId('watch-unseen-badge');
  await expect(badge).toHaveText(`1${fill(p.watch.badgeLabel_one, { formatted: 1 })}`);

  await nav.getByRole('link', { name: new RegExp(`^${cat.dashboard.nav.watchlist}`) }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  // The GLEIF file moved the company and ended a subsidiary tie: two new events.
  await expect(card.getByText(fill(cat.workspace.watchlist.unseenLabel_other, { count: 2 }))).toBeAttached();
  const moved = card.getByRole('listitem').filter({ hasText: cat.timeline.types.address_change });
  await expect(moved).toContainText('Leopoldstraße 10, 80802 München → Leopoldstraße 12, 80802 München');
  await expect(moved).toContainText(/GLEIF · erfasst am \d{2}\.\d{2}\.\d{4}/);
  expect(await seriousViolations(page)).toEqual([]);

  // Looked at: the badge is gone after the next page change, once that page has asked for the
  // count and drawn the answer (the page settled: every request it started answered, two frames).
  // Requests are reported in the order they start: the count asked for after the navigation's own
  // request is the new page's, not one the watch list page may still have had under way.
  let navigated = false;
  const unseen = page.waitForRequest((request) => {
    if (request.isNavigationRequest()) navigated = true;
    return navigated && new URL(request.url()).pathname === '/api/watchlist/unseen';
  });
  await openSettled(page, '/dashboard/companies');
  expect(await (await (await unseen).response())?.json()).toMatchObject({ companies: 0 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByTestId('watch-unseen-badge')).toHaveCount(0);
});
