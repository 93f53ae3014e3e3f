import { useMediaQuery } from '../ui/useMediaQuery';
import { CompanyCards } from './CompanyCards';
import { CompanyTable } from './CompanyTable';
import type { RankedCompany } from './RankedCompany';

/**
 * Below this width the table becomes a card list (the product's 'card list on small screens'): its
 * eleven columns need about 1,160 px in German, so tablets get the cards too.
 */
const SMALL_SCREEN_QUERY = '(max-width: 1199px)';

export interface CompanyListProps {
  companies: readonly RankedCompany[];
  caption: string;
  variant: 'search' | 'top';
}

export function CompanyList(props: CompanyListProps) {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  return smallScreen ? <CompanyCards {...props} /> : <CompanyTable {...props} />;
}
