import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoopBlock, type LoopBlockMonitor, monitorLoopBlocks } from './loop-blocks';

/** This thread's time on a core so far, in milliseconds. */
const cpuMs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;

/** Holds the loop with work until this thread has run for `ms` more on a core (however long that takes). */
function work(ms: number): void {
  const until = cpuMs() + ms;
  while (cpuMs() < until) for (let i = 0; i < 10_000; i++) Math.sqrt(i);
}

/** Holds the loop without working: the thread sleeps. */
function sleepBlocking(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

let monitor: LoopBlockMonitor | null = null;
afterEach(() => monitor?.stop());

function start(): { monitor: LoopBlockMonitor; blocks: LoopBlock[] } {
  const blocks: LoopBlock[] = [];
  monitor = monitorLoopBlocks((block) => blocks.push(block));
  // Linux is where the server runs and where these tests run: a missing /proc is a failure here.
  expect(monitor).not.toBeNull();
  return { monitor: monitor!, blocks };
}

describe('the event loop split into its own work and waiting', () => {
  it('counts a block of work as work', async () => {
    const { monitor, blocks } = start();
    await sleep(5);
    work(40);
    await sleep(5);
    expect(monitor.longest().workMs).toBeGreaterThanOrEqual(40);
    expect(blocks.find((b) => b.workMs >= 40)).toBeDefined();
  });

  it('does not count a block in which the thread slept as work', async () => {
    const { monitor, blocks } = start();
    await sleep(5);
    sleepBlocking(60);
    await sleep(5);
    const block = blocks.find((b) => b.gapMs >= 60)!;
    expect(block).toBeDefined();
    expect(block.workMs).toBeLessThan(30);
    expect(monitor.longest().workMs).toBeLessThan(30);
  });

  it('forgets the longest blocks when reset', async () => {
    const { monitor } = start();
    await sleep(5);
    work(30);
    await sleep(5);
    expect(monitor.longest().workMs).toBeGreaterThanOrEqual(30);
    monitor.reset();
    expect(monitor.longest()).toEqual({ workMs: 0, waitMs: 0 });
  });
});
