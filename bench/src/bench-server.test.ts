import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from './bench-server';

describe('serverNodeArgs', () => {
  it('runs the compiled server alone without BENCH_CPU_PROF_DIR', () => {
    expect(serverNodeArgs({})).toEqual(['apps/server/dist/main.js']);
  });

  it('puts the CPU profile flags before the script with BENCH_CPU_PROF_DIR', () => {
    expect(serverNodeArgs({ BENCH_CPU_PROF_DIR: '/tmp/profiles' })).toEqual([
      '--cpu-prof',
      '--cpu-prof-dir=/tmp/profiles',
      'apps/server/dist/main.js',
    ]);
  });
});
