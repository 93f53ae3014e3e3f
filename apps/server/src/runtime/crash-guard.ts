import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorAnswer } from '../errors';
import { requestLang } from '../request-lang';

/**
 * When this process meets an error nothing caught, the requests it is still working on get a
 * 503 that asks to try again (another worker takes the retry), and the process exits; its
 * primary starts a new one. State that must survive lives in the stores, so nothing
 * acknowledged is lost.
 */
export function installCrashGuard(app: FastifyInstance, exit: (code: number) => void = process.exit): void {
  const inFlight = new Set<FastifyReply>();
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
    done();
  });
  let crashed = false;
  const crash = (error: unknown) => {
    if (crashed) return;
    crashed = true;
    app.log.fatal({ err: error }, 'uncaught error: answering open requests with 503 and exiting');
    for (const reply of inFlight) {
      const raw = reply.raw;
      if (raw.headersSent) raw.destroy();
      else
        raw
          .writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
          .end(JSON.stringify(errorAnswer('worker_crashed', requestLang(reply.request.headers))));
    }
    // Give the answers a moment to leave, then go.
    setTimeout(() => exit(1), 100).unref();
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
