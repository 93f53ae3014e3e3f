import { COPIED_LABEL_MS } from '@fd/contract';
import { expect, test } from '@playwright/test';
import { catalogues, preparePublicPage } from '../../support/public';
import { signInTestUserViaApi } from '../../support/session';
import { findFullCompany, latestReport } from './profiles';

const de = catalogues.de;

test.describe('company page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("share → copy link puts the page address on the clipboard and says 'Copied!' for 2 s", async ({
    page,
    request,
    baseURL,
  }) => {
    const { company } = await findFullCompany(request);
    await preparePublicPage(page, 'en');
    await page.goto(`/dashboard/companies/${company.company_id}`);

    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    const panel = page.locator(`[id="${await share.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      /linkedin\.com\/sharing/,
    );
    await expect(panel.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:\?subject=/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/dashboard/companies/${company.company_id}`,
    );
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible({
      timeout: COPIED_LABEL_MS + 2000,
    });
  });

  test('the report modal sends the issue and closes after its thank-you', async ({ page, request }) => {
    const { company } = await findFullCompany(request);
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${company.company_id}`);
    const r = de.profile.reportIssue;

    await page.getByRole('button', { name: r.button }).click();
    const dialog = page.getByRole('dialog', { name: r.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(r.issueType).selectOption('outdated_info');
    await dialog.getByLabel(r.description, { exact: true }).fill('Die Telefonnummer ist nicht mehr aktuell.');
    await dialog.getByLabel(r.priority).selectOption('high');
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/reports') && req.method() === 'POST');
    await dialog.getByRole('button', { name: r.submit }).click();

    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      entityType: 'company',
      entityId: String(company.company_id),
      entityName: company.company_name,
      issueType: 'outdated_info',
      priority: 'high',
      description: 'Die Telefonnummer ist nicht mehr aktuell.',
    });
    expect(body.url).toContain(`/dashboard/companies/${company.company_id}`);
    expect(body.userAgent).toBeTruthy();
    expect(Number.isNaN(Date.parse(body.timestamp ?? ''))).toBe(false);
    await expect(dialog.getByText(r.success)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
  });

  test('the report modal shows the error text when sending fails', async ({ page, request }) => {
    const { company } = await findFullCompany(request);
    await preparePublicPage(page, 'en');
    await page.route('**/api/reports', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`/dashboard/companies/${company.company_id}`);

    await page.getByRole('button', { name: 'Report Issue' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Issue type').selectOption('incorrect_data');
    await dialog.getByLabel('Description', { exact: true }).fill('Wrong address.');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await expect(
      dialog.getByText('❌ Sorry, there was an error submitting your report. Please try again.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the report viewer shows the PDF of the selected period with a Download button', async ({
    page,
    request,
  }) => {
    const detail = await findFullCompany(request);
    const report = latestReport(detail);
    await preparePublicPage(page, 'de');
    await page.goto(`/dashboard/companies/${detail.company.company_id}`);
    const f = de.companyPage.financials;

    await page.getByRole('button', { name: f.viewReport }).click();
    const dialog = page.getByRole('dialog');
    const frame = dialog.locator('iframe');
    // The link names the page's language: the PDF opens in a tab of its own (decision 190).
    await expect(frame).toHaveAttribute('src', `/api/financial_report?id=${report.report_id}&lang=de`);
    await expect(dialog.getByRole('link', { name: f.download })).toHaveAttribute(
      'href',
      `/api/financial_report?id=${report.report_id}&lang=de&download=1`,
    );
    const pdf = await request.get(`/api/financial_report?id=${report.report_id}&lang=de`);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await dialog.getByRole('button', { name: de.profile.closeDialog }).click();
    await expect(dialog).toBeHidden();
  });

  test("Refresh Data is disabled and reads 'Refreshing...' while it runs, then comes back", async ({
    page,
    request,
  }) => {
    const { company } = await findFullCompany(request);
    await preparePublicPage(page, 'en');
    await signInTestUserViaApi(page);
    await page.goto(`/dashboard/companies/${company.company_id}`);

    const refreshed = page.waitForRequest((req) => req.url().endsWith('/api/refreshData'));
    const reloaded = page.waitForResponse((res) =>
      res.url().includes(`/api/companies?cid=${company.company_id}`),
    );
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(page.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect((await refreshed).postDataJSON()).toMatchObject({ company_id: company.company_id });
    await reloaded;
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeEnabled({ timeout: 4000 });
  });

  test('Refresh Data is not offered to visitors who are not logged in', async ({ page, request }) => {
    const { company } = await findFullCompany(request);
    await preparePublicPage(page, 'en');
    await page.goto(`/dashboard/companies/${company.company_id}`);
    await expect(page.getByRole('heading', { name: company.company_name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toHaveCount(0);
  });
});
