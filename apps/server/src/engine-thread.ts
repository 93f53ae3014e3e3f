/**
 * An engine thread (docs/decisions/211 step 4): reads the serving process's search engine from
 * its shared state and answers the protocol's requests over `postMessage` (engine-thread-serve.ts).
 *
 * An entry point, not part of `search-engine/` (which imports no module or record store) or
 * `modules/search/` (which imports no record store): it joins the three as main.ts does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { serveEngineThread } from './engine-thread-serve';
import type { EngineThreadInput } from './search-engine';

void serveEngineThread(parentPort!, workerData as EngineThreadInput);
