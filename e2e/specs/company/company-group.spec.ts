/**
 * Issue 15 items 4–6 in the browser: on a company of a generated group the overview names its
 * parents and the graph is drawn; the user follows the parent and a sister company and opens a
 * person's page with their other mandates. The dashboard filter "Gehört zur Gruppe von …" finds a
 * chosen company's group and every row names the group's ultimate parent; English as well.
 */
import type { CompanyDetail, NetworkResponse, PersonResponse, SearchResponse } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { findGroupCompany } from '../../support/pages';
import { catalogues, fill, preparePublicPage } from '../../support/public';
import { nextSearch, resultItems } from '../../support/search';
import { signInTestUserViaApi } from '../../support/session';

const de = catalogues.de;
const en = catalogues.en;

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const groupSection = (page: Page) => page.getByTestId('company-group');
const networkCard = (page: Page, title: string) => page.getByRole('region', { name: title });
const filterRow = (page: Page, position: number) =>
  page.getByRole('group', { name: new RegExp(`^Filter ${position}:`) });

/** A person of the company's network with current mandates in at least two companies. */
async function personWithMandates(page: Page, companyId: number): Promise<PersonResponse | null> {
  const network = await apiJson<NetworkResponse>(page, `/companies/${companyId}/network?depth=1`);
  for (const node of network.nodes.filter((n) => n.kind === 'person' && n.id.startsWith('p'))) {
    const person = await apiJson<PersonResponse>(page, `/people/${encodeURIComponent(node.id)}`);
    const current = person.mandates.filter((m) => !m.ended);
    if (new Set(current.map((m) => m.company_id)).size > 1 && current.some((m) => m.company_id === companyId))
      return person;
  }
  return null;
}

