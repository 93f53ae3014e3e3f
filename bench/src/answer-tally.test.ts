import { describe, expect, it } from 'vitest';
import { answerCode, answerLines, answerTally, failures, requestClass } from './answer-tally';

const toolCall = (name: string) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } });
const toolError = (code: string) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, result: { isError: true, structuredContent: { code } } });

describe('the request class', () => {
  it('is an MCP call by its tool, any other request by method and path without the query', () => {
    expect(requestClass({ method: 'POST', path: '/mcp', body: toolCall('get_company_network') })).toBe(
      'MCP get_company_network',
    );
    expect(requestClass({ method: 'GET', path: '/api/financial_report?id=7' })).toBe(
      'GET /api/financial_report',
    );
    expect(requestClass({ method: 'POST', path: '/api/search', body: '{}' })).toBe('POST /api/search');
  });
});

describe('the answer code', () => {
  it('is null for a success, the body code for a failure, unknown when the body has none', () => {
    expect(answerCode(200, '%PDF-1.7 …')).toBeNull();
    expect(answerCode(200, JSON.stringify({ jsonrpc: '2.0', id: 1, result: { content: [] } }))).toBeNull();
    expect(answerCode(422, JSON.stringify({ success: false, code: 'search_too_broad' }))).toBe(
      'search_too_broad',
    );
    expect(answerCode(502, '<html>Bad Gateway</html>')).toBe('unknown');
  });

  it('reads an MCP tool error and a JSON-RPC error out of an answer 200', () => {
    expect(answerCode(200, toolError('too_many_in_flight'))).toBe('too_many_in_flight');
    expect(answerCode(200, JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603 } }))).toBe(
      'jsonrpc -32603',
    );
  });
});

describe('the tally', () => {
  function tallied() {
    const tally = answerTally();
    for (let i = 0; i < 5; i++) tally.record('GET /api/financial_report', 200, '%PDF');
    for (let i = 0; i < 3; i++)
      tally.record('GET /api/financial_report', 503, JSON.stringify({ code: 'server_busy', n: i }));
    tally.record('POST /api/search', 422, JSON.stringify({ code: 'search_too_broad' }));
    tally.record('POST /api/search', 200, '{"rows":[]}');
    tally.record('MCP match_companies', 200, toolError('too_many_in_flight'));
    tally.record('MCP match_companies', 500, 'boom');
    return tally.answers();
  }

  it('counts each class, status and code, and tells refusals by design from failures', () => {
    const answers = tallied();
    expect(
      answers.map(({ requestClass, status, code, count }) => [requestClass, status, code, count]),
    ).toEqual([
      ['GET /api/financial_report', 200, null, 5],
      ['GET /api/financial_report', 503, 'server_busy', 3],
      ['MCP match_companies', 200, 'too_many_in_flight', 1],
      ['MCP match_companies', 500, 'unknown', 1],
      ['POST /api/search', 200, null, 1],
      ['POST /api/search', 422, 'search_too_broad', 1],
    ]);
    expect(failures(answers).map((answer) => [answer.requestClass, answer.status])).toEqual([
      ['GET /api/financial_report', 503],
      ['MCP match_companies', 500],
    ]);
    expect(answers.find((answer) => answer.code === 'search_too_broad')?.expected).toMatch(/decision 011/);
  });

  it('keeps the first two bodies of a failure, none of a success', () => {
    const answers = tallied();
    expect(answers[0]!.bodies).toEqual([]);
    expect(answers[1]!.bodies).toEqual([
      JSON.stringify({ code: 'server_busy', n: 0 }),
      JSON.stringify({ code: 'server_busy', n: 1 }),
    ]);
  });

  it('prints the totals, a line per class, and the failed bodies', () => {
    const lines = answerLines(tallied());
    expect(lines[0]).toBe('answers: 12, of them 2 refused by design and 4 failed');
    expect(lines).toContain('  GET /api/financial_report: 200 × 5, 503 server_busy × 3 (FAILED)');
    expect(lines).toContain('  failed: MCP match_companies 500 unknown, first bodies:');
    expect(lines).toContain('    boom');
    expect(lines.some((line) => line.startsWith('  expected: POST /api/search 422 search_too_broad'))).toBe(
      true,
    );
  });
});
