import type { CompanyListItem, MatchTier } from '@fd/contract';

/** A landing or top-500 row with its overall rank (1-based) and, in a search, how its name matched. */
export type RankedCompany = CompanyListItem & { rank: number; match?: MatchTier };
