import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/store/engines';
import { AppError } from '../../errors';
import type { LimitRepository } from '../../store/types';
import { createInFlightLimit, registerInFlightLimit } from './in-flight';

const MAX = 4;

/** A request held open until the test lets it go, on a route that counts in flight. */
function gatedApp(limits: LimitRepository) {
  const app: FastifyInstance = Fastify();
  const waiting: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  app.decorateRequest('auth', null);
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AppError)) return reply.code(500).send({ code: 'internal_error' });
    if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.status).send({ code: error.code });
  });
  const inFlight = createInFlightLimit(
    limits,
    { expensiveInFlight: { signedIn: MAX, anonymous: MAX }, rateLimitFactor: 1 },
    pino({ level: 'silent' }),
  );
  registerInFlightLimit(app, inFlight);
  app.get('/held', { config: { inFlight: true } }, async (request) => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => waiting.push(resolve));
    running--;
    if ((request.query as { fail?: string }).fail) throw new Error('the work failed');
    return { ok: true };
  });
  return {
    app,
    /** Lets every held request finish. */
    releaseAll: () => {
      for (const go of waiting.splice(0)) go();
    },
    held: () => waiting.length,
    mostAtOnce: () => mostAtOnce,
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for the condition; one that never comes fails the test with its own message, not a timeout. */
const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 20_000) throw new Error(`still not so after 20 s: ${condition.toString()}`);
    await delay(5);
  }
};

describe.each(engines)('in-flight limit: $name', (engine) => {
  let limits: LimitRepository;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    limits = opened.stores.accounts.limits;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

  it('lets exactly N of many parallel requests of one client run; another client and, afterwards, the same go on', async () => {
    const gated = gatedApp(limits);
    const inject = (remoteAddress: string) => gated.app.inject({ url: '/held', remoteAddress });
    const refusedAtOnce: number[] = [];
    const mine = Array.from({ length: 12 }, () =>
      inject('192.0.2.1').then((answer) => {
        refusedAtOnce.push(answer.statusCode);
        return answer;
      }),
    );
    // The refused are answered while the admitted still run.
    await until(() => gated.held() === MAX && refusedAtOnce.length === 12 - MAX);
    expect(refusedAtOnce).toEqual(refusedAtOnce.map(() => 429));
    const theirs = inject('192.0.2.2');
    await until(() => gated.held() === MAX + 1);
    gated.releaseAll();
    const answers = await Promise.all([...mine, theirs]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX + 1);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - MAX);
    expect(answers.find((answer) => answer.statusCode === 429)!.headers['retry-after']).toBe('2');
    expect(gated.mostAtOnce()).toBe(MAX + 1);
    const again = Array.from({ length: MAX }, () => inject('192.0.2.1'));
    await until(() => gated.held() === MAX);
    gated.releaseAll();
    expect((await Promise.all(again)).map((answer) => answer.statusCode)).toEqual(again.map(() => 200));
    await gated.app.close();
  });

  it('gives the slot back before the answer leaves: requests sent right after their answers are all admitted', async () => {
    // A store that takes its time to count a slot given back, as a busy PostgreSQL may.
    const slowRelease: LimitRepository = {
      ...limits,
      release: async (key, now) => {
        await delay(50);
        return limits.release(key, now);
      },
    };
    const gated = gatedApp(slowRelease);
    const inject = () => gated.app.inject({ url: '/held', remoteAddress: '192.0.2.4' });
    const first = Array.from({ length: MAX }, inject);
    await until(() => gated.held() === MAX);
    gated.releaseAll();
    expect((await Promise.all(first)).map((answer) => answer.statusCode)).toEqual(first.map(() => 200));
    const answered: number[] = [];
    const next = Array.from({ length: MAX }, () =>
      inject().then((answer) => {
        answered.push(answer.statusCode);
        return answer;
      }),
    );
    await until(() => gated.held() + answered.length === MAX);
    expect(answered).toEqual([]);
    gated.releaseAll();
    expect((await Promise.all(next)).map((answer) => answer.statusCode)).toEqual(next.map(() => 200));
    await gated.app.close();
  });

  it('gives the slot back when the work fails', async () => {
    const gated = gatedApp(limits);
    const failing = Array.from({ length: MAX }, () =>
      gated.app.inject({ url: '/held?fail=1', remoteAddress: '192.0.2.3' }),
    );
    await until(() => gated.held() === MAX);
    gated.releaseAll();
    expect((await Promise.all(failing)).map((answer) => answer.statusCode)).toEqual(failing.map(() => 500));
    const next = gated.app.inject({ url: '/held', remoteAddress: '192.0.2.3' });
    await until(() => gated.held() === 1);
    gated.releaseAll();
    expect((await next).statusCode).toBe(200);
    await gated.app.close();
  });

  it('gives the slot of a client that left back at once, while its work still runs', async () => {
    const gated = gatedApp(limits);
    await gated.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gated.app.server.address() as AddressInfo;
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const sent = httpRequest({ port, host: '127.0.0.1', path: '/held' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.end();
      });
    const left = httpRequest({ port, host: '127.0.0.1', path: '/held' });
    left.on('error', () => {});
    left.end();
    const staying = Array.from({ length: MAX - 1 }, get);
    await until(() => gated.held() === MAX);
    expect(await get()).toBe(429);
    left.destroy();
    // The one that left is still held in its handler; its slot is free for the next request.
    let next: Promise<number> | undefined;
    while (!next) {
      const attempt = get();
      const answered = await Promise.race([attempt, delay(100).then(() => null)]);
      if (answered === null) next = attempt;
      else expect(answered).toBe(429);
    }
    await until(() => gated.held() === MAX + 1);
    gated.releaseAll();
    expect(await Promise.all(staying)).toEqual(staying.map(() => 200));
    expect(await next).toBe(200);
    await gated.app.close();
  });
});
