import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { collectFromWorkers, type MetricsWorker, serveClusterMetrics } from './cluster-metrics';
import { createMetrics } from './metrics';
import { registerMetricsRoute } from './metrics-route';

interface Message {
  type: string;
  id?: number;
  text?: string;
  error?: string;
}

/** A worker as the primary sees it, with its own registry; `answers: false` plays one stuck at start. */
function fakeWorker(requests: number, answers = true) {
  const registry = new Registry();
  new Counter({ name: 'fd_test_requests_total', help: 'requests', registers: [registry] }).inc(requests);
  const emitter = new EventEmitter();
  const received: Message[] = [];
  const worker: MetricsWorker & { received: Message[]; says: (message: Message) => void } = {
    received,
    isConnected: () => true,
    send(message) {
      received.push(message as Message);
      const asked = message as Message;
      if (!answers || asked.type !== 'fd:metrics-collect') return;
      void registry
        .getMetricsAsJSON()
        .then((metrics) => emitter.emit('message', { type: 'fd:metrics-part', id: asked.id, metrics }));
    },
    on: (event, listener) => emitter.on(event, listener),
    off: (event, listener) => emitter.off(event, listener),
    says: (message) => emitter.emit('message', message),
  };
  return worker;
}

const answerTo = (worker: ReturnType<typeof fakeWorker>) =>
  new Promise<Message>((resolve) => {
    const check = setInterval(() => {
      const answer = worker.received.find((message) => message.type === 'fd:metrics');
      if (answer) {
        clearInterval(check);
        resolve(answer);
      }
    }, 2);
  });

describe('metrics of several worker processes', () => {
  it('merges the figures of every serving worker', async () => {
    const text = await collectFromWorkers([fakeWorker(2), fakeWorker(3)]);
    expect(text).toContain('fd_test_requests_total 5');
    expect(text).toContain('firmenradar_serving_workers 2');
  });

  it('asks only the workers that serve: one still starting neither delays nor fails the read', async () => {
    const serving = new Set<MetricsWorker>();
    const ready = fakeWorker(4);
    const starting = fakeWorker(1, false);
    serveClusterMetrics(ready, serving);
    serveClusterMetrics(starting, serving);
    ready.says({ type: 'fd:serving' });
    ready.says({ type: 'fd:metrics', id: 7 });
    const answer = await answerTo(ready);
    expect(answer).toMatchObject({ type: 'fd:metrics', id: 7 });
    expect(answer.text).toContain('fd_test_requests_total 4');
    expect(answer.text).toContain('firmenradar_serving_workers 1');
    expect(starting.received).toEqual([]);
  });

  it('fails the read when a serving worker does not answer, rather than send a smaller sum', async () => {
    await expect(collectFromWorkers([fakeWorker(2), fakeWorker(3, false)], 50)).rejects.toThrow(
      /did not send its metrics/,
    );
  });

  it('answers a read that could not be collected 503 with Retry-After, translated, never 500', async () => {
    const app = Fastify();
    registerMetricsRoute(app, createMetrics(), null, false, () => Promise.reject(new Error('timed out')));
    const answer = await app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'accept-language': 'de' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('nicht verfügbar'),
    });
    await app.close();
  });
});
