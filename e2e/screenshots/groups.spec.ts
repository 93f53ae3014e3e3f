import { fileURLToPath } from 'node:url';
import type { CompanyDetail, NetworkResponse, PersonResponse } from '@fd/contract';
import { type Locator, type Page, test } from '@playwright/test';
import { findGroupCompany } from '../support/pages';
import { catalogues, LANGS, preparePublicPage } from '../support/public';
import { signInTestUserViaApi } from '../support/session';
import { settled, watchRequests } from '../support/settled';

/**
 * Issue 15 items 4–6: a group subsidiary's overview card with its group (`company-group-*`) and
 * its network card (`network-card-*`), a manager's page with every mandate (`person-*`) and the dashboard search
 * filtered by the group, rows naming the ultimate parent (`group-filter-*`), both languages at
 * desktop and phone size.
 */
const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** One card, cut from a full-page picture (an element picture scrolls and the sticky top bar covers it). */
async function cardShot(page: Page, card: Locator, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await card.boundingBox();
  if (!box) throw new Error('card not laid out');
  await page.screenshot({ path, fullPage: true, clip: box });
}

async function json<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(`/api${path}`)).json()) as T;
}

test('company group, person page and group filter', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { id } = await findGroupCompany(request);
  await preparePublicPage(page, 'de');
  await signInTestUserViaApi(page);
  const detail = await json<CompanyDetail>(page, `/companies?cid=${id}`);
  const network = await json<NetworkResponse>(page, `/companies/${id}/network?depth=1`);
  let personKey: string | null = null;
  for (const node of network.nodes.filter((n) => n.kind === 'person' && n.id.startsWith('p'))) {
    const person = await json<PersonResponse>(page, `/people/${encodeURIComponent(node.id)}`);
    if (person.mandates.length > 2) personKey = node.id;
  }
  const top = detail.group.ultimate_parent ?? detail.group.direct_parent!;
  const filter = [
    { indicator: 'group', operator: 'must', values: [String(top.company_id), top.company_name] },
  ];

  for (const lang of LANGS) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await preparePublicPage(page, lang);
      const shot = async (name: string) => {
        await settled(page);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${OUT_DIR}${name}-${lang}-${size}.png`, fullPage: true });
      };
      watchRequests(page);
      await page.goto(`/dashboard/companies/${id}`);
      const group = page.getByTestId('company-group');
      await group.waitFor();
      await page.getByTestId('network-graph').waitFor();
      // The overview card (with the group) and the network card, without the rest of the page.
      const overview = page.getByRole('region', { name: catalogues[lang].companyPage.overview.title });
      await settled(page);
      await cardShot(page, overview, `${OUT_DIR}company-group-${lang}-${size}.png`);
      const networkCard = page.getByRole('region', { name: catalogues[lang].network.title });
      await page.getByTestId('network-graph').and(page.locator('[data-ready="true"]')).waitFor();
      await cardShot(page, networkCard, `${OUT_DIR}network-card-${lang}-${size}.png`);
      if (personKey) {
        await page.goto(`/dashboard/people/${encodeURIComponent(personKey)}`);
        await shot('person');
      }
      await page.goto(`/dashboard/companies?filters=${encodeURIComponent(JSON.stringify(filter))}`);
      await page.getByTestId('group-parent').first().waitFor();
      await shot('group-filter');
    }
  }
});
