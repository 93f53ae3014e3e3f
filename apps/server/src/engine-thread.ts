/**
 * An engine thread (docs/decisions/211 step 4): reads the serving process's search engine from
 * its shared state (`readSearchEngine`, nothing loaded), opens its own read-only connection to
 * the dataset file for what stays in the file (full text, places, titles, names), and answers the
 * protocol's requests over `postMessage` with the same handlers the in-process engine has. Each
 * applied batch brings the state after it: the next requests read a reader built from that
 * state, with the name search's caches forgotten. SQLite only: on PostgreSQL the engine stays in
 * the serving thread for now.
 *
 * An entry point, not part of `search-engine/` (which imports no module or record store) or
 * `modules/search/` (which imports no record store): it joins the three as main.ts does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { searchEngineHandlers } from './modules/search/engine-side';
import { NameSearch } from './modules/search/name-search';
import { runWithBudget, WorkBudget } from './runtime/budget';
import {
  answerMessage,
  type EngineHandlers,
  type EngineState,
  type EngineThreadInput,
  type FromEngineThread,
  readSearchEngine,
  type ToEngineThread,
} from './search-engine';
import { openDatabase } from './store/sqlite/database';
import { sqliteEngineSource } from './store/sqlite/engine-source';

const input = workerData as EngineThreadInput;
const db = openDatabase(input.path, { readonly: true });
const source = sqliteEngineSource(db);
const port = parentPort!;

/** The handlers over a reader of `state`, with a name search (and its caches) of their own. */
function handlersOf(state: EngineState): EngineHandlers {
  const engine = readSearchEngine(state, source);
  const names = new NameSearch(engine.names, async (ids) => new Map(source.companies.namesOf(ids)));
  return searchEngineHandlers(names, engine);
}

let handlers = handlersOf(input.state);
port.on('message', async (message: ToEngineThread) => {
  if ('applied' in message) {
    handlers = handlersOf(message.state);
    return;
  }
  const budget = new WorkBudget(message.budgetMs);
  const answer = await runWithBudget(budget, () => answerMessage(handlers, message.frame));
  port.postMessage(answer satisfies FromEngineThread);
});
port.postMessage({ ready: true } satisfies FromEngineThread);
