import {
  MAX_AVATAR_DATA_URL,
  ZAccountResponse,
  ZAccountUpdate,
  ZChangePasswordRequest,
  ZContactRequest,
  ZDeleteAccountRequest,
  ZErrorResponse,
  ZMessageResponse,
  ZSessionParams,
  ZSessionsResponse,
} from '@fd/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies, requireSessionUser, requireUser } from '../auth/guard';
import type { Services } from '../services';

const tags = ['account'];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

function caller(request: FastifyRequest) {
  const user = requireUser(request);
  return { user, session: request.auth!.session };
}

export const accountRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // Every route here needs a session: anonymous callers get 401 before their input is read.
    app.addHook('preValidation', async (request) => {
      requireSessionUser(request);
    });
    const { account } = services;

    app.get(
      '/account',
      {
        schema: {
          tags,
          summary: 'The account of the caller',
          response: { 200: ZAccountResponse, ...errors },
        },
      },
      (request) => ({
        success: true as const,
        account: account.account(requireUser(request)),
      }),
    );
    // A picture of the allowed size is larger than the app's default body limit.
    app.patch(
      '/account',
      {
        bodyLimit: MAX_AVATAR_DATA_URL + 16 * 1024,
        schema: {
          tags,
          summary: 'Change full name or picture',
          body: ZAccountUpdate,
          response: { 200: ZAccountResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        account: await account.update(requireUser(request), request.body),
      }),
    );
    app.post(
      '/account/password',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: 'Change the password; ends every other session',
          body: ZChangePasswordRequest,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        const { user, session } = caller(request);
        await account.changePassword(user, session, request.body.current_password, request.body.new_password);
        return { success: true, message: 'Your password has been changed. Other sessions were signed out.' };
      },
    );
    app.get(
      '/account/sessions',
      {
        schema: {
          tags,
          summary: 'Active sessions of the account',
          response: { 200: ZSessionsResponse, ...errors },
        },
      },
      async (request) => {
        const { user, session } = caller(request);
        return { success: true as const, sessions: await account.sessions(user, session) };
      },
    );
    app.delete(
      '/account/sessions/:id',
      {
        schema: {
          tags,
          summary: 'Sign out one session',
          params: ZSessionParams,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        await account.revokeSession(requireUser(request), request.params.id);
        return { success: true, message: 'The session was signed out.' };
      },
    );
    app.get(
      '/account/export',
      { schema: { tags, summary: 'Download everything stored about the account (JSON)' } },
      async (request, reply) => {
        const { user, session } = caller(request);
        return reply
          .header('content-disposition', 'attachment; filename="firmenradar-meine-daten.json"')
          .send(await account.exportData(user, session));
      },
    );
    app.delete(
      '/account',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: 'Delete the account and its data (password confirmation)',
          body: ZDeleteAccountRequest,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request, reply) => {
        await account.deleteAccount(requireUser(request), request.body.password, request.body.confirm_email);
        clearSessionCookies(reply, services.config);
        return { success: true, message: 'Your account and its data have been deleted.' };
      },
    );

    app.post(
      '/support',
      {
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags,
          summary: 'Send a support request (stored and mailed)',
          body: ZContactRequest,
          response: { 200: ZMessageResponse, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await services.contact.submit(request.body, 'support', user.user_id);
        return { success: true, message: 'Thank you! Our support team will get back to you soon.' };
      },
    );
  };
