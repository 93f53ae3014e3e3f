import type { CompanyListItem } from '@fd/contract';

/** A landing or top-500 row with its overall rank (1-based). */
export type RankedCompany = CompanyListItem & { rank: number };
