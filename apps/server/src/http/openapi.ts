import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ROUTES, type ResponseSpec, SESSION_COOKIE } from '@fd/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Route schemas into OpenAPI (zod → JSON Schema); a redirect's 302 has no body, which a zod
 * schema cannot say.
 */
const transform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const operation = input.route.config?.operation;
  const response: ResponseSpec | undefined = operation ? API_ROUTES[operation].response : undefined;
  if (!response || !('kind' in response) || response.kind !== 'redirect') return result;
  const redirect = { type: 'null', description: `Redirect: ${response.description}` };
  const responses = typeof result.schema.response === 'object' ? result.schema.response : {};
  return { ...result, schema: { ...result.schema, response: { ...responses, 302: redirect } } };
};

/** The OpenAPI document at /api/openapi.json, built from the routes of the route table, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Firmenradar API',
        description:
          'Company data for Austria, Germany and Switzerland. Every failure answers `{ success: false, code, error, message }`; each operation lists the codes it may answer, and any may also answer 500 `internal_error` or 503 `unavailable`, `database_unavailable`, `database_timeout`, `worker_crashed`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The browser session, set by POST /api/login. Requests that change data send the x-csrf-token header (the fr_csrf cookie) when the browser sends no Origin header.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key from the account page, sent as `Authorization: Bearer <key>`. Read routes (GET) and POST /api/match only, never the account area; a daily quota per key, reported in RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (Retry-After on 429).',
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
