import { type SimilarResponse, SOCIAL_FIELDS } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { nextSearch } from '../../support/search';
import { signInTestUserViaApi } from '../../support/session';
import { findBareCompany, findCompany, findFullCompany, latestReport, range } from './profiles';

const de = catalogues.de;
const en = catalogues.en;

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test.describe('company page', () => {
  test('a company with full data shows every card', async ({ page, request }) => {
    const detail = await findFullCompany(request);
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${detail.company.company_id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.company.company_name);
    await expect(page).toHaveTitle(
      new RegExp(detail.company.company_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    const c = de.companyPage;
    for (const title of [
      c.overview.title,
      c.legal.title,
      c.related.title,
      c.contact.title,
      c.board.title,
      c.financials.title,
      c.technical.title,
      de.timeline.title,
      c.team.title,
    ]) {
      await expect(card(page, title)).toBeVisible();
    }

    const overview = card(page, c.overview.title);
    if (detail.company.short_description)
      await expect(overview.getByText(detail.company.short_description)).toBeVisible();
    if (detail.company.ID_EUID) await expect(overview.getByText(detail.company.ID_EUID)).toBeVisible();

    const related = card(page, c.related.title);
    await expect(
      related.getByRole('link', { name: detail.linked_companies[0]!.company_name }),
    ).toHaveAttribute('href', `/dashboard/companies/${detail.linked_companies[0]!.company_id}`);

    const financials = card(page, c.financials.title);
    await expect(financials.getByLabel(c.financials.period)).toHaveValue(
      String(latestReport(detail).report_id),
    );
    await expect(
      financials.getByRole('listitem').filter({ hasText: c.financials.fields.revenue }).first(),
    ).toBeVisible();
    await expect(financials.getByRole('table')).toContainText(c.financials.fields.base_per_share_capital);
    await expect(financials.getByRole('img', { name: c.financials.chartLabel })).toBeVisible();
    await expect(financials.getByRole('region', { name: c.peers.title })).toContainText(
      detail.peers!.industry,
    );

    const technical = card(page, c.technical.title);
    await expect(technical.getByRole('button', { name: c.technical.show })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await technical.getByRole('button', { name: c.technical.show }).click();
    await expect(technical.getByText(c.technical.fields.nameservers)).toBeVisible();

    const team = card(page, c.team.title);
    const firstEmployee = detail.employees[0]!;
    await team.getByLabel(c.team.searchLabel).fill(firstEmployee.fullName);
    await expect(
      team.getByRole('link', { name: new RegExp(firstEmployee.fullName) }).first(),
    ).toHaveAttribute('href', `/dashboard/employees/${firstEmployee.employee_id}`);
    await team.getByLabel(c.team.searchLabel).fill('zzzz-niemand');
    await expect(team.getByText(c.team.empty)).toBeVisible();
  });

  test('a company without data shows the missing-data texts', async ({ page, request }) => {
    const bare = await findBareCompany(request);
    const noSocial = SOCIAL_FIELDS.every((field) => bare.company[field] === null)
      ? bare
      : await findCompany(request, range(3000, 1), (detail) =>
          SOCIAL_FIELDS.every((field) => detail.company[field] === null),
        );
    const noContact = await findCompany(request, range(3000, 1), ({ company }) =>
      [company.contact_website, company.contact_email, company.contact_phone, company.contact_fax].every(
        (value) => value === null,
      ),
    );
    await preparePublicPage(page, 'en');

    await page.goto(`/dashboard/companies/${bare.company.company_id}`);
    const c = en.companyPage;
    await expect(
      card(page, c.financials.title).getByText('No financial data available', { exact: true }),
    ).toBeVisible();
    await expect(card(page, c.team.title).getByText('No employees found', { exact: true })).toBeVisible();
    await expect(
      card(page, c.technical.title).getByText('No technical information available', { exact: true }),
    ).toBeVisible();

    await page.goto(`/dashboard/companies/${noSocial.company.company_id}`);
    await expect(
      card(page, c.contact.title).getByText('No social media links available', { exact: true }),
    ).toBeVisible();

    await page.goto(`/dashboard/companies/${noContact.company.company_id}`);
    await expect(
      card(page, c.contact.title).getByText('No contact information available', { exact: true }),
    ).toBeVisible();
  });

  test('an unknown company id shows a not-found state with a way back to the search', async ({ page }) => {
    await preparePublicPage(page, 'de');
    await page.goto('/dashboard/companies/987654321');
    await expect(page.getByRole('heading', { name: de.companyPage.notFound.title })).toBeVisible();
    await page.getByRole('link', { name: de.companyPage.notFound.back }).click();
    await expect(page).toHaveURL(/\/dashboard\/companies$/);
  });

  test('the back link returns to the search the page was opened from', async ({ page, request }) => {
    const detail = await findFullCompany(request);
    await preparePublicPage(page, 'de');
    await page.goto('/dashboard/companies?search=Bau');
    // What a result link does: push the profile with the search in the history state.
    await page.evaluate((companyId) => {
      window.history.pushState(
        { usr: { from: '/dashboard/companies?search=Bau' }, key: 'e2e', idx: 1 },
        '',
        `/dashboard/companies/${companyId}`,
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, detail.company.company_id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.company.company_name);
    await page.getByRole('link', { name: de.profile.backToSearch }).click();
    await expect(page).toHaveURL(/\/dashboard\/companies\?search=Bau$/);
  });

  test('similar companies link their pages with their reasons, and "show all" opens the same search', async ({
    page,
    request,
  }) => {
    // Two loads of the company page and a search: on a busy 2-core machine that passed 30 s once.
    test.slow();
    const detail = await findFullCompany(request);
    const id = detail.company.company_id;
    const similar = (await (await request.get(`/api/companies/${id}/similar`)).json()) as SimilarResponse;
    expect(similar.companies.length).toBeGreaterThan(0);
    const s = de.companyPage.similar;
    await preparePublicPage(page, 'de');
    // The card asks for its companies after the page's own data: wait for that answer, which on a
    // slow machine came 10 s after the page (one CI run), before counting rows.
    const shown = page.waitForResponse((response) => response.url().endsWith(`/api/companies/${id}/similar`));
    await page.goto(`/dashboard/companies/${id}`);
    await shown;
    const similarCard = card(page, s.title);
    const rows = similarCard.getByTestId('similar-company');
    await expect(rows).toHaveCount(similar.companies.length);
    const first = similar.companies[0]!;
    await expect(rows.first().getByRole('link', { name: first.company_name })).toHaveAttribute(
      'href',
      `/dashboard/companies/${first.company_id}`,
    );
    await expect(rows.first().getByText(s.reasons.industry)).toBeVisible();
    // Anonymous visitors are told that the advanced search needs an account.
    await expect(similarCard.getByText(s.signInHint)).toBeVisible();

    await signInTestUserViaApi(page);
    await page.reload();
    const { body } = await nextSearch(page, () => similarCard.getByRole('link', { name: s.showAll }).click());
    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '[]');
    expect(filters).toContainEqual({
      indicator: 'industry',
      operator: 'must',
      values: [similar.search.industry],
    });
    expect(body.total).toBeGreaterThan(0);
  });
});
