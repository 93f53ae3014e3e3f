import {
  API_ROUTES,
  type ApiMethod,
  type ApiOperation,
  type ErrorCode,
  locate,
  type ResponseSpec,
  type RouteSpec,
  routeErrorCodes,
  status,
  ZErrorResponse,
} from '@fd/contract';
import { z } from 'zod';

/** OpenAPI security requirements: anyone, the session cookie, an API key (reads and queries only). */
function security(auth: RouteSpec['auth'], method: ApiMethod): Record<string, string[]>[] {
  const options: Record<string, string[]>[] = [];
  if (auth === 'none' || auth === 'optional') options.push({});
  if (auth !== 'none') options.push({ session: [] });
  const keyReads = method === 'GET' && auth !== 'session' && auth !== 'operator';
  if (keyReads || auth === 'sessionOrKeyQuery') options.push({ apiKey: [] });
  return options;
}

const binary = z.string().meta({ format: 'binary' });

function success(response: ResponseSpec) {
  if ('kind' in response && response.kind === 'file') {
    const content = Object.fromEntries(response.contentTypes.map((type) => [type, { schema: binary }]));
    return { 200: { description: response.description, content } };
  }
  // A redirect has no body; the OpenAPI transform (openapi.ts) writes its 302.
  if ('kind' in response) return { 302: z.null() };
  return { 200: response };
}

/** One error answer per HTTP status, naming the codes the route may answer with it. */
function failures(operation: ApiOperation) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(operation)) {
    const httpStatus = status(code);
    byStatus.set(httpStatus, [...(byStatus.get(httpStatus) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      ZErrorResponse.extend({ code: z.enum(codes) }).describe(`code: ${codes.join(', ')}`),
    ]),
  );
}

/**
 * The Fastify schema of a route of the table: its input schemas, which Fastify validates, and
 * what @fastify/swagger writes into the OpenAPI document (docs/decisions/100).
 */
export function routeSchema(operation: ApiOperation) {
  const route: RouteSpec = API_ROUTES[operation];
  const { method } = locate(operation);
  return {
    operationId: operation,
    tags: [...route.tags],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: security(route.auth, method),
    ...(route.hidden ? { hide: true } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: { ...success(route.response), ...failures(operation) },
  };
}
