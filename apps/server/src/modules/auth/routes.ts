import {
  SESSION_COOKIE,
  ZAuthFailure,
  ZAvatarQuery,
  ZEmployeeIdQuery,
  ZEmployeeIdResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZRegisterRequest,
  ZResetConfirmRequest,
  ZResetRequest,
  ZUserDetailsQuery,
  ZUserDetailsResponse,
  ZVerifyQuery,
} from '@fd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../errors';
import { requestLang } from '../../request-lang';
import type { Services } from '../services';
import { avatarSvg } from './avatar';
import { clearSessionCookies, requireUser, setSessionCookies } from './guard';
import { toApiUser } from './service';

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
const failures = { 400: ZAuthFailure, 401: ZAuthFailure, 403: ZAuthFailure, 429: ZAuthFailure };

function client(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    lang: requestLang(request.headers),
  };
}

export const authRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, config } = services;

    app.post(
      '/register',
      {
        config: perIp(10, '1 hour'),
        schema: {
          tags: ['auth'],
          summary: 'Create an account by e-mail (a verification link is mailed) or with Google',
          body: ZRegisterRequest,
          response: { 200: ZMessageResponse, ...failures },
        },
      },
      async (request) => ({ success: true, ...(await auth.register(request.body, client(request))) }),
    );

    app.post(
      '/login',
      {
        config: perIp(20, '5 minutes'),
        schema: {
          tags: ['auth'],
          summary: 'Log in by e-mail and password or with Google; sets the session cookie',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, ...failures },
        },
      },
      async (request, reply) => {
        const {
          token,
          user,
          message: text,
        } = await auth.login(request.body, client(request), request.cookies[SESSION_COOKIE]);
        setSessionCookies(reply, config, token);
        return { success: true as const, message: text, user };
      },
    );

    app.post(
      '/logout',
      { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: ZMessageResponse } } },
      async (request, reply) => {
        const result = await auth.logout(request.cookies[SESSION_COOKIE], requestLang(request.headers));
        clearSessionCookies(reply, config);
        return { success: true, ...result };
      },
    );

    app.get(
      '/verify',
      {
        schema: {
          tags: ['auth'],
          summary: 'Verification link from the sign-up mail',
          querystring: ZVerifyQuery,
        },
      },
      async (request, reply) =>
        reply.redirect(
          `/login?verification=${(await auth.verifyEmail(request.query.token)) ? 'success' : 'fail'}`,
        ),
    );

    app.post(
      '/reset',
      {
        config: perIp(10, '1 hour'),
        schema: {
          tags: ['auth'],
          summary: 'Mail a single-use link (valid 1 hour) to set a new password',
          body: ZResetRequest,
          response: { 200: ZMessageResponse, ...failures },
        },
      },
      async (request) => ({
        success: true,
        ...(await auth.requestReset(request.body.email, client(request))),
      }),
    );

    app.post(
      '/reset/confirm',
      {
        config: perIp(20, '1 hour'),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token from the reset link',
          body: ZResetConfirmRequest,
          response: { 200: ZMessageResponse, ...failures },
        },
      },
      async (request) => ({
        success: true,
        ...(await auth.confirmReset(request.body.token, request.body.password, client(request))),
      }),
    );

    app.get(
      '/getUserDetails',
      {
        schema: {
          tags: ['auth'],
          summary: "The caller's own user details (uid is accepted for compatibility)",
          querystring: ZUserDetailsQuery,
          response: { 200: ZUserDetailsResponse, 401: ZAuthFailure, 403: ZAuthFailure },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (request.query.uid && request.query.uid !== user.user_id) {
          throw fail('other_user');
        }
        return { success: true as const, user: toApiUser(user) };
      },
    );

    app.get(
      '/getEmployeeId',
      {
        schema: {
          tags: ['auth'],
          summary: 'The employee profile id for a full name, if the dataset has one',
          querystring: ZEmployeeIdQuery,
          response: { 200: ZEmployeeIdResponse },
        },
      },
      async (request) => {
        const employeeId = await services.people.employeeIdByName(request.query.fullname);
        return { success: employeeId !== null, employee_id: employeeId };
      },
    );

    app.get(
      '/profile_avatar',
      {
        schema: {
          tags: ['auth'],
          summary: 'Avatar image (initials on a colour) of an employee or a name',
          querystring: ZAvatarQuery,
        },
      },
      async (request, reply) => {
        const { employee_id: employeeId, name } = request.query;
        const resolved = employeeId ? await services.people.employeeName(Number(employeeId)) : (name ?? null);
        if (!resolved) throw fail('profile_not_found');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400')
          .send(avatarSvg(resolved));
      },
    );
  };
