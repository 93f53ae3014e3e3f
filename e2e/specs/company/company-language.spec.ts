import { type CompanyDetail, eventSentence, formatCount, INDUSTRY_NAMES_EN, positionEn } from '@fd/contract';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { catalogues, dayText, preparePublicPage } from '../../support/public';
import { employee, findCompany, findFullCompany, latestReport, range } from './profiles';

const en = catalogues.en;
const de = catalogues.de;

/** The value beside a label in a card's fact list (in `scope`: the key-facts strip repeats some). */
function fact(scope: Page | Locator, label: string) {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const isoOfReport = (date: string) => date.split('/').reverse().join('-');

test.describe('company page in both languages', () => {
  test('in English, the values from the data read English', async ({ page, request }) => {
    const detail = await findFullCompany(request);
    const { company } = detail;
    const industry = company.gegenstand ?? '';
    expect(INDUSTRY_NAMES_EN[industry]).toBeTruthy();
    await preparePublicPage(page, 'en');
    await page.goto(`/dashboard/companies/${company.company_id}`);

    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header).toContainText(INDUSTRY_NAMES_EN[industry] ?? '');
    await expect(header).not.toContainText(industry);
    await expect(fact(page, en.companyPage.overview.industry)).toHaveText(INDUSTRY_NAMES_EN[industry] ?? '');

    // The timeline says what happened in English, not in the register's German wording.
    const timeline = page.getByRole('region', { name: en.timeline.title, exact: true });
    const shown = detail.events.slice(0, 10);
    for (const event of shown) {
      await expect(timeline).toContainText(eventSentence(event, 'en'));
      if (eventSentence(event, 'de') !== eventSentence(event, 'en'))
        await expect(timeline).not.toContainText(eventSentence(event, 'de'));
    }

    // Register titles and employee positions in English.
    const [representative] = detail.representatives;
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${positionEn(representative.title)} \\(`) }),
    ).toBeVisible();
    const [member] = detail.employees;
    await expect(page.getByText(positionEn(member.title), { exact: true }).first()).toBeVisible();

    // Numbers and dates in the English format.
    const latest = latestReport(detail);
    // A head count of four digits shows the English thousands separator.
    expect(latest.employees_number).toBeGreaterThanOrEqual(1000);
    const row = page.getByRole('row', {
      name: new RegExp(`^${en.companyPage.financials.fields.employees_number} `),
    });
    await expect(row.getByRole('cell').first()).toHaveText(formatCount(latest.employees_number ?? 0, 'en'));
    const founded = company.date_founded ? dayText(company.date_founded, 'en') : '';
    const overview = page.getByRole('region', { name: en.companyPage.overview.title, exact: true });
    await expect(fact(overview, en.companyPage.overview.founded)).toHaveText(founded);
  });

  test("'last updated' is the day of the newest event, after every published report", async ({
    page,
    request,
  }) => {
    const detail: CompanyDetail = await findCompany(request, range(1, 300), (candidate) =>
      candidate.events.some((event) => event.type === 'accounts_published'),
    );
    const newest = detail.events[0]!.effective_date;
    for (const report of detail.financials) expect(isoOfReport(report.report_date) < newest).toBe(true);
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${detail.company.company_id}`);
    await expect(fact(page, de.timeline.latestUpdate)).toHaveText(newest.split('-').reverse().join('.'));
  });

  test("in English, a person's place and position read English", async ({ page, request }) => {
    const detail = await findFullCompany(request);
    const person = await employee(request, detail.employees[0]?.employee_id ?? 0);
    expect(person.locality).toMatch(/, (Deutschland|Österreich|Schweiz)$/);
    await preparePublicPage(page, 'en');
    await page.goto(`/dashboard/employees/${person.employee_id}`);
    const place = fact(page, en.employeePage.overview.locality);
    await expect(place).toHaveText(/, (Germany|Austria|Switzerland)$/);
    await expect(place).not.toContainText(/Deutschland|Österreich|Schweiz/);
    await expect(fact(page, en.employeePage.overview.position)).toHaveText(
      positionEn(person.position ?? person.title),
    );
  });
});
