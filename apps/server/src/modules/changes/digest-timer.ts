import type { FastifyBaseLogger } from 'fastify';
import type { DigestService } from './digest';

/** How often a server looks for due digests; each user still gets at most one a day. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look, a little after start so that it does not compete with warming up. */
const FIRST_CHECK_MS = 60 * 1000;

/**
 * The daily digest in the server process: every worker runs this timer, and the store lets
 * only one of them send each digest (see DigestService.sendDue). Returns the stop function.
 */
export function startDigestTimer(digest: DigestService, log: FastifyBaseLogger): () => void {
  const run = () => {
    digest.sendDue().catch((error: unknown) => log.error({ err: error }, 'digest run failed'));
  };
  const first = setTimeout(run, FIRST_CHECK_MS);
  const every = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
