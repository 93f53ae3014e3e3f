import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { expensiveSearch } from '../limits/in-flight';
import { pageRate } from '../limits/page-rate';
import type { Services } from '../services';

export function searchRoutes(app: FastifyInstance, services: Services): void {
  const { search, dashboardSearch } = services;
  serve(app, 'landingSearch', { config: pageRate('landing-search') }, ({ query, caller }) =>
    search.landingSearch(query, caller !== null),
  );
  serve(app, 'suggestCompanies', ({ query }) => search.suggest(query.keyword));
  serve(app, 'dashboardSearch', { config: expensiveSearch }, ({ body, caller }) =>
    dashboardSearch.search(body, caller?.user ?? null),
  );
  serve(app, 'industries', ({ query }) => dashboardSearch.industries(query.keyword));
  serve(app, 'employeeTitles', ({ query }) => dashboardSearch.titles(query.keyword));
}
