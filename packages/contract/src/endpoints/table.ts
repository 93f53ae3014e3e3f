import type { ErrorCode } from '../errors';
import { ACCOUNT_ROUTES } from './account';
import { AUTH_ROUTES } from './auth';
import { COMPANY_ROUTES } from './companies';
import type { RouteSpec } from './define';
import { EVENT_ROUTES } from './events';
import { LIST_ROUTES } from './lists';
import { MATCHING_ROUTES } from './matching';
import { OPERATOR_ROUTES } from './operator';
import { type ApiOperation, locate } from './paths';
import { SEARCH_ROUTES } from './search';
import { SYSTEM_ROUTES } from './system';
import { WEBHOOK_ROUTES } from './webhooks';
import { WORKSPACE_ROUTES } from './workspace';

/**
 * The route table: every route of the API under /api, once (docs/decisions/100). The server
 * registers its handlers from it, the OpenAPI document is built from it, and the web app's
 * client is typed by it. An operation of `API_PATHS` without its entry here fails to compile.
 */
export const API_ROUTES = {
  ...SYSTEM_ROUTES,
  ...SEARCH_ROUTES,
  ...COMPANY_ROUTES,
  ...EVENT_ROUTES,
  ...AUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...WORKSPACE_ROUTES,
  ...LIST_ROUTES,
  ...MATCHING_ROUTES,
  ...WEBHOOK_ROUTES,
  ...OPERATOR_ROUTES,
} satisfies { readonly [Op in ApiOperation]: RouteSpec };

export type ApiRoutes = typeof API_ROUTES;
/** One route of the table; `ApiRoute<'lists'>` is the exact type of `API_ROUTES.lists`. */
export type ApiRoute<Op extends ApiOperation = ApiOperation> = ApiRoutes[Op];

/**
 * Every code a route may answer: its own, and those of its kind — bad input where it reads any,
 * a missing or refused session by its auth, API-key and cross-site refusals by its method.
 * Failures of the server itself (5xx: `internal_error`, `database_unavailable`, …) and
 * `route_not_found` are not per route.
 */
export function routeErrorCodes(operation: ApiOperation): ErrorCode[] {
  const route: RouteSpec = API_ROUTES[operation];
  const codes = new Set<ErrorCode>(route.errors);
  if ('params' in route || 'query' in route || 'body' in route) codes.add('invalid_input');
  if (route.auth !== 'none' && route.auth !== 'optional') {
    codes.add('unauthenticated');
    codes.add('account_unavailable');
  }
  if (route.auth === 'session' || route.auth === 'operator') codes.add('api_key_not_allowed');
  if (route.auth === 'operator') codes.add('operator_only');
  codes.add('api_key_invalid');
  if (locate(operation).method === 'GET' || route.auth === 'sessionOrKeyQuery') codes.add('api_key_quota');
  if (locate(operation).method !== 'GET') {
    const refusals = ['cross_site_refused', 'csrf_invalid'] as const;
    for (const code of refusals) codes.add(code);
    if (route.auth !== 'sessionOrKeyQuery') codes.add('api_key_read_only');
  }
  return [...codes];
}
