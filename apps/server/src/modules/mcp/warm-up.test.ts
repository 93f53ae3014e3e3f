import { describe, expect, it } from 'vitest';
import type { Services } from '../services';
import { mcpServers } from './routes';
import { warmUpMcp } from './warm-up';

describe('the MCP warm-up', () => {
  it('passes one call of each tool through the transport to the caller, without the services', async () => {
    // No service is read: the warm-up's caller runs no tool's work.
    expect(await warmUpMcp(mcpServers(), {} as Services)).toBe(5);
  });
});
