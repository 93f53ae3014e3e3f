/**
 * MCP for AI agents at POST /mcp: the official SDK's streamable HTTP transport, stateless (a
 * server and transport per request), authenticated by API key with the key's daily quota.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { bearerKey, resolveApiKey } from '../auth/guard';
import type { Services } from '../services';
import { registerTools } from './tools';

export const MCP_PATH = '/mcp';

export function mcpRoutes(app: FastifyInstance, services: Services): void {
  // Outside the route table and the OpenAPI document: MCP describes its own tools (decision 160).
  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { user, key: record } = await resolveApiKey(
      services.apiKeys,
      bearerKey(request.headers.authorization),
      reply,
    );

    const server = new McpServer({ name: 'firmenradar', version: '1.0.0' });
    registerTools(server, services, {
      user,
      charge: async (units) => {
        await services.apiKeys.charge(record.user_id, units);
      },
    });
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
