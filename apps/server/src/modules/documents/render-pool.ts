import { Piscina } from 'piscina';
import { fail } from '../../errors';
import { workerEntry } from '../../server-files';
import type { RenderTask } from './render-tasks';

/** Export jobs a process lets wait for a thread; more get 503 'server_busy' at once. */
export const RENDER_QUEUE_LIMIT = 8;

/**
 * Builds XLSX workbooks and PDFs in worker threads (piscina), so that a 10,000-row workbook —
 * seconds of CPU (docs/benchmarks.md#serving-processes) — never holds up the event loop. A
 * bounded queue: past it the request is
 * refused, not queued without end. The threads start on first use and end after a minute idle;
 * a serving process starts them in its warm-up instead, and then they stay (docs/decisions/217).
 */
export function createRenderPool(threads: number) {
  const entry = workerEntry('render-worker');
  let pool: Piscina | null = null;
  /** The pool, made on first use; `keep` (the warm-up) starts every thread now and never ends them. */
  const open = (keep: boolean) =>
    (pool ??= new Piscina({
      filename: entry.filename.href,
      argv: entry.argv,
      minThreads: keep ? threads : 0,
      maxThreads: threads,
      maxQueue: RENDER_QUEUE_LIMIT,
      idleTimeout: 60_000,
    }));
  const busy = () => fail('server_busy');
  // piscina's own close() fails the tasks still queued for a thread; a stopping server waits for them.
  const inFlight = new Set<Promise<Buffer>>();
  function run(task: RenderTask): Promise<Buffer> {
    const rendered = render(task);
    inFlight.add(rendered);
    const forget = () => inFlight.delete(rendered);
    rendered.then(forget, forget);
    return rendered;
  }
  async function render(task: RenderTask): Promise<Buffer> {
    const threadPool = open(false);
    if (threadPool.queueSize >= RENDER_QUEUE_LIMIT) throw busy();
    let bytes: Uint8Array;
    try {
      bytes = await threadPool.run(task);
    } catch (error) {
      // piscina's own bound, should a task slip past the check above.
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw busy();
      throw error;
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return {
    run,
    /**
     * Before the first document: starts the threads to stay, and builds `task` in each, which
     * loads the thread's modules and parses its fonts (decision 203) off the loop. Resolves with
     * the threads running.
     */
    async warmUp(task: RenderTask): Promise<number> {
      const threadPool = open(true);
      await Promise.all(Array.from({ length: threads }, () => run(task)));
      return threadPool.threads.length;
    },
    queued: () => pool?.queueSize ?? 0,
    /** The threads running now (none before the first document or the warm-up). */
    threads: () => pool?.threads.length ?? 0,
    /** Lets the documents already asked for finish (a stopping server answers them), then ends the threads. */
    async close() {
      await Promise.allSettled([...inFlight]);
      await pool?.destroy();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
