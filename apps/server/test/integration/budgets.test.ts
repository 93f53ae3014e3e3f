import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentBudget, WorkBudget } from '../../src/runtime/budget';
import { createMetrics } from '../../src/runtime/metrics';
import { registerRequestBudget } from '../../src/runtime/request-budget';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const keywordSearch = (keyword: string) => ({
  entity: 'companies',
  offset: 0,
  performanceIndicators: [{ indicator: 'keyword', operator: 'must', values: [keyword] }],
});

describe('a search past its time budget', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    // A budget of 0 ms: every budgeted search is stopped at its first check.
    t = await createTestApp({ env: { SEARCH_BUDGET_MS: '0', METRICS_TOKEN: 'a-long-enough-metrics-token' } });
    user = await signIn(t, 'budget');
  });
  afterAll(() => t.close());

  it('is stopped with a translated answer that says what to do, never a 500', async () => {
    const response = await user.request({
      method: 'POST',
      url: '/api/search',
      payload: keywordSearch('gmbh'),
      headers: { 'x-lang': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'search_too_broad',
      message: 'Search too broad to finish in time: please add another filter.',
    });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it("does not stop an upload's parse: an upload has a budget of its own", async () => {
    // Every step of the parse ends its slice, so each one checks the budget.
    const due = vi.spyOn(WorkBudget.prototype, 'due').mockReturnValue(true);
    try {
      const rows = Array.from({ length: 2000 }, (_, i) => `Firma ${i} GmbH;10115;Berlin`);
      const response = await user.request({
        method: 'POST',
        url: '/api/match/jobs?file_name=kunden.csv',
        payload: ['Firmenname;PLZ;Ort', ...rows].join('\r\n'),
        headers: { 'content-type': 'text/csv', 'x-lang': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(due).toHaveBeenCalled();
    } finally {
      due.mockRestore();
    }
  });

  it('is counted in /metrics, which this machine may read', async () => {
    const metrics = await t.app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^firmenradar_search_budget_exceeded_total [1-9]/m);
    expect(metrics.body).toMatch(
      /firmenradar_http_request_duration_seconds_count\{method="POST",route="\/api\/search",status="422"\} [1-9]/,
    );
    expect(metrics.body).toContain('firmenradar_event_loop_delay_seconds{quantile="0.99"}');
    expect(metrics.body).toMatch(/^firmenradar_event_loop_block_seconds\{part="work"\} [\d.e-]+$/m);
    expect(metrics.body).toMatch(/^firmenradar_event_loop_block_seconds\{part="cpu_wait"\} [\d.e-]+$/m);
    expect(metrics.body).toContain('firmenradar_worker_pool_queue_length');
  });

  it('keeps /metrics from other hosts unless they bring the token', async () => {
    const away = await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(away.statusCode).toBe(403);
    const wrong = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: 'Bearer a-long-enough-metrics-tokeX' },
    });
    expect(wrong.statusCode).toBe(403);
    const allowed = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: 'Bearer a-long-enough-metrics-token' },
    });
    expect(allowed.statusCode).toBe(200);
    // A forwarded address does not make a remote client local.
    const forwarded = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('an abandoned request', () => {
  it('stops its work when the client goes away', async () => {
    const app = Fastify();
    const metrics = createMetrics();
    registerRequestBudget(app, 60_000, metrics);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let stopped!: (reason: unknown) => void;
    const outcome = new Promise((resolve) => (stopped = resolve));
    app.get('/work', async () => {
      const budget = currentBudget();
      started();
      try {
        // Work that would run for a minute, checking its budget at every slice.
        for (;;) await budget.pause();
      } catch (error) {
        stopped(error);
        throw error;
      }
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const request = fetch(`${address}/work`, { signal: controller.signal }).catch(() => null);
    await running;
    controller.abort();
    await request;
    expect(await outcome).toMatchObject({ name: 'BudgetExceeded', reason: 'client' });
    expect(await metrics.registry.getSingleMetricAsString('firmenradar_client_aborts_total')).toMatch(/ 1$/);
    await app.close();
    metrics.close();
  });
});
