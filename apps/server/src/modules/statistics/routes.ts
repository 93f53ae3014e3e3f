import { ZCountryStatsResponse, ZStatisticsResponse } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const statisticsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/statistics',
      {
        schema: {
          tags: ['statistics'],
          summary: 'Dataset statistics for the public statistics page',
          response: { 200: ZStatisticsResponse },
        },
      },
      () => services.statistics.statistics(),
    );
    app.get(
      '/companiesCountryStats',
      {
        schema: {
          tags: ['statistics'],
          summary: 'Number of companies per country',
          response: { 200: ZCountryStatsResponse },
        },
      },
      () => services.statistics.countryStats(),
    );
  };