test.describe('company groups', () => {
  test("follows a group company's graph to its parent and a sister, and a person's other mandates", async ({
    page,
    request,
  }) => {
    const { id, parent } = await findGroupCompany(request);
    const detail = await apiJson<CompanyDetail>(page, `/companies?cid=${id}`);
    const parentName = detail.group.direct_parent!.company_name;
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${id}`);

    // The overview names the group; the graph is drawn.
    const group = groupSection(page);
    await expect(group.getByRole('heading', { name: de.network.group.title })).toBeVisible();
    await expect(group.getByRole('link', { name: parentName })).toHaveAttribute(
      'href',
      `/dashboard/companies/${parent}`,
    );
    if (detail.group.ultimate_parent)
      await expect(
        group.getByRole('link', { name: detail.group.ultimate_parent.company_name }),
      ).toBeVisible();
    await expect(
      group.getByRole('link', {
        name: fill(de.network.group.memberCount_other, { count: detail.group.members }),
      }),
    ).toBeVisible();
    await expect(networkCard(page, de.network.title).getByTestId('network-graph')).toHaveAttribute(
      'data-ready',
      'true',
    );

    // To the parent, then on to a sister company through the network list.
    await group.getByRole('link', { name: parentName }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${parent}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(parentName);
    const parentNetwork = await apiJson<NetworkResponse>(page, `/companies/${parent}/network?depth=1`);
    // A sister whose managers sit on other boards too, else any sister and the parent's manager.
    const sisters = parentNetwork.edges
      .filter((e) => e.from === `c${parent}` && e.kind === 'direct_parent' && e.to !== `c${id}`)
      .map((e) => parentNetwork.nodes.find((node) => node.id === e.to)!);
    let sister = sisters[0]!;
    let person: PersonResponse | null = null;
    for (const candidate of sisters) {
      person = await personWithMandates(page, candidate.company_id!);
      if (person) {
        sister = candidate;
        break;
      }
    }
    const personPage = person ? sister.company_id! : parent;
    person ??= await personWithMandates(page, parent);
    if (!person) throw new Error(`no manager of several companies around ${parent}`);
    const subsidiaries = networkCard(page, de.network.title)
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: de.network.list.subsidiaries }) });
    await subsidiaries.getByRole('link', { name: sister.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${sister.company_id}$`));
    await expect(groupSection(page).getByRole('link', { name: parentName })).toBeVisible();
    if (personPage === parent) {
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${parent}$`));
    }

    // A manager of the sister: their page lists every company they are tied to, with dates.
    await networkCard(page, de.network.title).getByRole('link', { name: person.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
    const current = page.getByRole('region', { name: de.network.person.current });
    // Generated group members can share a name: each mandate is found by its link target.
    const companyLink = (companyId: number) => current.locator(`a[href="/dashboard/companies/${companyId}"]`);
    for (const mandate of person.mandates.filter((m) => !m.ended))
      await expect(companyLink(mandate.company_id).first()).toHaveText(mandate.company_name);
    const other = person.mandates.find((m) => m.company_id !== personPage && !m.ended)!;
    await companyLink(other.company_id).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/companies/${other.company_id}$`));
  });

  test('the filter "Gehört zur Gruppe von …" finds the chosen company\'s group with its ultimate parent on every row', async ({
    page,
    request,
  }) => {
    const { id } = await findGroupCompany(request);
    const detail = await apiJson<CompanyDetail>(page, `/companies?cid=${id}`);
    const top = detail.group.ultimate_parent ?? detail.group.direct_parent!;
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    await page.goto('/dashboard/companies');
    await page.getByRole('tab', { name: de.search.tabs.advanced }).click();
    await page.getByRole('button', { name: de.search.filters.add }).click();
    await filterRow(page, 1).getByLabel(de.search.filters.indicator).selectOption('group');
    const chooser = filterRow(page, 1).getByRole('combobox', { name: de.search.indicators.group });
    await chooser.fill(detail.company.company_name);
    await page
      .getByRole('listbox', { name: de.search.indicators.group })
      .getByRole('option')
      .filter({ hasText: detail.company.company_name })
      .first()
      .click();
    await expect(chooser).toHaveValue(detail.company.company_name);

    const { sent, body } = await nextSearch(page, () =>
      page.getByRole('button', { name: de.search.submit }).click(),
    );
    expect(sent.performanceIndicators).toEqual([
      { indicator: 'group', operator: 'must', values: [String(id), detail.company.company_name] },
    ]);
    expect((body as SearchResponse).total).toBe(detail.group.members);
    const rows = resultItems(page);
    await expect(rows).toHaveCount(Math.min(10, detail.group.members));
    // A row's heading is the name, then the synthetic badge's text: the name is matched as a whole word run.
    const topHeading = page.getByRole('heading', {
      name: new RegExp(`^${top.company_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`),
    });
    const topRow = rows.filter({ has: topHeading });
    const others = rows.filter({ hasNot: topHeading });
    await expect(others.first().getByTestId('group-parent')).toHaveText(
      `${de.network.group.resultParent}: ${top.company_name}`,
    );
    expect(await others.getByTestId('group-parent').count()).toBe(await others.count());
    await expect(topRow.getByTestId('group-parent')).toHaveCount(0);
  });

  test('reads English: the overview links the whole group to the search, which describes the filter', async ({
    page,
    request,
  }) => {
    const { id } = await findGroupCompany(request);
    const detail = await apiJson<CompanyDetail>(page, `/companies?cid=${id}`);
    const top = detail.group.ultimate_parent ?? detail.group.direct_parent!;
    await preparePublicPage(page, 'en');
    await signInTestUserViaApi(page);
    await page.goto(`/dashboard/companies/${id}`);
    const group = groupSection(page);
    await expect(group.getByRole('heading', { name: en.network.group.title })).toBeVisible();
    await expect(
      group.getByText(
        detail.group.ultimate_parent?.company_id === detail.group.direct_parent?.company_id
          ? en.network.group.directAndUltimateParent
          : en.network.group.directParent,
        { exact: true },
      ),
    ).toBeVisible();
    await group
      .getByRole('link', { name: fill(en.network.group.memberCount_other, { count: detail.group.members }) })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/companies\?filters=/);
    await expect(filterRow(page, 1).getByRole('combobox', { name: en.search.indicators.group })).toHaveValue(
      top.company_name,
    );
    await expect(resultItems(page).first()).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: String(detail.group.members) })
        .first(),
    ).toBeVisible();
  });

  test('the person page and the group search have no serious or critical axe findings', async ({
    page,
    request,
  }) => {
    const { id, parent } = await findGroupCompany(request);
    const person = await personWithMandates(page, parent);
    await preparePublicPage(page, 'de');
    await signInTestUserViaApi(page);
    if (person) {
      await page.goto(`/dashboard/people/${encodeURIComponent(person.key)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
      expect(await seriousViolations(page)).toEqual([]);
    }
    const detail = await apiJson<CompanyDetail>(page, `/companies?cid=${id}`);
    const top = detail.group.ultimate_parent ?? detail.group.direct_parent!;
    const filters = [
      { indicator: 'group', operator: 'must', values: [String(top.company_id), top.company_name] },
    ];
    await page.goto(`/dashboard/companies?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await expect(page.getByTestId('group-parent').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
