/**
 * How an MCP tool call runs: an expensive one in one of its account's in-flight slots (the same
 * limit and slots as the API's expensive routes, docs/decisions/203 and 210), then its units
 * counted against the API key's daily quota, then its work; an expected failure is the tool's
 * error, with its code and its text in the request's language.
 */
import type { ServerResponse } from 'node:http';
import type { Lang } from '@fd/contract';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError, errorAnswer } from '../../errors';
import type { UserRecord } from '../../store/types';
import type { ApiKeyService } from '../api-keys/service';
import { chargeApiKey } from '../auth/guard';
import { type InFlightLimit, releaseOnClose } from '../limits/in-flight';

/** What a tool call costs. */
export interface ToolCost {
  /** Units of the key's daily quota: one a call, one a query for matching. */
  units: number;
  /** Runs in one of the account's in-flight slots, refused when they are all taken. */
  expensive: boolean;
}

export interface ToolCaller {
  user: UserRecord;
  /** Runs a tool call's work at its cost; refused (in flight, quota), it counts nothing and does no work. */
  run(cost: ToolCost, work: () => Promise<CallToolResult>): Promise<CallToolResult>;
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
  services: { inFlight: InFlightLimit; apiKeys: ApiKeyService },
  request: { user: UserRecord; address: string; lang: Lang; connection: ServerResponse },
): ToolCaller {
  const { user, connection, lang } = request;
  /** The quota's headers as the last call left it, while the answer has not been sent. */
  const setHeader = (name: string, value: string) => {
    if (!connection.headersSent) connection.setHeader(name, value);
  };
  return {
    user,
    async run(cost, work) {
      let release: (() => void) | undefined;
      let stopWatching: (() => void) | undefined;
      try {
        if (cost.expensive) {
          release = await services.inFlight.enter({ userId: user.user_id, address: request.address });
          stopWatching = releaseOnClose(connection, release);
        }
        await chargeApiKey(services.apiKeys, user.user_id, cost.units, setHeader);
        return await work();
      } catch (error) {
        if (error instanceof AppError) return toolError(error, lang);
        throw error;
      } finally {
        stopWatching?.();
        release?.();
      }
    },
  };
}
