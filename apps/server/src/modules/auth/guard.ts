import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@fd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import type { SessionRecord, UserRecord } from '../../store/types';
import { randomToken } from './crypto';
import { message, requestLang } from './messages';
import { SESSION_ABSOLUTE_MS, type SessionService } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, resolved from the cookie alone (docs/decisions/074). */
    auth: { user: UserRecord; session: SessionRecord } | null;
    /** The session could not be looked up because the account store is unreachable. */
    authUnavailable: boolean;
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

export function setSessionCookies(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, true));
  reply.setCookie(CSRF_COOKIE, randomToken(), cookieOptions(config, false));
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, true));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(config, false));
}

/**
 * Cross-site request protection for requests that carry a session: the Origin must be ours;
 * without an Origin header the double-submit token must match (docs/decisions/074).
 */
function checkSameSite(request: FastifyRequest, config: AppConfig): void {
  const origin = request.headers.origin;
  if (origin) {
    const ours = new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.headers.host}`]);
    if (!ours.has(origin))
      throw new AppError('forbidden', 'Cross-site request refused.', 'cross_site_refused');
    return;
  }
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || header !== cookie) {
    throw new AppError(
      'forbidden',
      'Missing or wrong CSRF token. Reload the page and try again.',
      'csrf_invalid',
    );
  }
}

/** Resolves the session of every API request and guards state-changing ones. */
export function registerAuthHooks(api: FastifyInstance, config: AppConfig, sessions: SessionService): void {
  api.decorateRequest('auth', null);
  api.decorateRequest('authUnavailable', false);
  api.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && STATE_CHANGING.has(request.method)) checkSameSite(request, config);
    let lookup: Awaited<ReturnType<SessionService['resolve']>>;
    try {
      lookup = await sessions.resolve(token);
    } catch (error) {
      // Public reads go on from the local index while the account store is away; anything that
      // needs the account answers 503 (requireUser), and the cookie is kept.
      if (!(error instanceof AppError && error.code === 'unavailable')) throw error;
      request.authUnavailable = true;
      return;
    }
    if (lookup.kind === 'valid') request.auth = { user: lookup.user, session: lookup.session };
    else if (token) clearSessionCookies(reply, config);
  });
}

/** The caller's user, or a 401 with a message the UI shows before sending them to /login. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.auth && request.authUnavailable)
    throw new AppError(
      'unavailable',
      'Your account cannot be reached right now. Please try again in a moment.',
      'account_unavailable',
    );
  if (!request.auth)
    throw new AppError('unauthenticated', message('loginRequired', requestLang(request.headers)));
  return request.auth.user;
}
