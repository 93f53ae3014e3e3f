/**
 * Living data, the whole path (issue 28), against the local fake registers: a server started on
 * real data only (DATASET_COMPANIES=0, SYNC_SOURCES=gleif, empty DATA_DIR) answers its pages
 * before its first sync and shows no synthetic mark; its own schedule then loads GLEIF's golden
 * copy, the Datenquellen page says how fresh it is, a company's source line shows the publish
 * date; after GLEIF's next publish `sync.js gleif` (the cron form) fetches the delta and the
 * watcher sees the change on the watch list.
 */
import { test as base, expect, type Locator } from '@playwright/test';
import { nextPublication, stampTime } from '../../../apps/server/test/sync/registers';
import { catalogues, fill, preparePublicPage } from '../../support/public';
import { registerVerifiedUserViaApi, signInViaApi } from '../../support/session';
import { type RealOnlyServer, recentStamp, startRealOnlyServer } from '../../support/sync';

const cat = catalogues.de;
const FIRST = recentStamp(1);
const NEXT = recentStamp(0);
const NAME = 'Isartal Maschinenbau GmbH';

/** 'dd.mm.yyyy' of a moment in the browser's time zone (Europe/Vienna), as the pages print it. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', {
    timeZone: 'Europe/Vienna',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
/** 'dd.mm.yyyy, hh:mm' on that day. */
const dateTime = (iso: string) => new RegExp(`^${day(iso).replace(/\./g, '\\.')}, \\d{2}:\\d{2}$`);
/** The value of a term in a description list. */
const value = (list: Locator, term: string) =>
  list.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const test = base.extend<object, { realOnly: RealOnlyServer }>({
  realOnly: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startRealOnlyServer(FIRST);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ realOnly }, use) => use(realOnly.base),
});

test.describe.configure({ mode: 'serial' });

test('before its first sync a real-only server answers every page, with no synthetic mark', async ({
  page,
}) => {
  await preparePublicPage(page, 'de');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/top500');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/statistik');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/datenquellen');
  const gleif = page.locator('dl').first();
  await expect(value(gleif, cat.sources.lastSync)).toHaveText(cat.sources.never);
  await expect(value(gleif, cat.sources.published)).toHaveText(cat.sources.never);
  await expect(value(gleif, cat.sources.companies)).toHaveText(
    fill(cat.sources.companiesCount_other, { formatted: '0' }),
  );
  await expect(page.getByText(cat.provenance.synthetic)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Synthetische Beispieldaten' })).toHaveCount(0);
});

test('its own schedule loads the golden copy, and the pages say how fresh it is', async ({
  page,
  realOnly,
}) => {
  test.setTimeout(120_000);
  realOnly.openRegisters();
  await preparePublicPage(page, 'de');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/sources')).json()) as { sources: { companies: number }[] })
          .sources[0]!.companies,
      {
        timeout: 90_000,
      },
    )
    .toBe(12);

  await page.goto('/datenquellen');
  const gleif = page.locator('dl').first();
  // Synced a moment ago (its day is today's, unless the test ran across midnight).
  await expect(value(gleif, cat.sources.lastSync)).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(value(gleif, cat.sources.published)).toHaveText(dateTime(stampTime(FIRST)));
  await expect(value(gleif, cat.sources.companies)).toHaveText(
    fill(cat.sources.companiesCount_other, { formatted: '12' }),
  );
  await expect(page.getByRole('heading', { name: 'Synthetische Beispieldaten' })).toHaveCount(0);
  // The same in English.
  const english = await page.context().newPage();
  const en = await preparePublicPage(english, 'en');
  await english.goto('/datenquellen');
  await expect(english.getByRole('heading', { level: 1, name: en.legal.dataSourcesTitle })).toBeVisible();
  await expect(value(english.locator('dl').first(), en.sources.companies)).toHaveText('12 companies');
});

test('after GLEIF publishes again, a sync from cron brings the change onto the watch list', async ({
  page,
  realOnly,
}) => {
  test.setTimeout(120_000);
  const user = await registerVerifiedUserViaApi(page.request, realOnly.dataDir);
  await preparePublicPage(page, 'de');
  await signInViaApi(page, user);
  await page.goto('/dashboard/companies?search=Isartal%20Maschinenbau');
  await page.getByRole('link', { name: NAME, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  // The source line tells when GLEIF published the data; a real company carries no synthetic mark.
  const overview = page.getByRole('region', { name: cat.companyPage.overview.title });
  await expect(
    overview.getByRole('button', { name: `Quelle: GLEIF · ${day(stampTime(FIRST))} · veröffentlicht` }),
  ).toBeVisible();
  await expect(page.getByText(cat.provenance.synthetic)).toHaveCount(0);
  await page.getByRole('button', { name: cat.workspace.watch.watch, exact: true }).click();
  await expect(page.getByRole('button', { name: cat.workspace.watch.watching, exact: true })).toBeVisible();

  realOnly.registers.publish(nextPublication(NEXT));
  const sync = await realOnly.runSync('gleif');
  expect(sync.code, sync.output).toBe(0);
  expect(sync.output).toMatch(
    /gleif: delta \((IntraDay|LastDay)\) of the data published .* companies 1 new, 2 changed/,
  );

  await page.goto('/dashboard/watchlist');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  const moved = card.getByRole('listitem').filter({ hasText: cat.timeline.types.address_change });
  await expect(moved).toContainText('Leopoldstraße 10, 80802 München → Leopoldstraße 12, 80802 München');
  await expect(moved).toContainText(/GLEIF · erfasst am \d{2}\.\d{2}\.\d{4}/);
  await page.goto('/datenquellen');
  await expect(value(page.locator('dl').first(), cat.sources.published)).toHaveText(
    dateTime(stampTime(NEXT)),
  );
});
