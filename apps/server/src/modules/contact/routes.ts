import { ZContactRequest, ZErrorResponse, ZSuccessMessage } from '@fd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

export const contactRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the operator',
          body: ZContactRequest,
          response: { 200: ZSuccessMessage, 400: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => {
        await services.contact.submit(request.body, 'contact', null);
        return { success: true as const, message: 'Thank you! We will get back to you soon.' };
      },
    );
  };
