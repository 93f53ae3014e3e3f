import type { ServerResponse } from 'node:http';
import type { SearchRequest } from '@fd/contract';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { AppConfig } from '../../config';
import { fail } from '../../errors';
import type { LimitRepository } from '../../store/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's work is expensive: one client may have only a few such requests running at
     * once (docs/decisions/203). A function decides per request, after its input is validated.
     */
    inFlight?: true | ((request: FastifyRequest) => boolean);
  }
}

/**
 * How long a taken slot holds a client's counter in the account store. Longer than any expensive
 * request runs (a search stops at its 2 s budget, a 10,000-row workbook takes seconds), so a slot
 * is given back before it ends; a process that stops while it holds slots frees them this long
 * after the client's last admitted request.
 */
export const IN_FLIGHT_LEASE_MS = 60_000;
/** A refused client may try again when one of its requests has finished: most take under a second. */
const RETRY_AFTER_SECONDS = 2;
/** More filters than this make a dashboard search expensive; 3 filters cost 3 ms, the hostile 21 cost 17 ms. */
export const BROAD_SEARCH_FILTERS = 5;

/** The network is expensive two steps deep, over the API and through MCP. */
export const isExpensiveNetwork = (depth: number) => depth === 2;

/** Route config: every request of the route is expensive (documents, exports, similar companies). */
export const expensive = { inFlight: true } as const;

/** Route config of the dashboard search: expensive with an address (a radius) or many filters. */
export const expensiveSearch = {
  inFlight: (request: FastifyRequest) => {
    const filters = (request.body as SearchRequest).performanceIndicators ?? [];
    return (
      filters.length > BROAD_SEARCH_FILTERS ||
      filters.some((filter) => filter.indicator === 'address' || filter.indicator === 'radius')
    );
  },
};

/** Route config of the network: expensive two steps deep. */
export const expensiveNetwork = {
  inFlight: (request: FastifyRequest) => isExpensiveNetwork((request.query as { depth: number }).depth),
};

/**
 * A route that counts in flight counts its per-client rate (documents, pages) after its slot is
 * taken: the rate's hook runs in preHandler, after the in-flight hook, so a request refused for
 * too many in flight counts toward no rate (docs/decisions/210). For an onRoute hook that runs
 * before the rate-limit plugin's, which reads the hook.
 */
export function rateAfterSlot(config: FastifyContextConfig | undefined): void {
  if (config?.inFlight !== undefined && config.rateLimit) config.rateLimit.hook = 'preHandler';
}

/** Whose slots a request or an MCP tool call takes: its account when signed in, else its address. */
export interface InFlightClient {
  userId: string | null;
  address: string;
}

/** The counter of a client's requests in flight: its account when signed in, else its address. */
export const inFlightKey = (userId: string | null, address: string) =>
  userId === null ? `inflight:ip:${address}` : `inflight:user:${userId}`;

/** The client of an API request: its account (session or API key), else its address. */
export const requestClient = (request: FastifyRequest): InFlightClient => ({
  userId: request.auth?.user.user_id ?? null,
  address: request.ip,
});

/**
 * Counts each client's expensive requests in flight in the account store, so that every worker
 * process and server of an installation shares one count; while the store cannot be reached, this
 * process counts alone (reads go on, never a 500). A client is its account when signed in (session
 * or API key), else its address as the other limits see it (`request.ip`, behind TRUST_PROXY the
 * forwarded one).
 */
export function createInFlightLimit(
  limits: LimitRepository,
  config: Pick<AppConfig, 'expensiveInFlight' | 'rateLimitFactor'>,
  log: FastifyBaseLogger,
) {
  const scaled = (limit: number) => Math.max(1, Math.round(limit * config.rateLimitFactor));
  const max = {
    signedIn: scaled(config.expensiveInFlight.signedIn),
    anonymous: scaled(config.expensiveInFlight.anonymous),
  };
  const local = new Map<string, number>();

  function takeLocal(key: string, limit: number): boolean {
    const count = (local.get(key) ?? 0) + 1;
    if (count > limit) return false;
    local.set(key, count);
    return true;
  }

  function giveBackLocal(key: string): void {
    const left = (local.get(key) ?? 1) - 1;
    if (left > 0) local.set(key, left);
    else local.delete(key);
  }

  return {
    max,
    /**
     * Takes a slot for the client or throws the 429; returns what gives it back, once. Giving it
     * back settles when the store has counted it (never rejects): awaited before an answer leaves,
     * a client's next request never meets the slot of the one it was just answered.
     */
    async enter(client: InFlightClient): Promise<() => Promise<void>> {
      const key = inFlightKey(client.userId, client.address);
      const limit = client.userId === null ? max.anonymous : max.signedIn;
      let shared = true;
      let taken: boolean;
      try {
        taken = (await limits.acquire(key, limit, IN_FLIGHT_LEASE_MS)) <= limit;
      } catch (error) {
        log.warn({ err: error }, 'in-flight limit store unreachable; counting in this process');
        shared = false;
        taken = takeLocal(key, limit);
      }
      if (!taken) throw fail('too_many_in_flight').retryAfter(RETRY_AFTER_SECONDS);
      let given = false;
      return async () => {
        if (given) return;
        given = true;
        if (!shared) return giveBackLocal(key);
        await limits.release(key).catch((error: unknown) => {
          log.warn({ err: error }, 'in-flight slot not given back; its lease frees it');
        });
      };
    },
  };
}

export type InFlightLimit = ReturnType<typeof createInFlightLimit>;

/**
 * Gives a slot back when the connection closes before the work ends (a client that left, while
 * its work may still run), or at once when it closed while the slot was being taken: 'close' has
 * been and will not come again. Returns what stops watching, for work that gave it back itself.
 */
export function releaseOnClose(connection: ServerResponse, release: () => Promise<void>): () => void {
  connection.once('close', release);
  if (connection.destroyed) release();
  return () => connection.off('close', release);
}

/**
 * Admits a route's expensive request only while its client has a free slot, after the input is
 * validated (bad input is answered 400 and takes none). The slot is given back before the answer
 * leaves (a streamed answer: when it has been sent), or when the connection closes first (an
 * error, a time budget, a client that left).
 */
export function registerInFlightLimit(api: FastifyInstance, inFlight: InFlightLimit): void {
  const releases = new WeakMap<FastifyReply, () => Promise<void>>();
  api.addHook('preHandler', async (request, reply) => {
    const expensiveRoute = request.routeOptions.config.inFlight;
    if (expensiveRoute === undefined || (expensiveRoute !== true && !expensiveRoute(request))) return;
    const release = await inFlight.enter(requestClient(request));
    releases.set(reply, release);
    releaseOnClose(reply.raw, release);
  });
  // Given back before the answer leaves: a client that sends its next request as soon as it has
  // the answer must not be refused for the slot of the one answered (the store counts across
  // processes, so the release is a round trip that would otherwise race that request).
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!isStream(payload)) await releases.get(reply)?.();
    return payload;
  });
  api.addHook('onResponse', async (_request, reply) => releases.get(reply)?.());
}

const isStream = (payload: unknown) =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { pipe?: unknown }).pipe === 'function';
