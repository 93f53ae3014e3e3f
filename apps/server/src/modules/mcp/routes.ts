/**
 * MCP for AI agents at POST /mcp: the official SDK's streamable HTTP transport, stateless (a
 * server and transport per request), authenticated by API key with the key's daily quota.
 */
import { API_KEY_REQUESTS_PER_DAY } from '@fd/contract';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../errors';
import type { Services } from '../services';
import { registerTools } from './tools';

export const MCP_PATH = '/mcp';

export function mcpRoutes(app: FastifyInstance, services: Services): void {
  // Outside the route table and the OpenAPI document: MCP describes its own tools (decision 160).
  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const resolved = key ? await services.apiKeys.resolve(key) : null;
    if (!resolved) throw fail('api_key_invalid');
    const { user, key: record, quota } = resolved;
    const resetSeconds = Math.max(1, Math.ceil((quota.resetAt - Date.now()) / 1000));
    reply.header('ratelimit-limit', String(API_KEY_REQUESTS_PER_DAY));
    reply.header('ratelimit-remaining', String(Math.max(0, API_KEY_REQUESTS_PER_DAY - quota.count)));
    reply.header('ratelimit-reset', String(resetSeconds));
    if (quota.count > API_KEY_REQUESTS_PER_DAY) throw fail('api_key_quota').retryAfter(resetSeconds);

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
