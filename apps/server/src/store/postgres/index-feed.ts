import { Worker } from 'node:worker_threads';
import type { DatabaseTarget } from '../../config';
import { workerEntry } from '../../server-files';

export type IndexFeedInput = Pick<
  Extract<DatabaseTarget, { kind: 'postgres' }>,
  'url' | 'replicaUrls' | 'indexDir' | 'statementTimeoutMs'
>;

/** A thread that stopped with an error is started again after this pause. */
const RESTART_MS = 5000;

export interface IndexFeed {
  /** Resolves once the thread has applied what it was applying and closed its connections. */
  stop(): Promise<void>;
}

/**
 * Applies PostgreSQL's change sequence to the local index of a server with worker processes, in a
 * thread of the primary process (index-feed-worker.ts), so that no serving process pays for an
 * import's chunk transactions; the workers then only follow the file and apply their own writes
 * at once (docs/decisions/216). A thread that fails is started again. Call once the local index
 * exists (prepareStores).
 */
export function startIndexFeed(target: IndexFeedInput, log: (message: string) => void): IndexFeed {
  let worker: Worker | null = null;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  const input: IndexFeedInput = {
    url: target.url,
    replicaUrls: target.replicaUrls,
    indexDir: target.indexDir,
    statementTimeoutMs: target.statementTimeoutMs,
  };
  const start = () => {
    const entry = workerEntry('index-feed-worker');
    const thread = new Worker(entry.filename, { workerData: input, argv: entry.argv });
    worker = thread;
    thread.on('message', (message: { log?: string }) => {
      if (message.log) log(message.log);
    });
    thread.on('error', (error) => log(`index feed: ${error.message}`));
    thread.on('exit', (code) => {
      worker = null;
      if (stopping) return;
      log(`index feed: the thread stopped (exit code ${code}); starting it again`);
      restart = setTimeout(start, RESTART_MS);
      restart.unref();
    });
  };
  start();
  return {
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const thread = worker;
      if (!thread) return;
      const exited = new Promise((done) => thread.once('exit', done));
      thread.postMessage('stop');
      await exited;
    },
  };
}
