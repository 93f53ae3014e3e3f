/**
 * The search engine (docs/decisions/208): the in-memory indexes the searches read — the name
 * index's common-term bitmaps, the filter columns with their drivers, title sets, groups, the
 * event index and the spatial pieces — and the change follower that keeps them current.
 *
 * One input: an `EngineSource` (source.ts), which a record store implements; the engine loads
 * from it once and then reads again only the companies the change sequence names. One output:
 * the `SearchEngine` below, the queries the search services ask (through the company store's
 * `names`, `companySearch` and `groups`): `find` is the dashboard search (a page of ids in the
 * query's order and the matches counted up to `cap`, one pass), `nearestByTier` similar companies.
 * The serving side reaches them through the protocol (protocol/: one request and one answer per
 * served request, framed for a stream; docs/decisions/211). Nothing outside this folder imports
 * anything but this file (`node scripts/check-dependencies.mjs`).
 */
import type { NameIndexRepository } from '../store/types';
import { ChangeFollower } from './change-follower';
import { CompanyFilterIndex } from './company-filter-index';
import type { EngineState } from './engine-state';
import { createNameIndex } from './name-index';
import type { EngineQueries } from './protocol/asked-engine';
import type { EngineSource } from './source';

export type { EngineState } from './engine-state';
export { type Box, greatCircleKm } from './geo';
export { fileNameIndex } from './name-index';
export { askedEngineQueries, type EngineQueries } from './protocol/asked-engine';
export { encodeFrame, FrameReader, MAX_FRAME_BYTES } from './protocol/frames';
export type {
  AnswerFrame,
  AppliedFrame,
  CompanyPageQuery,
  EngineAnswers,
  EngineError,
  EngineErrorCode,
  EngineRequest,
  EngineRequestKind,
  NamePage,
  RequestFrame,
} from './protocol/messages';
export {
  type EngineSocketServer,
  type RemoteEngineClient,
  type SocketEngineClient,
  type SocketEngineClientOptions,
  serveEngineSocket,
  socketEngineClient,
} from './protocol/socket';
export {
  type EngineThreadInput,
  type EngineThreadsOptions,
  type FromEngineThread,
  type ThreadEngineClient,
  type ToEngineThread,
  threadEngineClient,
} from './protocol/thread-client';
export {
  answerMessage,
  askingHandlers,
  type EngineClient,
  type EngineHandlers,
  EngineProtocolError,
  inProcessEngineClient,
} from './protocol/transport';
export type {
  ChangeSource,
  CompanyRowsSource,
  EngineSource,
  EventRowsSource,
  FacetRow,
  GroupEdgeSource,
  NameTextSource,
  PlaceSource,
  TitleHolders,
  TitleSource,
} from './source';

/** What a thread reading the engine can answer: the queries, without following changes. */
export interface ReadingEngine extends EngineQueries {
  /** Name queries in popularity order, their counts, the vocabulary (the landing search's tiers). */
  readonly names: NameIndexRepository;
}

/** The queries over one filter index, the same for the writer's engine and a reader's. */
function queriesOf(filterIndex: CompanyFilterIndex): EngineQueries {
  return {
    find: (query, offset, limit, cap) => filterIndex.search(query, offset, limit, cap),
    nearestByTier: (query, limit) => filterIndex.nearestByTier(query, limit),
    figures: async (ids, indicators) =>
      ids.map((id) => indicators.map((indicator) => filterIndex.figure(indicator, id))),
    groupPlace: async (companyId) => filterIndex.groups.place(companyId),
    groupRoots: async (ids) => ids.map((id) => filterIndex.groups.rootOf(id)),
  };
}

/** What the search services ask the engine, and the engine's one writer: its change follower. */
export interface SearchEngine extends ReadingEngine {
  /**
   * The shared state as it is now, for `readSearchEngine` in another thread; with `companyIds`
   * (the batch just applied), for `EngineReader.next` of a reader of the state before: the
   * changed events of those companies only, so that it stays the size of the batch.
   */
  state(companyIds?: readonly number[]): EngineState;
  /**
   * Takes the change sequence's entries written so far into the indexes and tells the
   * listeners; resolves with how many companies it handed on. Runs by itself every
   * FOLLOW_POLL_MS; a writer awaits it to read its own write.
   */
  followChanges(): Promise<number>;
  /** Called after the indexes took in changed companies (an empty list: derived figures only). */
  onApplied(listener: (companyIds: number[]) => void): void;
  /** Stops following; the indexes stay readable. */
  stop(): void;
}

/** Loads the indexes from `source` and follows its change sequence from the moment it was called. */
export function openSearchEngine(source: EngineSource, log: (message: string) => void): SearchEngine {
  // The follower takes its position before anything is loaded, so no change is missed.
  const follower = new ChangeFollower(source.changes);
  const filterIndex = new CompanyFilterIndex(source);
  const names = createNameIndex(source.names, source.companies);
  const listeners: ((companyIds: number[]) => void)[] = [];
  follower.onApplied((companyIds) => {
    filterIndex.refresh(companyIds);
    names.refresh(companyIds);
    for (const listener of listeners) listener(companyIds);
  });
  follower.start(log);
  return {
    names,
    ...queriesOf(filterIndex),
    state: (companyIds) => ({ filter: filterIndex.state(companyIds), commonTerms: names.state() }),
    followChanges: () => follower.poll(),
    onApplied: (listener) => void listeners.push(listener),
    stop: () => follower.stop(),
  };
}

/**
 * A read-only engine over another thread's engine (`state`: what its `state()` gave), loading
 * nothing: its columns, groups, events and common terms are that thread's buffers. `source` is
 * this thread's own connection, for what stays in the file (full text, places, titles, names).
 * It answers as the writer's engine did when the state was taken, plus the writes made in place
 * since; a newer state makes a newer reader (`next`).
 */
export function readSearchEngine(state: EngineState, source: Omit<EngineSource, 'changes'>): EngineReader {
  return readerOf(state, source);
}

/** A reader of another thread's engine, and the way to the reader of the state after a batch. */
export interface EngineReader extends ReadingEngine {
  /**
   * The reader of `state`, taken after this reader's state: a whole state, or one batch's
   * (`SearchEngine.state(companyIds)`), whose changed events it adds to this reader's.
   */
  next(state: EngineState): EngineReader;
}

function readerOf(
  state: EngineState,
  source: Omit<EngineSource, 'changes'>,
  previous?: CompanyFilterIndex,
): EngineReader {
  const filterIndex = new CompanyFilterIndex(source as EngineSource, state.filter, previous);
  return {
    next: (newer) => readerOf(newer, source, filterIndex),
    names: createNameIndex(source.names, source.companies, state.commonTerms),
    ...queriesOf(filterIndex),
  };
}
