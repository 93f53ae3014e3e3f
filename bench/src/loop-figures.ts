import { fork } from 'node:child_process';

/** The workers' event loops over a window (the longest of any worker), and the control's. */
export interface LoopFigures {
  /** Longest time between two turns (monitorEventLoopDelay). */
  delayMs: number;
  /** Longest time the loop's thread ran on a core between two turns: its own work. */
  workMs: number;
  /** Longest time the loop's thread waited for a free core between two turns. */
  cpuWaitMs: number;
  /** The longest delay of an idle Node process on the same machine meanwhile (the control). */
  controlMs: number;
}

/** Starts the control process (idle-loop.mjs); `report()` ends it with its longest delay. */
export async function idleLoop(): Promise<{ report(): Promise<number> }> {
  const child = fork(new URL('./idle-loop.mjs', import.meta.url), { stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
  });
  return {
    report: () =>
      new Promise<number>((resolve, reject) => {
        child.once('message', (message: { maxMs: number }) => resolve(message.maxMs));
        child.once('error', reject);
        child.send('report');
      }),
  };
}

/** The workers' longest delay, work and wait since the previous scrape (a scrape resets them). */
export async function readLoopFigures(baseUrl: string): Promise<Omit<LoopFigures, 'controlMs'>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const read = (pattern: RegExp) => {
    const match = pattern.exec(text);
    return match ? Number(match[1]) * 1000 : Number.NaN;
  };
  return {
    delayMs: read(/^firmenradar_event_loop_delay_seconds\{quantile="1"\} ([\d.e+-]+)/m),
    workMs: read(/^firmenradar_event_loop_block_seconds\{part="work"\} ([\d.e+-]+)/m),
    cpuWaitMs: read(/^firmenradar_event_loop_block_seconds\{part="cpu_wait"\} ([\d.e+-]+)/m),
  };
}

/**
 * Resolves once `count` workers serve (the primary's merged /metrics says so): a worker that
 * is still starting reports its start-up work (seconds of index loading and warm-up) with its
 * first figures, which a window opened before it served would count as the window's.
 */
export async function untilWorkersServe(baseUrl: string, count: number, limitMs = 5 * 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const text = await (await fetch(`${baseUrl}/metrics`)).text().catch(() => '');
    const serving = Number(/^firmenradar_serving_workers ([\d.e+-]+)/m.exec(text)?.[1] ?? 0);
    if (serving >= count) return;
    if (Date.now() - started > limitMs)
      throw new Error(`only ${serving} of ${count} workers served after ${limitMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
