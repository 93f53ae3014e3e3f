import { DEFAULT_RADIUS_KM } from '@fd/contract';
import type { AdvancedSearchKind } from '../../../features/search/criteria';
import { COMPANY_FILTERS } from '../../../features/search/indicators';

/** The company search places by address (with a radius) and filters by company indicators. */
export const COMPANY_SEARCH: AdvancedSearchKind = { place: 'address', definitions: COMPANY_FILTERS };

/** The server's radius for an address given without one. */
export const SERVER_DEFAULT_RADIUS_KM = DEFAULT_RADIUS_KM;
