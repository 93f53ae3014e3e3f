/**
 * The MCP warm-up before a process listens: one call of each tool through a per-request server
 * and the SDK's Node transport on a request and a response object, as POST /mcp runs them,
 * answered by a caller that runs no tool's work. It compiles on the start what the first request
 * would: zod's parsers of the SDK's JSON-RPC messages and of each tool's input and result, and the
 * Node transport's conversion of the request and the response (Hono's). Before it, the first MCP
 * request of a process held its loop for 47–54 ms in one turn (docs/decisions/217).
 */
import { once } from 'node:events';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Services } from '../services';
import { MCP_PATH, serveMcpRequest } from './serve';
import type { ToolCaller } from './tools';

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

/**
 * A POST /mcp of `body` and its response, on a socket that keeps what is written: what the route
 * gets from a connection, before the process listens.
 */
function warmUpConnection(body: unknown) {
  const written: Buffer[] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk);
      done();
    },
  });
  const request = new IncomingMessage(socket as Socket);
  request.method = 'POST';
  request.url = MCP_PATH;
  request.headers = {
    host: '127.0.0.1',
    accept: 'application/json, text/event-stream',
    'content-type': 'application/json',
  };
  request.rawHeaders = Object.entries(request.headers).flat() as string[];
  request.push(null);
  const response = new ServerResponse(request);
  response.assignSocket(socket as Socket);
  return { connection: { request, response, body }, written, close: () => socket.destroy() };
}

/** Runs the warm-up; resolves with the calls the tools passed to the caller (one per tool). */
export async function warmUpMcp(newServer: () => McpServer, services: Services): Promise<number> {
  const { caller, calls } = warmUpCaller();
  const batch = Object.entries(CALLS).map(([name, args], id) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: args },
  }));
  const { connection, close } = warmUpConnection(batch);
  try {
    const answered = once(connection.response, 'finish');
    await serveMcpRequest(newServer(), services, caller, connection);
    await answered;
    return calls();
  } finally {
    // The connection's close ends the server and the transport, as a client's would.
    close();
  }
}
