/**
 * Both ends of the engine's protocol: the engine side answers a request frame with its handlers
 * and never throws; the serving side asks through an `EngineClient`. The in-process transport
 * joins them inside one process and still sends every message as the bytes of a frame, so a
 * field that would not survive a socket (a function, a class instance, a Map, undefined in an
 * array) fails here first, and what the protocol costs is measured with it.
 */
import { BudgetExceeded } from '../../runtime/budget';
import { encodeFrame, FrameReader } from './frames';
import {
  type AnswerFrame,
  type AppliedFrame,
  type EngineAnswers,
  type EngineErrorCode,
  type EngineRequest,
  type EngineRequestKind,
  readRequestFrame,
} from './messages';

/** The engine side: one function per kind of request. */
export type EngineHandlers = {
  [K in EngineRequestKind]: (request: Extract<EngineRequest, { kind: K }>) => Promise<EngineAnswers[K]>;
};

/** The serving side's view of the engine. */
export interface EngineClient {
  /** One request, one answer; rejects with `EngineProtocolError` (or `BudgetExceeded`) on an error answer. */
  ask<K extends EngineRequestKind>(request: Extract<EngineRequest, { kind: K }>): Promise<EngineAnswers[K]>;
  /** Called with every batch of companies the engine's indexes took in (empty: derived figures only). */
  onApplied(listener: (companyIds: number[]) => void): void;
}

/** An error answer, thrown on the serving side. */
export class EngineProtocolError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    /** The message without the code, as the engine side wrote it. */
    readonly reason: string,
  ) {
    super(`engine: ${code}: ${reason}`);
    this.name = 'EngineProtocolError';
  }
}

/** The engine side: a message (already parsed from its frame) and its answer frame; never throws. */
export async function answerMessage(handlers: EngineHandlers, message: unknown): Promise<AnswerFrame> {
  const read = readRequestFrame(message);
  if ('error' in read) return read;
  const handler = handlers[read.request.kind] as (
    request: EngineRequest,
  ) => Promise<EngineAnswers[EngineRequestKind]>;
  try {
    return { id: read.id, answer: await handler(read.request) };
  } catch (error) {
    if (error instanceof BudgetExceeded)
      return { id: read.id, error: { code: `budget_${error.reason}`, message: error.message } };
    // An engine behind this one (its threads, for the engine process) keeps its error's code.
    if (error instanceof EngineProtocolError)
      return { id: read.id, error: { code: error.code, message: error.reason } };
    return {
      id: read.id,
      error: { code: 'failed', message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** The serving side's reading of an answer frame: the answer, or the error it stands for. */
export function settle(frame: AnswerFrame): unknown {
  if ('answer' in frame) return frame.answer;
  const { code, message } = frame.error;
  if (code === 'budget_time' || code === 'budget_client')
    throw new BudgetExceeded(code === 'budget_time' ? 'time' : 'client');
  throw new EngineProtocolError(code, message);
}

/**
 * Handlers that ask `client`: an engine that answers its socket through another transport (the
 * engine process through its engine threads).
 */
export function askingHandlers(client: EngineClient): EngineHandlers {
  return {
    suggest: (request) => client.ask(request),
    landingPage: (request) => client.ask(request),
    companyPage: (request) => client.ask(request),
    similar: (request) => client.ask(request),
    figures: (request) => client.ask(request),
    groupPlace: (request) => client.ask(request),
    groupRoots: (request) => client.ask(request),
    candidates: (request) => client.ask(request),
    find: (request) => client.ask(request),
    follow: (request) => client.ask(request),
  };
}

/** A message's way through a frame and back: what a socket would deliver. */
function overTheWire<T>(message: T, reader: FrameReader): T {
  return reader.push(encodeFrame(message))[0] as T;
}

/**
 * The engine answered in this process: each request and answer crosses as a frame's bytes, and
 * each `applied` batch that `applied` reports is pushed to the listeners as a frame too. The
 * request runs in the asking request's own async context (its work budget).
 */
export function inProcessEngineClient(
  handlers: EngineHandlers,
  applied: (listener: (companyIds: number[]) => void) => void,
): EngineClient {
  const toEngine = new FrameReader();
  const fromEngine = new FrameReader();
  let nextId = 0;
  return {
    async ask(request) {
      const id = nextId++;
      const answer = await answerMessage(handlers, overTheWire({ id, request }, toEngine));
      return settle(overTheWire(answer, fromEngine)) as never;
    },
    onApplied(listener) {
      applied((companyIds) => {
        listener(overTheWire<AppliedFrame>({ applied: companyIds }, fromEngine).applied);
      });
    },
  };
}
