import type { statisticsDe } from './statistics.de';

export const statisticsEn: typeof statisticsDe = {
  title: 'Statistics',
  lead: 'Figures across the whole dataset: industries, cities, revenue and employees.',
  noData: 'No data available',
  overview: {
    totalCompanies: 'Total companies',
    totalEmployees: 'Employees',
    revenueOfYear: 'Revenue {{year}}',
    totalRevenue: 'Total revenue {{year}}',
    avgRevenue: 'Average revenue {{year}}',
    reference:
      'All {{companies}} companies with revenue in financial year {{year}}, the latest published in full',
    growthOfPeriod: 'Revenue growth {{from}}–{{to}}',
    panel: 'Companies with annual accounts for every year {{from}}–{{to}}, as in the “Revenue growth” chart',
  },
  charts: {
    byIndustry: 'Companies by industry',
    byCity: 'Companies by city',
    revenueDistribution: 'Revenue distribution',
    employeeDistribution: 'Employee distribution',
    revenueGrowth: 'Revenue growth {{from}}–{{to}}',
    revenueGrowthNote: 'Total revenue of the companies with annual accounts for every one of these years.',
    companies: 'Companies',
    totalRevenue: 'Total revenue',
  },
  metrics: {
    title: 'Financial metrics',
    basis: 'Each company’s latest published annual accounts.',
    median: 'Median revenue',
    percentile25: '25th percentile',
    percentile75: '75th percentile',
    percentile90: '90th percentile',
    companiesWithRevenue: 'Companies with revenue data',
    companiesWithoutRevenue: 'Companies without revenue data',
    economicImpact: 'Total economic impact {{year}}',
    economicImpactNote: 'Revenue plus wages and salaries in financial year {{year}}',
  },
};
