/**
 * The engine's queries asked of an engine elsewhere (docs/decisions/211 step 5): what a worker's
 * company store answers with when the engine process holds the only index, each query one
 * request of the protocol.
 */
import type { CompanySearchRepository } from '../../store/types';
import type { EngineClient } from './transport';

/** The queries a company store reads from the search engine. */
export type EngineQueries = Pick<
  CompanySearchRepository,
  'find' | 'nearestByTier' | 'figures' | 'groupPlace' | 'groupRoots'
>;

export function askedEngineQueries(client: EngineClient): EngineQueries {
  return {
    find: (query, offset, limit, cap) => client.ask({ kind: 'find', query, offset, limit, cap }),
    nearestByTier: (query, limit) => client.ask({ kind: 'similar', query, limit }),
    figures: (ids, indicators) => client.ask({ kind: 'figures', ids: [...ids], indicators: [...indicators] }),
    groupPlace: (companyId) => client.ask({ kind: 'groupPlace', companyId }),
    groupRoots: (ids) => client.ask({ kind: 'groupRoots', ids: [...ids] }),
  };
}
