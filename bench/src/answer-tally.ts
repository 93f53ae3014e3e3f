/**
 * The answers of a load run by request class, status and error code, so that a failure shows:
 * a refusal the design expects (a per-client limit, the work budget) is counted as such with the
 * decision that sets it, anything else that is not a success is a failure, and the first bodies
 * of each non-2xx status (and of each MCP tool error) are kept to say what it was.
 */

/** Error codes the server answers by design under a hostile client, and the decision that says why. */
export const EXPECTED_REFUSALS: Readonly<Record<string, string>> = {
  search_too_broad: 'a search stopped at its work budget, decision 011',
  too_many_in_flight: "a client's expensive requests in flight, decision 203 (MCP: 210)",
  rate_limited: 'a per-client rate, decision 020',
  too_many_pages: 'a per-client rate of search pages, decision 174',
  too_many_documents: 'a per-client rate of documents, decision 174',
  search_depth_login: 'a deep page is for signed-in users, decision 174',
};

/** Bodies kept for each failed or refused answer kind, and how much of each. */
const KEPT_BODIES = 2;
const BODY_CHARS = 400;

/** One kind of answer: a request class, a status and the answer's error code (null: a success). */
export interface AnswerCount {
  requestClass: string;
  status: number;
  code: string | null;
  count: number;
  /** Why the design refuses it (EXPECTED_REFUSALS); null for a success or a failure. */
  expected: string | null;
  /** The first bodies of this kind, for a non-2xx status or an MCP tool error. */
  bodies: string[];
}

/**
 * A request's class in the tally: an MCP tool call by its tool's name, any other request by its
 * method and path without the query.
 */
export function requestClass(request: { method: string; path: string; body?: string }): string {
  if (request.body && request.path === '/mcp') {
    const message = JSON.parse(request.body) as { method?: string; params?: { name?: string } };
    return `MCP ${message.params?.name ?? message.method ?? 'request'}`;
  }
  return `${request.method} ${request.path.split('?')[0]}`;
}

const success = (status: number) => status >= 200 && status < 300;

function parsed(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The error code of an answer: the `code` of a failure's body, of an MCP tool error's
 * structured content (an answer 200), or `jsonrpc <code>` for a JSON-RPC error; `unknown` when a
 * failure's body names none; null for a success.
 */
export function answerCode(status: number, body: string): string | null {
  if (success(status)) {
    // A success's body is read only when it may be an MCP error: a PDF or a search page is not.
    if (!body.includes('"isError":true') && !body.includes('"error":{')) return null;
    const message = parsed(body);
    const result = message?.result as
      | { isError?: boolean; structuredContent?: { code?: string } }
      | undefined;
    if (result?.isError) return result.structuredContent?.code ?? 'tool_error';
    const error = message?.error as { code?: number } | undefined;
    return error ? `jsonrpc ${error.code}` : null;
  }
  const code = parsed(body)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Counts answers as they arrive (`record`) and lists them by class, status and code. */
export function answerTally() {
  const kinds = new Map<string, AnswerCount>();
  return {
    record(requestClassName: string, status: number, body: string): void {
      const code = answerCode(status, body);
      const key = `${requestClassName}\u0000${status}\u0000${code}`;
      let kind = kinds.get(key);
      if (!kind) {
        kind = {
          requestClass: requestClassName,
          status,
          code,
          count: 0,
          expected: code === null ? null : (EXPECTED_REFUSALS[code] ?? null),
          bodies: [],
        };
        kinds.set(key, kind);
      }
      kind.count++;
      if (code !== null && kind.bodies.length < KEPT_BODIES) kind.bodies.push(body.slice(0, BODY_CHARS));
    },
    /** Every kind seen, by class, then status, then code. */
    answers(): AnswerCount[] {
      return [...kinds.values()].sort(
        (a, b) =>
          a.requestClass.localeCompare(b.requestClass) ||
          a.status - b.status ||
          String(a.code).localeCompare(String(b.code)),
      );
    },
  };
}

export type AnswerTally = ReturnType<typeof answerTally>;

/** Answers that are neither a success nor a refusal the design expects. */
export const failures = (answers: AnswerCount[]) =>
  answers.filter((answer) => answer.code !== null && answer.expected === null);

const sum = (answers: AnswerCount[]) => answers.reduce((total, answer) => total + answer.count, 0);

/**
 * The tally as text: a line per request class with its answers by status and code, then each
 * failure's first bodies, then each expected refusal's first body.
 */
export function answerLines(answers: AnswerCount[]): string[] {
  const byClass = new Map<string, AnswerCount[]>();
  for (const answer of answers)
    byClass.set(answer.requestClass, [...(byClass.get(answer.requestClass) ?? []), answer]);
  const kindText = (answer: AnswerCount) =>
    `${answer.status}${answer.code === null ? '' : ` ${answer.code}`} × ${answer.count}` +
    (answer.code === null ? '' : answer.expected === null ? ' (FAILED)' : ' (expected)');
  const failed = failures(answers);
  const refused = answers.filter((answer) => answer.expected !== null);
  return [
    `answers: ${sum(answers)}, of them ${sum(refused)} refused by design and ${sum(failed)} failed`,
    ...[...byClass].map(([name, kinds]) => `  ${name}: ${kinds.map(kindText).join(', ')}`),
    ...failed.flatMap((answer) => [
      `  failed: ${answer.requestClass} ${answer.status} ${answer.code}, first bodies:`,
      ...answer.bodies.map((body) => `    ${body}`),
    ]),
    ...refused.map(
      (answer) =>
        `  expected: ${answer.requestClass} ${answer.status} ${answer.code}: ${answer.expected}; first body: ${answer.bodies[0]}`,
    ),
  ];
}
