import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenOf, peakRssMiB } from './first-start';

describe.runIf(process.platform === 'linux')('the first start measures processes through /proc', () => {
  it("reads a process's peak resident memory", () => {
    const peak = peakRssMiB(process.pid);
    expect(peak).toBeGreaterThan(process.memoryUsage().rss / 2 ** 20 / 2);
  });

  it('finds the children of a process and not other processes', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(childrenOf(process.pid)).toContain(child.pid);
      expect(childrenOf(child.pid!)).toEqual([]);
    } finally {
      child.kill();
    }
  });

  it('gives null for a process that does not exist', () => {
    expect(peakRssMiB(2 ** 30)).toBeNull();
  });
});
