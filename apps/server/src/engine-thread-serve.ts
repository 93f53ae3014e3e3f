/**
 * What an engine thread does (docs/decisions/211 step 4): reads the serving process's search
 * engine from its shared state (`readSearchEngine`, nothing loaded), opens its own read-only
 * connection to the dataset file for what stays in the file (full text, places, titles, names),
 * reads the name vocabulary before it takes requests, and answers the protocol's requests with the
 * same handlers the in-process engine has. Each applied batch brings the state after it (of the
 * changed events only the batch's): the next requests read the reader that follows the last one
 * with it, with the name search's caches forgotten and its vocabulary built again off the
 * request path (the one before answers meanwhile).
 */
import type { MessagePort } from 'node:worker_threads';
import { searchEngineHandlers } from './modules/search/engine-side';
import { NameSearch } from './modules/search/name-search';
import { runWithBudget, WorkBudget } from './runtime/budget';
import {
  answerMessage,
  type EngineHandlers,
  type EngineReader,
  type EngineState,
  type EngineThreadInput,
  type FromEngineThread,
  readSearchEngine,
  type ToEngineThread,
} from './search-engine';
import { openDatabase } from './store/sqlite/database';
import { sqliteEngineSource } from './store/sqlite/engine-source';

/** A thread reads the writer's engine; the writer (its process's main thread) follows the changes. */
const notTheWriter = async (): Promise<number> => {
  throw new Error('an engine thread follows no changes: the engine it reads does');
};

/**
 * Serves the protocol on `port` until the thread ends. `wrap`: the handlers as they run (a test's
 * thread holds a request there).
 */
export async function serveEngineThread(
  port: MessagePort,
  input: EngineThreadInput,
  wrap: (handlers: EngineHandlers) => EngineHandlers = (handlers) => handlers,
): Promise<void> {
  const db = openDatabase(input.path, { readonly: true });
  const source = sqliteEngineSource(db);
  /** The name search over a reader of `state` (after `previous`'s), with caches of its own. */
  const namesOf = (state: EngineState, previous?: { engine: EngineReader; names: NameSearch }) => {
    const engine = previous ? previous.engine.next(state) : readSearchEngine(state, source);
    // The vocabulary before the batch answers until the one after it is built off the path.
    const names = new NameSearch(
      engine.names,
      async (ids) => new Map(source.companies.namesOf(ids)),
      previous?.names,
    );
    return { engine, names };
  };
  let current = namesOf(input.state);
  // The vocabulary's first read takes seconds at scale: before the first request, not in it.
  await current.names.tiers.warmUp();
  const handlersOf = ({ names, engine }: typeof current) =>
    wrap(searchEngineHandlers(names, engine, notTheWriter));
  let handlers = handlersOf(current);
  /** The budgets of the requests being answered, by request id: a cancel aborts one. */
  const running = new Map<number, WorkBudget>();
  port.on('message', async (message: ToEngineThread) => {
    if ('applied' in message) {
      current = namesOf(message.state, current);
      handlers = handlersOf(current);
      return;
    }
    if ('cancel' in message) {
      // Stops the work at its next pause; a request already answered is no longer here.
      running.get(message.cancel)?.abort('client');
      return;
    }
    const budget = new WorkBudget(message.budgetMs);
    const { id } = message.frame;
    running.set(id, budget);
    try {
      const answer = await runWithBudget(budget, () => answerMessage(handlers, message.frame));
      port.postMessage(answer satisfies FromEngineThread);
    } finally {
      running.delete(id);
    }
  });
  port.postMessage({ ready: true } satisfies FromEngineThread);
}
