import { SESSION_COOKIE } from '@fd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../errors';
import { serve } from '../../http/serve';
import { requestLang } from '../../request-lang';
import type { Services } from '../services';
import { avatarSvg } from './avatar';
import { clearSessionCookies, setSessionCookies } from './guard';
import { toApiUser } from './service';

const perIp = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

function client(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    lang: requestLang(request.headers),
  };
}

/** Sign-up, login, logout, verification and reset links, user details and avatars. */
export function authRoutes(app: FastifyInstance, services: Services): void {
  const { auth, config, people } = services;

  serve(app, 'register', perIp(10, '1 hour'), async ({ body, request }) => ({
    success: true,
    ...(await auth.register(body, client(request))),
  }));

  serve(app, 'login', perIp(20, '5 minutes'), async ({ body, request, reply }) => {
    const {
      token,
      user,
      message: text,
    } = await auth.login(body, client(request), request.cookies[SESSION_COOKIE]);
    setSessionCookies(reply, config, token);
    return { success: true as const, message: text, user };
  });

  serve(app, 'logout', async ({ request, reply }) => {
    const result = await auth.logout(request.cookies[SESSION_COOKIE], requestLang(request.headers));
    clearSessionCookies(reply, config);
    return { success: true, ...result };
  });

  serve(app, 'verifyEmail', async ({ query }) => ({
    redirect: `/login?verification=${(await auth.verifyEmail(query.token)) ? 'success' : 'fail'}`,
  }));

  serve(app, 'requestReset', perIp(10, '1 hour'), async ({ body, request }) => ({
    success: true,
    ...(await auth.requestReset(body.email, client(request))),
  }));

  serve(app, 'confirmReset', perIp(20, '1 hour'), async ({ body, request }) => ({
    success: true,
    ...(await auth.confirmReset(body.token, body.password, client(request))),
  }));

  serve(app, 'userDetails', ({ query, caller }) => {
    if (query.uid && query.uid !== caller.user.user_id) {
      throw fail('other_user');
    }
    return { success: true as const, user: toApiUser(caller.user) };
  });

  serve(app, 'employeeId', async ({ query }) => {
    const employeeId = await people.employeeIdByName(query.fullname);
    return { success: employeeId !== null, employee_id: employeeId };
  });

  serve(app, 'profileAvatar', async ({ query }) => {
    const { employee_id: employeeId, name } = query;
    const resolved = employeeId ? await people.employeeName(Number(employeeId)) : (name ?? null);
    if (!resolved) throw fail('profile_not_found');
    return {
      contentType: 'image/svg+xml' as const,
      body: avatarSvg(resolved),
      cacheControl: 'public, max-age=86400',
    };
  });
}
