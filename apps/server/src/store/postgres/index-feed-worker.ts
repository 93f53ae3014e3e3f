import { parentPort, workerData } from 'node:worker_threads';
import { ChangeFeed } from './change-feed';
import { createPools } from './database';
import type { IndexFeedInput } from './index-feed';
import { openLocalIndex } from './local-index';

/**
 * The thread that applies PostgreSQL's change sequence to the server's local index for all of its
 * worker processes (index-feed.ts): its chunk transactions — the rows, the full-text and
 * vocabulary entries, the commit — run here, not on a thread that serves requests. The workers'
 * followers take what it wrote into their in-memory indexes. Stops on the message 'stop'.
 */
const input = workerData as IndexFeedInput;
const log = (message: string) => parentPort!.postMessage({ log: message });
const pools = createPools(input.url, input.replicaUrls, { statementTimeoutMs: input.statementTimeoutMs });
const local = await openLocalIndex(pools, input.indexDir, log);
const feed = new ChangeFeed(
  () => pools.reader(),
  local.db,
  async () => {},
  log,
  local.datasetId,
);
feed.start();
parentPort!.on('message', async (message: unknown) => {
  if (message !== 'stop') return;
  await feed.stop();
  local.db.close();
  await pools.close();
  parentPort!.close();
});
