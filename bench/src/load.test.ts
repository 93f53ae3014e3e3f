import { describe, expect, it } from 'vitest';
import { hostileRows, type LoadReport } from './load';

const loop = { delayMs: 5, workMs: 3, cpuWaitMs: 1, controlMs: 1 };
const hostile: LoadReport['hostile'] = {
  health: { p50: 2, p99: 12.34, requests: 900, errors: 0 },
  requests: 300,
  errors: 0,
  answers: [],
  loop,
};

describe('the hostile mix rows', () => {
  it('judge health beside the mix, and no autocomplete where none typed', () => {
    const rows = hostileRows(hostile, 8);
    expect(rows[0]).toMatch(
      /^\| \/api\/health p99 beside 8 connections of a hostile mix .* \| 12\.3 ms \| ≤ 20 ms \| met \|$/,
    );
    expect(rows.some((row) => row.startsWith('| autocomplete'))).toBe(false);
  });

  it('count the answers refused by design, the failed ones and the MCP calls refused in flight', () => {
    const answer = (requestClass: string, status: number, code: string | null, count: number) => ({
      requestClass,
      status,
      code,
      count,
      expected: code === 'too_many_in_flight' || code === 'search_too_broad' ? 'by design' : null,
      bodies: [],
    });
    const [row] = hostileRows(
      {
        ...hostile,
        answers: [
          answer('GET /api/financial_report', 503, 'server_busy', 3),
          answer('MCP get_company_network', 200, null, 5),
          answer('MCP match_companies', 200, 'too_many_in_flight', 2),
          answer('POST /api/search', 422, 'search_too_broad', 1),
        ],
      },
      8,
    );
    expect(row).toContain(
      '300 answers, of them 7 MCP tool calls (2 refused for too many in flight), 3 refused by design, 3 failed, 0 errors',
    );
  });

  it('judge autocomplete beside the mix where a client typed', () => {
    const rows = hostileRows(
      { ...hostile, autocomplete: { p50: 3, p99: 25.06, requests: 800, errors: 0 } },
      8,
    );
    expect(rows[1]).toBe('| autocomplete p99 beside the same | 25.1 ms | ≤ 20 ms | missed |');
  });
});
