import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseSmapsRollup, processTree, serverMemory, sumRollups } from './process-memory';

/** A worker's rollup at 3.6M as the kernel writes it: most of its resident pages are the mapped dataset. */
const WORKER = `55d1c7a4b000-7ffc3e5f1000 ---p 00000000 00:00 0                          [rollup]
Rss:             2516992 kB
Pss:             1795210 kB
Pss_Dirty:        612000 kB
Pss_Anon:         610500 kB
Pss_File:        1184710 kB
Pss_Shmem:             0 kB
Shared_Clean:    1442000 kB
Shared_Dirty:          0 kB
Private_Clean:     62000 kB
Private_Dirty:    612000 kB
Referenced:      2516992 kB
Anonymous:        610500 kB
Swap:                  0 kB
SwapPss:               0 kB
`;

describe('parseSmapsRollup', () => {
  it('reads RSS, PSS and its parts in bytes', () => {
    expect(parseSmapsRollup(WORKER)).toEqual({
      rss: 2_516_992 * 1024,
      pss: 1_795_210 * 1024,
      pssAnon: 610_500 * 1024,
      pssFile: 1_184_710 * 1024,
      pssShmem: 0,
    });
  });

  it('does not take SwapPss or Pss_Dirty for Pss', () => {
    const reordered = 'SwapPss:     99 kB\nPss_Dirty:  77 kB\nRss:   10 kB\nPss:    4 kB\n';
    expect(parseSmapsRollup(reordered)).toMatchObject({ rss: 10 * 1024, pss: 4 * 1024 });
  });

  it('gives null parts where an older kernel writes no Pss_Anon, Pss_File or Pss_Shmem', () => {
    expect(parseSmapsRollup('Rss:   10 kB\nPss:    4 kB\n')).toEqual({
      rss: 10 * 1024,
      pss: 4 * 1024,
      pssAnon: null,
      pssFile: null,
      pssShmem: null,
    });
  });

  it('gives null for a text that is not a rollup', () => {
    expect(parseSmapsRollup('Name:\tnode\nVmRSS:\t 1000 kB\n')).toBeNull();
  });
});

describe('sumRollups', () => {
  it('adds every figure and counts the processes', () => {
    const worker = parseSmapsRollup(WORKER)!;
    const primary = parseSmapsRollup(
      'Rss: 100 kB\nPss: 60 kB\nPss_Anon: 40 kB\nPss_File: 20 kB\nPss_Shmem: 0 kB\n',
    )!;
    expect(sumRollups([primary, worker, worker])).toEqual({
      rss: (100 + 2 * 2_516_992) * 1024,
      pss: (60 + 2 * 1_795_210) * 1024,
      pssAnon: (40 + 2 * 610_500) * 1024,
      pssFile: (20 + 2 * 1_184_710) * 1024,
      pssShmem: 0,
      processes: 3,
    });
  });

  it('leaves a part unknown when one process lacks it, and the totals known', () => {
    const older = parseSmapsRollup('Rss: 100 kB\nPss: 60 kB\n')!;
    const summed = sumRollups([older, parseSmapsRollup(WORKER)!]);
    expect(summed.pss).toBe((60 + 1_795_210) * 1024);
    expect(summed.pssAnon).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('serverMemory reads the processes through /proc', () => {
  it('sums a process and its children and grandchildren, PSS at most RSS', async () => {
    // A child that starts a grandchild: both must be counted with this process.
    const child = spawn(
      process.execPath,
      [
        '-e',
        "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' }); console.log(c.pid); setTimeout(() => c.kill(), 10000)",
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      const grandchild = Number(
        await new Promise<string>((resolve) => child.stdout.once('data', (chunk) => resolve(String(chunk)))),
      );
      expect(processTree(process.pid)).toEqual(expect.arrayContaining([process.pid, child.pid, grandchild]));
      const memory = serverMemory(child.pid!);
      expect(memory.processes).toBe(2);
      expect(memory.pss).toBeGreaterThan(0);
      expect(memory.pss).toBeLessThanOrEqual(memory.rss);
    } finally {
      child.kill();
    }
  });

  it('gives nothing for a process that does not exist', () => {
    expect(serverMemory(2 ** 30)).toMatchObject({ rss: 0, pss: 0, processes: 0 });
  });
});
