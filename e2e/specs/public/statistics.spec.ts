import { formatCount, formatPercent, formatRevenue, type StatisticsResponse } from '@fd/contract';
import { expect, type Page, test } from '@playwright/test';
import type { Catalogue } from '../../../apps/web/src/i18n/de';
import { failApi, fill, LANGS, preparePublicPage } from '../../support/public';

/** The bar charts show the ten largest categories. */
const TOP_CATEGORIES = 10;

async function openStatistics(page: Page): Promise<StatisticsResponse['statistics']> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/statistics'),
    page.goto('/statistik'),
  ]);
  expect(response.status()).toBe(200);
  return ((await response.json()) as StatisticsResponse).statistics;
}

/** The value shown beside a statistic's label (a dt/dd pair). */
function statValue(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The note under a statistic: what it covers. */
function statNote(page: Page, label: string) {
  return statValue(page, label).locator('xpath=following-sibling::dd[1]');
}

/** The growth chart's caption names its years. */
function growthCaption(cat: Catalogue, statistics: StatisticsResponse['statistics']): string {
  const rows = statistics.growth_trends.revenue_growth;
  return fill(cat.statistics.charts.revenueGrowth, { from: rows[0].year, to: rows[rows.length - 1].year });
}

for (const lang of LANGS) {
  test.describe(`statistics (${lang})`, () => {
    let cat: Catalogue;

    test.beforeEach(async ({ page }) => {
      cat = await preparePublicPage(page, lang);
    });

    test('the overview cards show the totals', async ({ page }) => {
      const statistics = await openStatistics(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.statistics.title);
      const { overview } = statistics;
      const labels = cat.statistics.overview;
      await expect(statValue(page, labels.totalCompanies)).toHaveText(
        formatCount(overview.total_companies, lang),
      );
      await expect(statValue(page, labels.totalEmployees)).toHaveText(
        formatCount(overview.total_employees, lang),
      );
    });

    test('the revenue card and the growth chart agree and say which companies and years they cover', async ({
      page,
    }) => {
      const statistics = await openStatistics(page);
      const rows = statistics.growth_trends.revenue_growth;
      const [first, last] = [rows[0], rows[rows.length - 1]];
      const labels = cat.statistics.overview;
      const revenueLabel = fill(labels.revenueOfYear, { year: last.year });
      const latest = formatRevenue(last.total_revenue, lang);
      await expect(statValue(page, revenueLabel)).toHaveText(latest);
      await expect(statNote(page, revenueLabel)).toHaveText(
        fill(labels.panel, { from: first.year, to: last.year }),
      );
      const growthTable = page.getByRole('table', { name: growthCaption(cat, statistics) });
      await expect(growthTable.getByRole('row').last()).toHaveText(`${last.year}${latest}`);
      const growth = ((last.total_revenue - first.total_revenue) / first.total_revenue) * 100;
      await expect(
        statValue(page, fill(labels.growthOfPeriod, { from: first.year, to: last.year })),
      ).toHaveText(`${growth > 0 ? '+' : ''}${formatPercent(growth, lang)}`);
    });

    test('total and average revenue and the economic impact name one reference year', async ({ page }) => {
      const { overview, financial_metrics: metrics } = await openStatistics(page);
      const year = overview.revenue_year;
      expect(year).not.toBeNull();
      const labels = cat.statistics.overview;
      const reference = fill(labels.reference, {
        year: year!,
        companies: formatCount(overview.revenue_companies, lang),
      });
      const total = fill(labels.totalRevenue, { year: year! });
      const average = fill(labels.avgRevenue, { year: year! });
      await expect(statValue(page, total)).toHaveText(formatRevenue(overview.total_revenue, lang));
      await expect(statNote(page, total)).toHaveText(reference);
      await expect(statValue(page, average)).toHaveText(formatRevenue(overview.avg_revenue, lang));
      await expect(statNote(page, average)).toHaveText(reference);
      expect(overview.avg_revenue * overview.revenue_companies).toBeCloseTo(overview.total_revenue, 0);
      const impact = fill(cat.statistics.metrics.economicImpact, { year: year! });
      await expect(statValue(page, impact)).toHaveText(formatRevenue(metrics.total_economic_impact, lang));
      await expect(statNote(page, impact)).toHaveText(
        fill(cat.statistics.metrics.economicImpactNote, { year: year! }),
      );
    });

    test('the five charts are drawn', async ({ page }) => {
      const statistics = await openStatistics(page);
      const charts = cat.statistics.charts;
      const figure = (title: string) =>
        page.locator('figure').filter({ has: page.getByText(title, { exact: true }) });
      const captions = [
        charts.byIndustry,
        charts.byCity,
        charts.revenueDistribution,
        charts.employeeDistribution,
        growthCaption(cat, statistics),
      ];
      await expect(page.locator('figure figcaption')).toHaveText(captions);
      for (const caption of captions) {
        await expect(figure(caption).locator('svg.recharts-surface').first()).toBeVisible();
      }
      const industries = Math.min(TOP_CATEGORIES, statistics.companies_by_industry.length);
      await expect(figure(charts.byIndustry).locator('.recharts-bar-rectangle')).toHaveCount(industries);
      const cities = Math.min(TOP_CATEGORIES, statistics.companies_by_city.length);
      await expect(figure(charts.byCity).locator('.recharts-bar-rectangle')).toHaveCount(cities);
      await expect(figure(charts.revenueDistribution).locator('.recharts-legend-item')).toHaveCount(
        statistics.revenue_distribution.length,
      );
      await expect(figure(charts.employeeDistribution).locator('.recharts-legend-item')).toHaveCount(
        statistics.employee_distribution.length,
      );
      await expect(figure(charts.revenueDistribution).locator('.recharts-pie-sector').first()).toBeVisible();
      const growth = statistics.growth_trends.revenue_growth;
      const growthFigure = figure(growthCaption(cat, statistics));
      await expect(growthFigure.locator('.recharts-line-curve')).toBeVisible();
      await expect(growthFigure.locator('.recharts-line-dots circle')).toHaveCount(growth.length);
    });

    test('the band legends write their numbers in the UI language', async ({ page }) => {
      await openStatistics(page);
      const charts = cat.statistics.charts;
      const figure = (title: string) =>
        page.locator('figure').filter({ has: page.getByText(title, { exact: true }) });
      const employees = figure(charts.employeeDistribution).locator('.recharts-legend-item');
      await expect(employees.last()).toHaveText(lang === 'en' ? '≥ 1,000' : '≥ 1.000');
      const revenue = figure(charts.revenueDistribution).locator('.recharts-legend-item');
      await expect(revenue.last()).toHaveText(lang === 'en' ? '≥ €1B' : /^≥ 1\sMrd\.\s€$/);
    });

    test('each chart has its figures as a table for screen readers', async ({ page }) => {
      const statistics = await openStatistics(page);
      const charts = cat.statistics.charts;
      const industryTable = page.getByRole('table', { name: charts.byIndustry });
      const topIndustry = statistics.companies_by_industry[0];
      const industryName =
        lang === 'en' ? (topIndustry.industry_en ?? topIndustry.industry) : topIndustry.industry;
      await expect(industryTable.getByRole('row').first()).toHaveText(
        `${industryName}${formatCount(topIndustry.count, lang)}`,
      );
      const growthTable = page.getByRole('table', { name: growthCaption(cat, statistics) });
      await expect(growthTable.getByRole('row')).toHaveText(
        statistics.growth_trends.revenue_growth.map(
          (row) => `${row.year}${formatRevenue(row.total_revenue, lang)}`,
        ),
      );
    });

    test('the financial metric cards show the percentiles and counts', async ({ page }) => {
      const { financial_metrics: metrics } = await openStatistics(page);
      const labels = cat.statistics.metrics;
      await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
      const expected: [string, string][] = [
        [labels.median, formatRevenue(metrics.median_revenue, lang)],
        [labels.percentile25, formatRevenue(metrics.percentile_25, lang)],
        [labels.percentile75, formatRevenue(metrics.percentile_75, lang)],
        [labels.percentile90, formatRevenue(metrics.percentile_90, lang)],
        [labels.companiesWithRevenue, formatCount(metrics.companies_with_revenue, lang)],
        [labels.companiesWithoutRevenue, formatCount(metrics.companies_without_revenue, lang)],
      ];
      for (const [label, value] of expected) {
        await expect(statValue(page, label)).toHaveText(value);
      }
    });

    test('a failing load shows that no data is available', async ({ page }) => {
      await failApi(page, 'statistics');
      await page.goto('/statistik');
      await expect(page.getByRole('status')).toHaveText(cat.statistics.noData);
      await expect(page.locator('figure')).toHaveCount(0);
      await expect(page.locator('dt')).toHaveCount(0);
    });
  });
}
