import type { Readable } from 'node:stream';
import {
  API_ROUTES,
  type ApiOperation,
  type FileResponse,
  locate,
  type ResponseSpec,
  type RouteSpec,
  responseKind,
} from '@fd/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireOperator, requireSessionUser, requireUser } from '../modules/auth/guard';
import { routeSchema } from './route-schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation of the route table this route serves: set by `serve`, checked at registration. */
    operation?: ApiOperation;
  }
}

type Route<Op extends ApiOperation> = (typeof API_ROUTES)[Op];
type Parsed<R, Field extends 'params' | 'query' | 'body'> = R extends {
  readonly [K in Field]: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : undefined;

/** A signed-in caller: the user and the session (an API key's stands in for one). */
export type Caller = NonNullable<FastifyRequest['auth']>;
type CallerOf<R> = R extends { readonly auth: 'session' | 'sessionOrKey' | 'sessionOrKeyQuery' | 'operator' }
  ? Caller
  : R extends { readonly auth: 'optional' }
    ? Caller | null
    : null;

/** What a handler gets: the validated input typed by the route's schemas, and its caller by its auth. */
export interface RouteContext<Op extends ApiOperation> {
  params: Parsed<Route<Op>, 'params'>;
  query: Parsed<Route<Op>, 'query'>;
  body: Parsed<Route<Op>, 'body'>;
  caller: CallerOf<Route<Op>>;
  request: FastifyRequest;
  /** For cookies and headers; the answer itself is what the handler returns. */
  reply: FastifyReply;
}

/** A file route's answer: `serve` sets its headers and sends the body. */
export interface FileReply<ContentType extends string = string> {
  contentType: ContentType;
  body: Buffer | string | Readable;
  /** Sent as Content-Disposition, an attachment unless `inline`. */
  filename?: string;
  inline?: boolean;
  cacheControl?: string;
}

export interface RedirectReply {
  redirect: string;
}

type Answer<Response> = Response extends z.ZodType
  ? z.output<Response>
  : Response extends FileResponse<infer ContentType>
    ? FileReply<ContentType>
    : RedirectReply;

/** A route's handler, whose answer TypeScript checks against the route's response. */
export type Handler<Op extends ApiOperation> = (
  context: RouteContext<Op>,
) => Answer<Route<Op>['response']> | Promise<Answer<Route<Op>['response']>>;

/** Route options that stay on the server: rate limits, a larger body. */
export interface ServeOptions {
  config?: Omit<FastifyContextConfig, 'operation'>;
  bodyLimit?: number;
}

/** The 429 codes a rate-limited route answers with; its table entry must name one. */
const RATE_LIMIT_CODES: ReadonlySet<string> = new Set([
  'rate_limited',
  'too_many_pages',
  'too_many_documents',
]);

/**
 * Checked before the input is read, so an anonymous caller gets 401 (or 503 while the account
 * store is away) whatever they sent; the account area refuses API keys with 403.
 */
const GUARDS: Record<RouteSpec['auth'], ((request: FastifyRequest) => Promise<void>) | null> = {
  none: null,
  optional: null,
  session: async (request) => {
    requireSessionUser(request);
  },
  sessionOrKey: async (request) => {
    requireUser(request);
  },
  sessionOrKeyQuery: async (request) => {
    requireUser(request);
  },
  operator: requireOperator,
};

function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  reply.type(file.contentType);
  if (file.filename !== undefined)
    reply.header(
      'content-disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`,
    );
  if (file.cacheControl !== undefined) reply.header('cache-control', file.cacheControl);
  return reply.send(file.body);
}

function answer(reply: FastifyReply, response: ResponseSpec, result: unknown) {
  const kind = responseKind(response);
  // The handler's type says which of these it returned: `Answer` of the same response.
  if (kind === 'file') return sendFile(reply, result as FileReply);
  if (kind === 'redirect') return reply.redirect((result as RedirectReply).redirect);
  return result;
}

/**
 * Serves an operation of the route table (docs/decisions/100): its method and path, its schemas
 * (validated by Fastify, documented in OpenAPI), its auth, and the handler's answer.
 */
export function serve<Op extends ApiOperation>(
  app: FastifyInstance,
  operation: Op,
  handler: Handler<Op>,
): void;
export function serve<Op extends ApiOperation>(
  app: FastifyInstance,
  operation: Op,
  options: ServeOptions,
  handler: Handler<Op>,
): void;
export function serve<Op extends ApiOperation>(
  app: FastifyInstance,
  operation: Op,
  optionsOrHandler: ServeOptions | Handler<Op>,
  maybeHandler?: Handler<Op>,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function' ? [{}, optionsOrHandler] : [optionsOrHandler, maybeHandler];
  if (!handler) throw new Error(`serve('${operation}') needs a handler`);
  const route: RouteSpec = API_ROUTES[operation];
  if (options.config?.rateLimit && !route.errors.some((code) => RATE_LIMIT_CODES.has(code)))
    throw new Error(`${operation} has a rate limit: its entry in the route table must name its 429 code`);
  if (options.config?.inFlight && !route.errors.includes('too_many_in_flight'))
    throw new Error(
      `${operation} counts in flight: its entry in the route table must name too_many_in_flight`,
    );
  const { method, path } = locate(operation);
  const guard = GUARDS[route.auth];
  app.route({
    method,
    url: path,
    schema: routeSchema(operation),
    config: { ...options.config, operation },
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(guard ? { preValidation: guard } : {}),
    handler: async (request, reply) => {
      const context: Record<'params' | 'query' | 'body' | 'caller', unknown> &
        Pick<RouteContext<Op>, 'request' | 'reply'> = {
        params: request.params,
        query: request.query,
        body: request.body,
        caller: route.auth === 'none' ? null : request.auth,
        request,
        reply,
      };
      // Fastify has validated params, query and body with the route's schemas (and replaced them
      // with the parsed values), and the guard has checked the caller by the route's auth.
      return answer(reply, route.response, await handler(context as RouteContext<Op>));
    },
  });
}

/** Refuses, when it is registered, a route under /api that does not come from the route table. */
export function refuseUntabledRoutes(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const operation = route.config?.operation;
    const expected = operation ? locate(operation) : null;
    const methods = [route.method].flat();
    const matches =
      expected !== null &&
      route.url === `${route.prefix}${expected.path}` &&
      methods.every(
        (method) => method === expected.method || (method === 'HEAD' && expected.method === 'GET'),
      );
    if (!matches)
      throw new Error(
        `${methods.join(',')} ${route.url} is not served from the route table (packages/contract/src/endpoints)`,
      );
  });
}
