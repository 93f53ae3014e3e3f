import type { AdvancedSearchKind } from '../../../features/search/criteria';
import { EMPLOYEE_FILTERS } from '../../../features/search/indicators';

/** The employee search places by locality and filters by employee indicators. */
export const EMPLOYEE_SEARCH: AdvancedSearchKind = { place: 'locality', definitions: EMPLOYEE_FILTERS };
