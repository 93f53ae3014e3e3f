/**
 * One POST /mcp on its connection, as the route and the start's warm-up run it: a server with the
 * tools, whose calls go through `caller`, and the SDK's Node transport, stateless (a server and a
 * transport per request: a stateless transport refuses a second request), closed with the
 * connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Services } from '../services';
import { registerTools, type ToolCaller } from './tools';

export const MCP_PATH = '/mcp';

/** Answers the request's JSON-RPC `body` (already parsed) on `response`. */
export async function serveMcpRequest(
  server: McpServer,
  services: Services,
  caller: ToolCaller,
  connection: { request: IncomingMessage; response: ServerResponse; body: unknown },
): Promise<void> {
  const { request, response, body } = connection;
  registerTools(server, services, caller);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body);
}
