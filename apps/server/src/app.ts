import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_MESSAGES, type ErrorCode, errorCodeOfMessage } from '@fd/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { AppError, HTTP_STATUS } from './errors';
import type { GoogleVerifier } from './modules/auth/google';
import { startDigestTimer } from './modules/changes/digest-timer';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { registerModules } from './modules/register';
import { createServices } from './modules/services';
import { BudgetExceeded } from './runtime/budget';
import { createMetrics, type Metrics } from './runtime/metrics';
import { registerMetricsRoute } from './runtime/metrics-route';
import { registerRequestBudget } from './runtime/request-budget';
import type { Stores } from './store/types';
import { registerWebApp } from './web-hosting';

export interface AppOptions {
  /** Overrides the mailer (tests use a real local SMTP server or an outbox directory). */
  mailer?: Mailer;
  logger?: boolean;
  /** Overrides Google ID-token verification (tests sign tokens with their own key pair). */
  verifyGoogle?: GoogleVerifier;
  /** This process's metrics; a worker process passes the ones its primary merges. */
  metrics?: Metrics;
  /** Reads the metrics /metrics serves (a worker: every worker's, merged by the primary). */
  collectMetrics?: () => Promise<string>;
  /** Runs the daily digest timer in this process (servers do; tests and tools call the service). */
  digestTimer?: boolean;
  /** Reads what the services keep from the store before the app serves (servers do). */
  warmUp?: boolean;
}

function contentSecurityPolicy(config: AppConfig) {
  const tileOrigin = new URL(config.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', tileOrigin, tileOrigin.replace('://', '://*.')],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** Validation messages a person can act on: 'offset: offset must be a whole number'. */
function validationMessage(issues: { instancePath?: string; message?: string }[]): string {
  return issues
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      return field && !issue.message?.startsWith(field)
        ? `${field}: ${issue.message}`
        : (issue.message ?? '');
    })
    .join('; ');
}

/** The application: used by `main` and by the tests, with its stores already opened. */
export async function buildApp(
  config: AppConfig,
  stores: Stores,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Responses are plain data already shaped by the services; their schemas document them.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const metrics = options.metrics ?? createMetrics();
  registerRequestBudget(app, config.searchBudgetMs, metrics);

  app.setErrorHandler((error, request, reply) => {
    const fail = (status: number, code: ErrorCode, message: string) =>
      reply.code(status).send({ success: false, error: message, message, code });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]?.message;
      return fail(400, errorCodeOfMessage(first) ?? 'invalid_input', validationMessage(error.validation));
    }
    if (error instanceof AppError) {
      return fail(HTTP_STATUS[error.code], error.apiCode, error.message);
    }
    if (error instanceof BudgetExceeded) {
      // A client that left reads nothing; the answer only closes the request.
      if (error.reason === 'client') return fail(503, 'unavailable', ERROR_MESSAGES.unavailable);
      metrics.budgetExceeded.inc();
      request.log.warn({ url: request.url }, 'search stopped at its time budget');
      return fail(422, 'search_too_broad', ERROR_MESSAGES.search_too_broad);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return fail(429, 'rate_limited', ERROR_MESSAGES.rate_limited);
    if (status < 500) {
      return fail(status, 'invalid_input', error instanceof Error ? error.message : 'Bad request');
    }
    request.log.error({ err: error }, 'request failed');
    return fail(500, 'internal_error', ERROR_MESSAGES.internal_error);
  });

  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Firmenradar API',
        description: 'Company data for Austria, Germany and Switzerland.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key from the account page, sent as `Authorization: Bearer <key>`. Read routes (GET) only, never the account area; a daily quota per key, reported in RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (Retry-After on 429).',
          },
        },
      },
      // Every route can be called without a key (browser session or public); reads accept one.
      security: [{}, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const mailer = options.mailer ?? createMailer(config, app.log);
  const services = createServices({
    config,
    stores,
    mailer,
    log: app.log,
    verifyGoogle: options.verifyGoogle,
  });
  metrics.watchQueue(services.render.queued);
  metrics.watchSources(() => services.sources.figures());
  if (options.warmUp) await services.warmUp();
  // Account mails leave the request through a queue in the account store; this resolves when
  // the due ones are sent (tests).
  app.decorate('accountMailsSent', () => services.auth.mailsSent());
  services.auth.startMails();
  await app.register(async (api) => registerModules(api, services), { prefix: '/api' });
  registerMetricsRoute(app, metrics, config.metricsToken, options.collectMetrics);

  await registerWebApp(app, config);

  if (options.digestTimer) {
    const stopDigest = startDigestTimer(services.digest, app.log);
    app.addHook('onClose', async () => stopDigest());
  }
  app.addHook('onClose', async () => {
    await services.auth.closeMails();
    await mailer.close();
    await services.render.close();
    if (!options.metrics) metrics.close();
  });
  return app;
}
