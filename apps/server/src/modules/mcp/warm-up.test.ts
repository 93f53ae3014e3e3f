import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../services';
import { mcpServers } from './routes';
import { warmUpMcp } from './warm-up';

describe('the MCP warm-up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes one call of each tool through the transport to the caller, without the services', async () => {
    // No service is read: the warm-up's caller runs no tool's work.
    expect(await warmUpMcp(mcpServers(), {} as Services)).toBe(5);
  });

  it("goes through the SDK's Node transport, as POST /mcp does, on a request and a response object", async () => {
    const handled = vi.spyOn(StreamableHTTPServerTransport.prototype, 'handleRequest');
    expect(await warmUpMcp(mcpServers(), {} as Services)).toBe(5);
    expect(handled).toHaveBeenCalledOnce();
    const [request, response] = handled.mock.calls[0] ?? [];
    expect(request?.method).toBe('POST');
    expect(response?.statusCode).toBe(200);
    expect(response?.writableFinished).toBe(true);
  });
});
