import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { requestLang } from '../../request-lang';
import type { Services } from '../services';

export function contactRoutes(app: FastifyInstance, services: Services): void {
  serve(
    app,
    'contact',
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async ({ body, request }) => {
      await services.contact.submit(
        body,
        'contact',
        { userId: null, address: request.ip },
        requestLang(request.headers),
      );
      return { success: true as const, message: 'Thank you! We will get back to you soon.' };
    },
  );
  // Limited like the contact form: per client by the route, per address and for everyone by the service.
  serve(
    app,
    'privacyRequest',
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    ({ body, request }) =>
      services.privacyRequests.file(body, requestLang(request.headers), {
        userId: null,
        address: request.ip,
      }),
  );
}
