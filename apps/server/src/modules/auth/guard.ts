import { createHash } from 'node:crypto';
import {
  API_KEY_REQUESTS_PER_DAY,
  API_ROUTES,
  CSRF_COOKIE,
  CSRF_HEADER,
  type RouteSpec,
  SESSION_COOKIE,
} from '@fd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError, fail } from '../../errors';
import type { ApiKeyRecord, SessionRecord, UserRecord } from '../../store/types';
import type { ApiKeyService } from '../api-keys/service';
import { SESSION_ABSOLUTE_MS, type SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, resolved from the cookie alone (docs/decisions/074). */
    auth: { user: UserRecord; session: SessionRecord } | null;
    /** The session could not be looked up because the account store is unreachable. */
    authUnavailable: boolean;
    /** The API key of a program's request (`Authorization: Bearer`), which then stands in for a session. */
    apiKey: ApiKeyRecord | null;
  }
  interface FastifyInstance {
    /** Whether the user holds the operator role (docs/decisions/170): asked on console routes only. */
    isOperator(userId: string): Promise<boolean>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function cookieOptions(config: AppConfig, httpOnly: boolean) {
  return {
    httpOnly,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };
}

/**
 * The double-submit token is derived from the session token, so it is bound to the session: a
 * cookie planted by someone else (a sibling subdomain) cannot carry a matching pair.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

export function setSessionCookies(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, true));
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(token), cookieOptions(config, false));
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, true));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(config, false));
}

/**
 * Cross-site request protection for requests that carry a session: the Origin must be ours,
 * PUBLIC_URL's when it is set (a Host header is the client's to choose), else the request's own
 * host; without an Origin header the double-submit token must match (docs/decisions/074).
 */
function checkSameSite(request: FastifyRequest, config: AppConfig, sessionToken: string): void {
  const origin = request.headers.origin;
  if (origin) {
    const ours = config.publicOrigin ?? `${request.protocol}://${request.headers.host}`;
    if (origin !== ours) throw fail('cross_site_refused');
    return;
  }
  const header = request.headers[CSRF_HEADER];
  if (header !== csrfTokenFor(sessionToken)) throw fail('csrf_invalid');
}

const READS = new Set(['GET', 'HEAD']);

function routeOf(request: FastifyRequest): RouteSpec | undefined {
  const operation = request.routeOptions.config.operation;
  return operation ? API_ROUTES[operation] : undefined;
}

/** Reads, and the POSTs the route table marks as queries that only read (matching). */
function keyMayCall(request: FastifyRequest): boolean {
  return READS.has(request.method) || routeOf(request)?.auth === 'sessionOrKeyQuery';
}

/** `?api_key=` on the routes that take it (tools that cannot send headers), else undefined. */
function queryKey(request: FastifyRequest): string | undefined {
  if (!routeOf(request)?.keyInQuery) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.api_key;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The key of an `Authorization: Bearer <key>` header. */
export function bearerKey(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/** The account of an API key, refused as invalid when unknown (or its account is locked). */
export async function resolveApiKey(apiKeys: ApiKeyService, key: string | undefined) {
  const resolved = key ? await apiKeys.resolve(key) : null;
  if (!resolved) throw fail('api_key_invalid');
  return resolved;
}

/**
 * Counts `units` of an API key's work against its account's daily quota and writes where the
 * quota stands into the answer's RateLimit-* headers; past the quota nothing is counted and the
 * work is refused with Retry-After. With 0 units (work that counts later, as it runs) it only
 * reads, and refuses when no unit is left.
 */
export async function chargeApiKey(
  apiKeys: ApiKeyService,
  userId: string,
  units: number,
  setHeader: (name: string, value: string) => void,
): Promise<void> {
  const quota = await apiKeys.count(userId, units);
  const resetSeconds = Math.max(1, Math.ceil((quota.resetAt - Date.now()) / 1000));
  setHeader('ratelimit-limit', String(API_KEY_REQUESTS_PER_DAY));
  setHeader('ratelimit-remaining', String(Math.max(0, API_KEY_REQUESTS_PER_DAY - quota.count)));
  setHeader('ratelimit-reset', String(resetSeconds));
  if (quota.count + (units === 0 ? 1 : 0) > API_KEY_REQUESTS_PER_DAY)
    throw fail('api_key_quota').retryAfter(resetSeconds);
}

/**
 * A program's request with an API key: reads only. The key's owner stands in for a session; the
 * request counts against the key's daily quota once admitted (`registerApiKeyCharge`).
 */
async function authenticateApiKey(request: FastifyRequest, apiKeys: ApiKeyService): Promise<void> {
  const key =
    request.headers.authorization === undefined
      ? queryKey(request)
      : bearerKey(request.headers.authorization);
  if (!key) throw fail('api_key_invalid');
  if (!keyMayCall(request)) throw fail('api_key_read_only');
  const { user, key: record } = await resolveApiKey(apiKeys, key);
  const now = Date.now();
  request.apiKey = record;
  request.auth = {
    user,
    session: {
      session_id: `api-key:${record.key_id}`,
      user_id: user.user_id,
      created_at: Date.parse(record.created_at),
      last_seen_at: now,
      // Stands in for this request alone; the account area, which reads sessions, refuses keys.
      expires_at: now,
      user_agent: null,
      ip: request.ip,
    },
  };
}

/**
 * Counts an API key's request against its account's daily quota after the preHandler hooks
 * registered before this one (the in-flight limit): a request those refuse, like one answered 400
 * for its input, counts nothing (docs/decisions/210).
 */
export function registerApiKeyCharge(api: FastifyInstance, apiKeys: ApiKeyService): void {
  api.addHook('preHandler', async (request, reply) => {
    if (request.apiKey)
      await chargeApiKey(apiKeys, request.apiKey.user_id, 1, (name, value) => reply.header(name, value));
  });
}

/** Resolves the session (or API key) of every API request and guards state-changing ones. */
export function registerAuthHooks(
  api: FastifyInstance,
  config: AppConfig,
  sessions: SessionService,
  apiKeys: ApiKeyService,
): void {
  api.decorateRequest('auth', null);
  api.decorateRequest('authUnavailable', false);
  api.decorateRequest('apiKey', null);
  api.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== undefined || queryKey(request) !== undefined)
      return authenticateApiKey(request, apiKeys);
    const token = request.cookies[SESSION_COOKIE];
    if (token && STATE_CHANGING.has(request.method)) checkSameSite(request, config, token);
    let lookup: Awaited<ReturnType<SessionService['resolve']>>;
    try {
      lookup = await sessions.resolve(token);
    } catch (error) {
      // Public reads go on from the local index while the account store is away; anything that
      // needs the account answers 503 (requireUser), and the cookie is kept.
      if (!(error instanceof AppError && error.status === 503)) throw error;
      request.authUnavailable = true;
      return;
    }
    if (lookup.kind === 'valid') request.auth = { user: lookup.user, session: lookup.session };
    else if (token) clearSessionCookies(reply, config);
  });
}

/** The account area (settings, sessions, API keys) needs the browser session, never an API key. */
export function requireSessionUser(request: FastifyRequest): UserRecord {
  if (request.apiKey) throw fail('api_key_not_allowed');
  return requireUser(request);
}

/** The caller's user, or a 401 with a message the UI shows before sending them to /login. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.auth && request.authUnavailable) throw fail('account_unavailable');
  if (!request.auth) throw fail('unauthenticated');
  return request.auth.user;
}

/** The operator console: a browser session of a user with the operator role (docs/decisions/170). */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const user = requireSessionUser(request);
  if (!(await request.server.isOperator(user.user_id))) throw fail('operator_only');
}
