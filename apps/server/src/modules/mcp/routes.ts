/**
 * MCP for AI agents at POST /mcp: the official SDK's streamable HTTP transport, stateless (a
 * server and transport per request), authenticated by API key with the key's daily quota.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../request-lang';
import { bearerKey, chargeApiKey, resolveApiKey } from '../auth/guard';
import type { InFlightLimit } from '../limits/in-flight';
import type { Services } from '../services';
import { createToolCaller } from './tool-calls';
import { registerTools } from './tools';

export const MCP_PATH = '/mcp';

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

export function mcpRoutes(app: FastifyInstance, services: Services, inFlight: InFlightLimit): void {
  // Outside the route table and the OpenAPI document: MCP describes its own tools (decision 160).
  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { user } = await resolveApiKey(services.apiKeys, bearerKey(request.headers.authorization));
    await chargeApiKey(services.apiKeys, user.user_id, unitsBeforeTools(request.body), (name, value) =>
      reply.header(name, value),
    );

    const server = new McpServer({ name: 'firmenradar', version: '1.0.0' });
    registerTools(
      server,
      services,
      createToolCaller(
        { inFlight, apiKeys: services.apiKeys },
        {
          user,
          address: request.ip,
          lang: requestLang(request.headers, 'en'),
          connection: reply.raw,
        },
      ),
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
