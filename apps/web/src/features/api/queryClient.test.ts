import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';
import { invalidate, queryKeys } from './queryKeys';

describe('shouldRetry', () => {
  it('tries a read again when the server could not be reached or failed', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, new ApiError(500, 'Internal Server Error'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Service Unavailable'))).toBe(true);
  });

  it('never tries a 4xx again: 401 leads to the login, 404 to the not-found state', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'refused'))).toBe(false);
    }
  });

  it('gives up after two more attempts and on anything that is not a request failure', () => {
    expect(shouldRetry(2, new ApiError(503, 'Service Unavailable'))).toBe(false);
    expect(shouldRetry(0, new Error('a bug'))).toBe(false);
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('waits 0.5 s, then 1 s, and never more than 2 s', () => {
    expect([0, 1, 2, 5].map(retryDelay)).toEqual([500, 1000, 2000, 2000]);
  });
});

describe('invalidate', () => {
  it('marks the watch list, its unseen count and the watched company stale, and nothing else', () => {
    const client = createQueryClient();
    const keys = [
      queryKeys.watchlist(),
      queryKeys.unseenWatchCount(),
      queryKeys.company(7),
      queryKeys.company(8),
      queryKeys.lists(),
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    invalidate.watch(client, [7]);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, false]);
  });

  it('refreshes a company together with its network', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.company(3), 'detail');
    client.setQueryData(queryKeys.network(3, 2), 'network');
    client.setQueryData(queryKeys.network(4, 1), 'other network');
    invalidate.companyRefreshed(client, 3);
    expect(client.getQueryState(queryKeys.network(3, 2))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.network(4, 1))?.isInvalidated).toBe(false);
  });
});
