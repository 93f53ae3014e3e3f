import { describe, expect, it } from 'vitest';
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
