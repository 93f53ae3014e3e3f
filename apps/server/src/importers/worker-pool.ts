/** A few worker threads that answer numbered messages; results are awaited in any order. */
import { Worker } from 'node:worker_threads';
import type { WorkerEntry } from '../server-files';

export class WorkerPool<Result> {
  private readonly workers: Worker[];
  private readonly waiting = new Map<
    number,
    { resolve: (result: Result) => void; reject: (error: Error) => void }
  >();
  private seq = 0;
  private failure: Error | null = null;

  constructor(entry: WorkerEntry, workerData: unknown, size: number) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(entry.filename, { workerData, argv: entry.argv });
      worker.on('message', ({ seq, result }: { seq: number; result: Result }) => {
        this.waiting.get(seq)?.resolve(result);
        this.waiting.delete(seq);
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`import worker exited with code ${code}`));
      });
      return worker;
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }

  /** Sends a message (its transferables moved, not copied) to the next worker in turn. */
  submit(message: object, transfer: ArrayBuffer[]): Promise<Result> {
    if (this.failure) return Promise.reject(this.failure);
    const seq = this.seq++;
    const promise = new Promise<Result>((resolve, reject) => this.waiting.set(seq, { resolve, reject }));
    this.workers[seq % this.workers.length].postMessage({ seq, ...message }, transfer);
    return promise;
  }

  async close(): Promise<void> {
    this.failure ??= new Error('import worker pool closed');
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
