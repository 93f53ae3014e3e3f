import { describe, expect, it } from 'vitest';
import { hostileRows, type LoadReport } from './load';

const loop = { delayMs: 5, workMs: 3, cpuWaitMs: 1, controlMs: 1 };
const hostile: LoadReport['hostile'] = {
  health: { p50: 2, p99: 12.34, requests: 900, errors: 0 },
  requests: 300,
  errors: 0,
  non2xx: 4,
  tooMany: 4,
  toolCalls: 0,
  toolsRefused: 0,
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

  it('judge autocomplete beside the mix where a client typed', () => {
    const rows = hostileRows(
      { ...hostile, autocomplete: { p50: 3, p99: 25.06, requests: 800, errors: 0 } },
      8,
    );
    expect(rows[1]).toBe('| autocomplete p99 beside the same | 25.1 ms | ≤ 20 ms | missed |');
  });
});
