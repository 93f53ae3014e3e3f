/**
 * The Netzwerk card: on a subsidiary of a generated group the graph and the list appear, a click
 * on the parent in the graph opens the parent, the list leads on to a sister company, and a person
 * shows their other mandates. English and the 390×844 screen as well.
 */
import type { NetworkResponse } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { findGroupCompany } from '../../support/pages';
import { catalogues, fill, preparePublicPage } from '../../support/public';

const de = catalogues.de;
const en = catalogues.en;

function networkCard(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** Clicks a node of the drawn graph where Cytoscape rendered it. */
async function clickNode(page: Page, nodeId: string): Promise<void> {
  const graph = page.getByTestId('network-graph');
  await expect(graph).toHaveAttribute('data-ready', 'true');
  await graph.scrollIntoViewIfNeeded();
  const point = await graph.evaluate((element, id) => {
    // Cytoscape keeps its instance on the container; the test reads the node's drawn position.
    const cy = (
      element as unknown as {
        _cyreg?: { cy?: { getElementById(id: string): { renderedPosition(): { x: number; y: number } } } };
      }
    )._cyreg?.cy;
    return cy ? cy.getElementById(id).renderedPosition() : null;
  }, nodeId);
  if (!point) throw new Error('graph not drawn');
  const box = await graph.boundingBox();
  if (!box) throw new Error('graph not laid out');
  await page.mouse.click(box.x + point.x, box.y + point.y);
}

async function network(page: Page, id: number, depth: 1 | 2): Promise<NetworkResponse> {
  const response = await page.request.get(`/api/companies/${id}/network?depth=${depth}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as NetworkResponse;
}

test.describe('company network', () => {
  test('shows the graph and the list, and follows the group to the parent and a sister', async ({
    page,
    request,
  }) => {
    const { id, parent } = await findGroupCompany(request);
    const mine = await network(page, id, 1);
    const parentName = mine.nodes.find((node) => node.id === `c${parent}`)!.name;
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${id}`);

    const card = networkCard(page, de.network.title);
    await expect(card.getByTestId('network-graph')).toHaveAttribute('role', 'img');
    await expect(card.getByRole('heading', { name: de.network.list.parents })).toBeVisible();
    const parentsList = card
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: de.network.list.parents }) });
    await expect(parentsList.getByRole('link', { name: parentName })).toHaveAttribute(
      'href',
      `/dashboard/companies/${parent}`,
    );
    await expect(card.getByText(de.network.legend.ended)).toBeVisible();

    // A click on the parent in the graph opens the parent's page.
    await clickNode(page, `c${parent}`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${parent}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(parentName);

    // From the parent, the list leads to a sister company (another subsidiary).
    const theirs = await network(page, parent, 1);
    const sister = theirs.edges.find(
      (e) => e.from === `c${parent}` && e.kind === 'direct_parent' && e.to !== `c${id}`,
    )!;
    const sisterNode = theirs.nodes.find((node) => node.id === sister.to)!;
    const parentCard = networkCard(page, de.network.title);
    const subsidiaries = parentCard
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: de.network.list.subsidiaries }) });
    await subsidiaries.getByRole('link', { name: sisterNode.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${sisterNode.company_id}$`));
  });

  test("shows a person's other mandates at depth 2, and a click on a person finds them in the list", async ({
    page,
    request,
  }) => {
    const { id } = await findGroupCompany(request);
    const wide = await network(page, id, 2);
    // A manager with mandates in several companies of the answer.
    const manager = wide.nodes.find(
      (node) =>
        node.kind === 'person' &&
        node.distance === 1 &&
        wide.edges.filter((e) => e.from === node.id).length > 1,
    );
    if (!manager) throw new Error('no person with several mandates near this company');
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${id}`);
    const card = networkCard(page, de.network.title);
    await card.getByRole('button', { name: fill(de.network.depthOption_other, { count: 2 }) }).click();
    await expect(
      card.getByRole('button', { name: fill(de.network.depthOption_other, { count: 2 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    const entry = card
      .locator('li')
      .filter({ has: page.getByText(manager.name, { exact: true }) })
      .first();
    // The person's own page, then one link per mandate.
    await expect(entry.getByRole('link')).toHaveCount(
      wide.edges.filter((e) => e.from === manager.id).length + 1,
    );
    await expect(entry.getByRole('link', { name: manager.name, exact: true })).toHaveAttribute(
      'href',
      `/dashboard/people/${encodeURIComponent(manager.id)}`,
    );

    await clickNode(page, manager.id);
    await expect(entry).toBeFocused();
  });

  test('reads English and fits a 390×844 screen', async ({ page, request }) => {
    const { id } = await findGroupCompany(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await preparePublicPage(page, 'en');
    await page.goto(`/dashboard/companies/${id}`);
    const card = networkCard(page, en.network.title);
    await expect(card.getByRole('heading', { name: en.network.list.parents })).toBeVisible();
    await expect(card.getByText(en.network.legend.person, { exact: true })).toBeVisible();
    const graph = await card.getByTestId('network-graph').boundingBox();
    expect(graph!.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
