import type { QueryClient } from '@tanstack/react-query';

/**
 * Every key of the query cache (docs/decisions/080). Keys are arrays that nest: invalidating
 * `company(id)` also invalidates that company's network, `watchlist()` also the unseen count.
 * User data lives under `workspace` and `account`; the cache is emptied when the user changes.
 */
export const queryKeys = {
  statistics: () => ['statistics'] as const,
  countryStats: () => ['country-stats'] as const,
  datasetCounts: () => ['dataset-counts'] as const,
  sources: () => ['sources'] as const,
  clientConfig: () => ['client-config'] as const,
  topCompanies: (offset: number) => ['top-companies', offset] as const,
  landingSearch: (keyword: string, offset: number) => ['landing-search', keyword, offset] as const,
  /** Autocomplete of one kind (company names, industries, titles, the jump box) for what was typed. */
  suggestions: (kind: string, keyword: string) => ['suggestions', kind, keyword] as const,
  company: (companyId: number) => ['company', companyId] as const,
  network: (companyId: number, depth: number) => ['company', companyId, 'network', depth] as const,
  similar: (companyId: number) => ['company', companyId, 'similar'] as const,
  employee: (employeeId: number) => ['employee', employeeId] as const,
  user: (userId: string) => ['user', userId] as const,

  recent: () => ['workspace', 'recent'] as const,
  watchlist: () => ['workspace', 'watchlist'] as const,
  unseenWatchCount: () => ['workspace', 'watchlist', 'unseen'] as const,
  lists: () => ['workspace', 'lists'] as const,
  list: (listId: number) => ['workspace', 'lists', listId] as const,
  contacts: () => ['workspace', 'contacts'] as const,
  savedSearches: () => ['workspace', 'saved-searches'] as const,
  matchJobs: () => ['workspace', 'match-jobs'] as const,
  matchRows: (jobId: string, state: string, offset: number) =>
    ['workspace', 'match-jobs', jobId, state, offset] as const,

  account: () => ['account', 'details'] as const,
  sessions: () => ['account', 'sessions'] as const,
  apiKeys: () => ['account', 'api-keys'] as const,
  webhooks: () => ['account', 'webhooks'] as const,
  quotas: () => ['account', 'quotas'] as const,
  digest: () => ['account', 'digest'] as const,
};

/**
 * What a change on the server makes out of date. Each mutation names the function for what it
 * changed, so that lists, the watch list and the navigation's badge follow without a reload.
 */
export const invalidate = {
  /** Watching or unwatching: the watch list and its unseen count; the company says whether it is watched. */
  watch: (client: QueryClient, companyIds: readonly number[] = []) => {
    void client.invalidateQueries({ queryKey: queryKeys.watchlist() });
    for (const companyId of companyIds) {
      void client.invalidateQueries({ queryKey: queryKeys.company(companyId), exact: true });
    }
  },
  /** Lists and their items: added, removed, moved, renamed, created or deleted. */
  lists: (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.lists() }),
  recent: (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.recent() }),
  contacts: (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.contacts() }),
  savedSearches: (client: QueryClient) => client.invalidateQueries({ queryKey: queryKeys.savedSearches() }),
  /**
   * Reading a company page records it as recently viewed and marks its watched changes as seen;
   * reading the watch list marks every change seen: those reads change what other pages show.
   */
  afterCompanyRead: (client: QueryClient) => {
    void client.invalidateQueries({ queryKey: queryKeys.recent() });
    void client.invalidateQueries({ queryKey: queryKeys.watchlist() });
  },
  afterWatchlistRead: (client: QueryClient) =>
    client.invalidateQueries({ queryKey: queryKeys.unseenWatchCount() }),
  /** Refresh Data read the company's source again: the company, its network, and the watch list's changes. */
  companyRefreshed: (client: QueryClient, companyId: number) => {
    void client.invalidateQueries({ queryKey: queryKeys.company(companyId) });
    void client.invalidateQueries({ queryKey: queryKeys.watchlist() });
    void client.invalidateQueries({ queryKey: queryKeys.recent() });
  },
};
