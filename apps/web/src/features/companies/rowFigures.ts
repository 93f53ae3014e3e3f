import { type CompanyListItem, formatPercent, formatRevenue, type Lang } from '@fd/contract';
import { figureText } from '../provenance/notPublished';

/** The figures of a landing or top-500 row as shown: an imported company's missing ones are 'not published'. */
export function rowFigures(company: CompanyListItem, lang: Lang, notPublished: string) {
  const shown = (value: number | null, formatted: string) =>
    figureText(value, formatted, company.synthetic, notPublished);
  return {
    revenue: shown(company.latest_revenue, formatRevenue(company.latest_revenue, lang)),
    equityRatio: shown(company.equity_ratio, formatPercent(company.equity_ratio, lang)),
    returnOnSales: shown(company.return_on_sales, formatPercent(company.return_on_sales, lang)),
  };
}
