import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { type ErrorCode, status } from '@fd/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { AppError, errorAnswer } from './errors';
import { registerOpenApi } from './http/openapi';
import type { GoogleVerifier } from './modules/auth/google';
import { startDigestTimer } from './modules/changes/digest-timer';
import { createInFlightLimit } from './modules/limits/in-flight';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { mcpRoutes } from './modules/mcp/routes';
import { registerModules } from './modules/register';
import { createServices } from './modules/services';
import { requestLang } from './request-lang';
import { BudgetExceeded } from './runtime/budget';
import { createMetrics, type Metrics } from './runtime/metrics';
import { registerMetricsRoute } from './runtime/metrics-route';
import { registerRequestBudget } from './runtime/request-budget';
import type { RemoteEngineClient } from './search-engine';
import type { Stores } from './store/types';
import { validationAnswer } from './validation-errors';
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
  /** Dispatches new events to webhooks and sends their deliveries in this process (servers do; tests run them). */
  webhookDeliveries?: boolean;
  /** Reads what the services keep from the store and runs their first uses (a search, a match, the MCP tools) before the app serves (servers do). */
  warmUp?: boolean;
  /** The machine's engine process, which answers the searches instead of this process's engine threads. */
  engine?: RemoteEngineClient;
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
    const lang = requestLang(request.headers);
    const answer = (code: ErrorCode, httpStatus = status(code)) =>
      reply.code(httpStatus).send(errorAnswer(code, lang));
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationAnswer(error.validation, lang));
    }
    if (error instanceof AppError) {
      // Every route's 429 and 503 say when to come again, the API's and /mcp's alike.
      if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(errorAnswer(error.code, lang, error.params, error.field));
    }
    if (error instanceof BudgetExceeded) {
      // A client that left reads nothing; the answer only closes the request.
      if (metrics.countBudgetStop(error))
        request.log.warn({ url: request.url }, 'search stopped at its time budget');
      return answer(error.code);
    }
    const httpStatus = (error as { statusCode?: number }).statusCode ?? 500;
    if (httpStatus === 429) return answer('rate_limited');
    if (httpStatus === 413) return answer('request_too_large');
    // Fastify's own refusals (a body that is not JSON, an unknown content type) keep their status.
    if (httpStatus < 500) return answer('invalid_input', httpStatus);
    request.log.error({ err: error }, 'request failed');
    return answer('internal_error');
  });

  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  await registerOpenApi(app);

  const mailer = options.mailer ?? createMailer(config, app.log);
  const services = createServices({
    config,
    stores,
    mailer,
    log: app.log,
    verifyGoogle: options.verifyGoogle,
    engine: options.engine,
  });
  metrics.watchQueue(services.render.queued);
  metrics.watchSources(() => services.sources.figures());
  if (options.warmUp) await services.warmUp();
  // Account mails leave the request through a queue in the account store; this resolves when
  // the due ones are sent (tests).
  app.decorate('accountMailsSent', () => services.auth.mailsSent());
  services.auth.startMails();
  // Matching jobs of uploaded files run in the background of every process; this resolves when
  // none is waiting (tests).
  app.decorate('matchJobsIdle', () => services.matchJobRunner.idle());
  app.decorate('refreshPersonBlocks', () => services.blocks.refresh());
  services.matchJobRunner.start();
  // One per app: the API's expensive routes and the MCP tools take the same slots (decision 210).
  const inFlight = createInFlightLimit(services.limits, config, app.log);
  await app.register(async (api) => registerModules(api, services, inFlight), { prefix: '/api' });
  const warmUpMcp = mcpRoutes(app, services, { inFlight, metrics });
  if (options.warmUp) await warmUpMcp();
  registerMetricsRoute(
    app,
    metrics,
    config.metricsToken,
    config.trustProxy !== false,
    options.collectMetrics,
  );

  await registerWebApp(app, config);

  if (options.digestTimer) {
    const stopDigest = startDigestTimer(services.digest, app.log);
    app.addHook('onClose', async () => stopDigest());
  }
  if (options.webhookDeliveries) services.webhookDeliveries.start();
  app.addHook('onClose', async () => {
    await services.webhookDeliveries.close();
    await services.auth.closeMails();
    await services.matchJobRunner.close();
    await mailer.close();
    await services.render.close();
    if (!options.metrics) metrics.close();
  });
  return app;
}
