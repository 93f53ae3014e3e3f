import {
  type CompanyDetail,
  eventSentence,
  formatCount,
  formatRevenue,
  reportDateSortKey,
} from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import { findGroupCompany } from '../../support/pages';
import { LANGS, preparePublicPage } from '../../support/public';
import { companyDetail, findFullCompany } from './profiles';

const newestRevenue = (detail: CompanyDetail) =>
  detail.financials
    .filter((report) => report.revenue !== null)
    .sort((a, b) => reportDateSortKey(a.report_date) - reportDateSortKey(b.report_date))
    .at(-1);

async function expectNoSideways(page: Page): Promise<void> {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test.describe('company page: key facts first, sections one click away', () => {
  for (const lang of LANGS) {
    test(`the strip under the name and the section links (${lang})`, async ({ page, request }) => {
      const c = (await preparePublicPage(page, lang)).companyPage;
      const detail = await findFullCompany(request);
      const { company } = detail;
      await page.goto(`/dashboard/companies/${company.company_id}`);
      const facts = page.getByTestId('key-facts');
      await expect(facts).toContainText(c.keyFacts.status);
      await expect(facts).toContainText(company.legal_form ?? '');
      await expect(facts).toContainText(company.ID_Fb ?? '');
      const revenue = newestRevenue(detail);
      await expect(facts).toContainText(formatRevenue(revenue?.revenue, lang));
      await expect(facts).toContainText(eventSentence(detail.events[0]!, lang));

      const sections = page.getByRole('navigation', { name: c.sections.label });
      await expect(sections.getByRole('link', { name: c.sections.similar })).toBeVisible();
      const links = sections.getByRole('link');
      const { label: _, ...names } = c.sections;
      await expect(links).toHaveCount(Object.keys(names).length);
      // Every link lands on its card: the card with the link's anchor, its heading in view.
      for (const link of await links.all()) {
        const anchor = (await link.getAttribute('href')) ?? '';
        await link.click();
        await expect(page.locator(`${anchor} h2`).first()).toBeInViewport();
      }
      await expect(page.getByRole('heading', { level: 2, name: c.contact.title })).toBeInViewport();
    });
  }

  test("a subsidiary names its group top; employees in the reader's numbers", async ({ page, request }) => {
    const c = (await preparePublicPage(page, 'en')).companyPage;
    const { id } = await findGroupCompany(request);
    const detail = (await companyDetail(request, id)) as CompanyDetail;
    await page.goto(`/dashboard/companies/${id}`);
    const facts = page.getByTestId('key-facts');
    const top = detail.group.ultimate_parent;
    expect(top).not.toBeNull();
    await expect(facts.getByRole('link', { name: top?.company_name ?? '' })).toHaveAttribute(
      'href',
      `/dashboard/companies/${top?.company_id}`,
    );
    const employees = detail.financials.at(-1)?.employees_number;
    if (typeof employees === 'number') await expect(facts).toContainText(formatCount(employees, 'en'));
    await expect(facts).toContainText(c.keyFacts.group);
  });
});

test.describe('at 393 px the company, network, person and employee pages fit', () => {
  test.use({ viewport: { width: 393, height: 852 } });

  for (const lang of LANGS) {
    test(`no page is wider than the phone (${lang})`, async ({ page, request }) => {
      const t = await preparePublicPage(page, lang);
      const full = await findFullCompany(request);
      const { id } = await findGroupCompany(request);
      const group = (await companyDetail(request, id)) as CompanyDetail;
      const person = group.representatives.find((representative) => representative.person)?.person ?? '';
      const pages = [
        `/dashboard/companies/${full.company.company_id}`,
        `/dashboard/companies/${id}`,
        `/dashboard/people/${encodeURIComponent(person)}`,
        `/dashboard/employees/${full.employees[0]?.employee_id}`,
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(t.common.loading)).toHaveCount(0);
        await expectNoSideways(page);
      }
    });
  }
});
