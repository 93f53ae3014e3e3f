import { describe, expect, it } from 'vitest';
import { BudgetExceeded } from './budget';
import type { LoopBlockMonitor } from './loop-blocks';
import { createMetrics } from './metrics';

/** A monitor that saw one long stretch of own work (the start's) until it is reset. */
function monitorAfterStart(): LoopBlockMonitor {
  let workMs = 300;
  return {
    longest: () => ({ workMs, waitMs: 0 }),
    reset() {
      workMs = 0;
    },
    stop() {},
  };
}

const ownWork = async (metrics: ReturnType<typeof createMetrics>) => {
  const gauge = await metrics.registry.getSingleMetric('firmenradar_event_loop_block_seconds')?.get();
  return gauge?.values.find((value) => value.labels.part === 'work')?.value;
};

describe('the loop figures of a process that starts serving', () => {
  it('leave out the work of its start', async () => {
    const metrics = createMetrics(monitorAfterStart());
    metrics.startServing();
    expect(await ownWork(metrics)).toBe(0);
    metrics.close();
  });

  it('report the work since the previous scrape until then', async () => {
    const metrics = createMetrics(monitorAfterStart());
    expect(await ownWork(metrics)).toBe(0.3);
    metrics.close();
  });
});

describe('the budget stops', () => {
  it('count work that ran out of time, not a client that left', async () => {
    const metrics = createMetrics(null);
    const stops = async () =>
      (await metrics.registry.getSingleMetric('firmenradar_search_budget_exceeded_total')?.get())?.values[0]
        ?.value;
    expect(metrics.countBudgetStop(new BudgetExceeded('client'))).toBe(false);
    expect(await stops()).toBe(0);
    expect(metrics.countBudgetStop(new BudgetExceeded('time'))).toBe(true);
    expect(await stops()).toBe(1);
    metrics.close();
  });
});
