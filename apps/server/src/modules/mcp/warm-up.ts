/**
 * The MCP warm-up before a process listens: one call of each tool through a per-request server
 * and the SDK's transport, as POST /mcp runs them, answered by a caller that runs no tool's work.
 * It compiles on the start what the first request would: zod's parsers of the SDK's JSON-RPC
 * messages and of each tool's input and result. Before it, the first MCP request of a process
 * held its loop for 47–54 ms in one turn (docs/decisions/217).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Services } from '../services';
import { registerTools, type ToolCaller } from './tools';

/** One call of each tool, with input its schema accepts; the caller runs none of them. */
const CALLS: Record<string, object> = {
  search_companies: { query: 'Warm-up' },
  get_company: { company_id: 1 },
  get_company_network: { company_id: 1, depth: 2 },
  match_companies: { queries: [{ name: 'Warm-up GmbH', city: 'Wien' }] },
  get_events: { company_id: 1, limit: 1 },
};

const NOT_RUN: CallToolResult = {
  content: [{ type: 'text', text: 'Not run: the start warms the tools up.' }],
};

/** Answers each call without its work (no account, no quota, no slot) and counts them. */
function warmUpCaller(): { caller: ToolCaller; calls: () => number } {
  let calls = 0;
  const caller: ToolCaller = {
    get user(): never {
      throw new Error('the MCP warm-up runs no tool work');
    },
    lang: 'en',
    async run() {
      calls++;
      return NOT_RUN;
    },
  };
  return { caller, calls: () => calls };
}

/** Runs the warm-up; resolves with the calls the tools passed to the caller (one per tool). */
export async function warmUpMcp(newServer: () => McpServer, services: Services): Promise<number> {
  const server = newServer();
  const { caller, calls } = warmUpCaller();
  registerTools(server, services, caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const batch = Object.entries(CALLS).map(([name, args], id) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: args },
    }));
    const response = await transport.handleRequest(
      new Request('http://127.0.0.1/mcp', {
        method: 'POST',
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      }),
    );
    await response.text();
    return calls();
  } finally {
    await server.close();
  }
}
