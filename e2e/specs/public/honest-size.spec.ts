import {
  aboutCount,
  formatCount,
  type HealthResponse,
  overCount,
  type StatisticsResponse,
} from '@fd/contract';
import { expect, test } from '@playwright/test';
import { fill, LANGS, preparePublicPage } from '../../support/public';

// Issue 36 item 1: the landing and sign-up claims are filled from the dataset served and agree
// with the statistics page (docs/decisions/078).
for (const lang of LANGS) {
  test(`the size claims match the statistics page (${lang})`, async ({ page, request }) => {
    const cat = await preparePublicPage(page, lang);
    const { dataset } = (await (await request.get('/api/health')).json()) as HealthResponse;
    const { statistics } = (await (await request.get('/api/statistics')).json()) as StatisticsResponse;
    expect(statistics.overview.total_companies).toBe(dataset.companies);

    await page.goto('/');
    const claims = page.getByRole('definition').filter({ hasText: cat.landing.claimApprox });
    await expect(claims).toHaveText([
      `${cat.landing.claimApprox} ${formatCount(aboutCount(dataset.companies), lang)}`,
      `${cat.landing.claimApprox} ${formatCount(aboutCount(dataset.financial_reports), lang)}`,
      `${cat.landing.claimApprox} ${formatCount(aboutCount(dataset.employees), lang)}`,
    ]);

    await page.goto('/register');
    const total = dataset.companies + dataset.financial_reports + dataset.employees + dataset.representatives;
    const over = overCount(total);
    expect(over).not.toBeNull();
    expect(over).toBeLessThan(total);
    await expect(
      page.getByText(fill(cat.auth.register.benefits.records, { records: formatCount(over ?? 0, lang) })),
    ).toBeVisible();

    await page.goto('/statistik');
    await expect(page.getByText(formatCount(statistics.overview.total_companies, lang))).toBeVisible();
  });
}
