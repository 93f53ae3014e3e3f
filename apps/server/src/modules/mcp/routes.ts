/**
 * MCP for AI agents at POST /mcp: the official SDK's streamable HTTP transport, stateless (a
 * server and transport per request), authenticated by API key with the key's daily quota. A tool
 * call runs through the route's caller: an expensive one in one of its account's in-flight slots
 * (the same limit and slots as the API's expensive routes, docs/decisions/203 and 210), then its
 * units counted against the key's quota, then its work; an expected failure (and work stopped at
 * the request's budget, as the API's 422) is the tool's error, with its code and its text in the
 * request's language.
 */
import type { ServerResponse } from 'node:http';
import type { Lang } from '@fd/contract';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { FastifyInstance } from 'fastify';
import { AppError, errorAnswer, fail } from '../../errors';
import { requestLang } from '../../request-lang';
import { BudgetExceeded, yieldIfDue } from '../../runtime/budget';
import type { Metrics } from '../../runtime/metrics';
import type { ApiKeyService } from '../api-keys/service';
import { bearerKey, chargeApiKey, resolveApiKey } from '../auth/guard';
import { type InFlightLimit, releaseOnClose } from '../limits/in-flight';
import type { Services } from '../services';
import { MCP_PATH, serveMcpRequest } from './serve';
import type { ToolCaller } from './tools';
import { warmUpMcp } from './warm-up';

/**
 * The units a POST counts before its messages are handled: one for each JSON-RPC message that is
 * not a tool call (a batch holds up to 100). A tool call counts its own units as it runs, after
 * its in-flight slot, so a refused call counts nothing (docs/decisions/210).
 */
export function unitsBeforeTools(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((message) => (message as { method?: unknown } | null)?.method !== 'tools/call')
    .length;
}

/** An expected failure as the tool's error: the text for the model, the code for a program. */
export function toolError(error: AppError, lang: Lang): CallToolResult {
  const { code, message } = errorAnswer(error.code, lang, error.params, error.field);
  return {
    isError: true,
    content: [{ type: 'text', text: message }],
    structuredContent: {
      code,
      message,
      ...(error.retryAfterSeconds === null ? {} : { retry_after_seconds: error.retryAfterSeconds }),
    },
  };
}

/** The tool calls of one POST /mcp: the key's account, its address and the connection it came on. */
export function createToolCaller(
  services: { inFlight: InFlightLimit; apiKeys: ApiKeyService; metrics: Pick<Metrics, 'countBudgetStop'> },
  request: { user: ToolCaller['user']; address: string; lang: Lang; connection: ServerResponse },
): ToolCaller {
  const { user, connection, lang } = request;
  /** The quota's headers as the last call left it, while the answer has not been sent. */
  const setHeader = (name: string, value: string) => {
    if (!connection.headersSent) connection.setHeader(name, value);
  };
  return {
    user,
    lang,
    async run(cost, work) {
      let release: (() => Promise<void>) | undefined;
      let stopWatching: (() => void) | undefined;
      try {
        if (cost.expensive) {
          release = await services.inFlight.enter({ userId: user.user_id, address: request.address });
          stopWatching = releaseOnClose(connection, release);
        }
        await chargeApiKey(services.apiKeys, user.user_id, cost.units, setHeader);
        // The SDK's parsing and the server's set-up ran in this turn: the work starts in a slice
        // of its own once the request's slice is used up (docs/decisions/215).
        await yieldIfDue();
        return await work();
      } catch (error) {
        if (error instanceof AppError) return toolError(error, lang);
        // Work stopped at the request's budget is counted and answered as the API's, with its code.
        if (error instanceof BudgetExceeded) {
          services.metrics.countBudgetStop(error);
          return toolError(fail(error.code), lang);
        }
        throw error;
      } finally {
        stopWatching?.();
        // Given back before the tool's answer leaves, so that the agent's next call never meets it.
        await release?.();
      }
    },
  };
}

/**
 * Makes the per-request servers, all with one JSON-schema validator. The SDK's server otherwise
 * builds its own (an Ajv instance with every format added: about 2 ms of CPU) for each request,
 * on the loop's thread before any tool runs (docs/decisions/215).
 */
export function mcpServers(): () => McpServer {
  const jsonSchemaValidator = new AjvJsonSchemaValidator();
  return () => new McpServer({ name: 'firmenradar', version: '1.0.0' }, { jsonSchemaValidator });
}

/**
 * Registers POST /mcp; returns its warm-up, which a serving process runs before it listens.
 * `perApp`: what the API's routes share with the tools (the in-flight slots, the metrics).
 */
export function mcpRoutes(
  app: FastifyInstance,
  services: Services,
  perApp: { inFlight: InFlightLimit; metrics: Metrics },
): () => Promise<number> {
  const newServer = mcpServers();
  // Outside the route table and the OpenAPI document: MCP describes its own tools (decision 160).
  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { user } = await resolveApiKey(services.apiKeys, bearerKey(request.headers.authorization));
    await chargeApiKey(services.apiKeys, user.user_id, unitsBeforeTools(request.body), (name, value) =>
      reply.header(name, value),
    );
    const caller = createToolCaller(
      { ...perApp, apiKeys: services.apiKeys },
      { user, address: request.ip, lang: requestLang(request.headers, 'en'), connection: reply.raw },
    );
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    await serveMcpRequest(newServer(), services, caller, {
      request: request.raw,
      response: reply.raw,
      body: request.body,
    });
  });
  return () => warmUpMcp(newServer, services);
}
