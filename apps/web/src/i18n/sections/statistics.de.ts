/** The statistics page. */
export const statisticsDe = {
  title: 'Statistik',
  lead: 'Kennzahlen zum gesamten Datenbestand: Branchen, Städte, Umsätze und Beschäftigte.',
  noData: 'Keine Daten verfügbar',
  overview: {
    totalCompanies: 'Unternehmen gesamt',
    totalEmployees: 'Beschäftigte',
    revenueOfYear: 'Umsatz {{year}}',
    totalRevenue: 'Gesamtumsatz {{year}}',
    avgRevenue: 'Durchschnittsumsatz {{year}}',
    reference:
      'Alle {{companies}} Unternehmen mit Umsatz im Geschäftsjahr {{year}}, dem letzten vollständig veröffentlichten',
    growthOfPeriod: 'Umsatzentwicklung {{from}}–{{to}}',
    panel:
      'Unternehmen mit Jahresabschlüssen in jedem Jahr {{from}}–{{to}}, wie im Diagramm „Umsatzentwicklung“',
  },
  charts: {
    byIndustry: 'Unternehmen nach Branche',
    byCity: 'Unternehmen nach Stadt',
    revenueDistribution: 'Umsatzverteilung',
    employeeDistribution: 'Verteilung nach Beschäftigten',
    revenueGrowth: 'Umsatzentwicklung {{from}}–{{to}}',
    revenueGrowthNote: 'Summe der Umsätze der Unternehmen mit Jahresabschlüssen in jedem dieser Jahre.',
    companies: 'Unternehmen',
    totalRevenue: 'Gesamtumsatz',
  },
  metrics: {
    title: 'Finanzkennzahlen',
    basis: 'Jeweils der letzte veröffentlichte Jahresabschluss eines Unternehmens.',
    median: 'Median-Umsatz',
    percentile25: '25. Perzentil',
    percentile75: '75. Perzentil',
    percentile90: '90. Perzentil',
    companiesWithRevenue: 'Unternehmen mit Umsatzdaten',
    companiesWithoutRevenue: 'Unternehmen ohne Umsatzdaten',
    economicImpact: 'Wirtschaftsleistung gesamt {{year}}',
    economicImpactNote: 'Umsatz plus Löhne und Gehälter im Geschäftsjahr {{year}}',
  },
};
